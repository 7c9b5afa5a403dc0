/** A stand-in portal server and the portal mounted at a path, for the portal's page tests. */
import axe from 'axe-core';
import { act, render } from '@testing-library/react';
import i18next from 'i18next';
import { expect, vi } from 'vitest';
import { MemoryRouter, Route, Routes } from 'react-router';
import { QueryLayer } from '../../app/queryClient';
import { jsonResponse } from '../../test/render';
import PortalApp from './PortalApp';
import type { Lookups, Me, PortalOrder } from './portalApi';
import { portalSession, REFRESH_KEY, TOKEN_KEY } from './portalSession';

export interface Call {
  method: string;
  path: string;
  body: unknown;
  headers: Headers;
}
export type Handler = (call: Call) => Response | Promise<Response> | undefined;

/** Records every call; `handler` answers, else the defaults (me, lookups, empty lists), else 404. */
export function serve(handler: Handler = () => undefined, me: Partial<Me> = {}) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const call: Call = {
        method: init.method ?? 'GET',
        path: String(url).replace(/^\/limo/, ''),
        body: init.body ? JSON.parse(String(init.body)) : null,
        headers: new Headers(init.headers),
      };
      calls.push(call);
      const answer = await handler(call);
      if (answer) return answer;
      if (call.path === '/portal/api/me') return jsonResponse(200, { ...ME, ...me });
      if (call.path === '/portal/api/lookups') return jsonResponse(200, LOOKUPS);
      if (call.path === '/portal/api/passengers' || call.path === '/portal/api/places') return jsonResponse(200, []);
      return jsonResponse(404, { message: 'Not found' });
    }),
  );
  return calls;
}

export const ME: Me = {
  clientUserId: 7,
  clientId: 3,
  clientName: 'Jockey Club',
  clientNameChi: '賽馬會',
  role: 'BOOKER',
  language: 'en',
  name: 'Bella Booker',
};

export const LOOKUPS: Lookups = {
  serviceTypes: [
    { id: 'Transfer', name: 'Transfer', nameChi: '接送' },
    { id: 'Hire', name: 'Hire', nameChi: '包車' },
  ],
  vehicleTypes: [
    { id: 11, name: 'Saloon', nameChi: '房車', maxPax: 3 },
    { id: 12, name: 'MPV', nameChi: '七人車', maxPax: 6 },
  ],
  zones: ['Central', 'Kowloon'],
  locations: [{ id: 21, name: 'Airport', nameChi: '機場' }],
};

export function order(over: Partial<PortalOrder> = {}, vehicle: Partial<PortalOrder['orderVehicles'][number]> = {}): PortalOrder {
  return {
    id: 501,
    orderRefId: 'P-501',
    portalStatus: 'CONFIRMED',
    orderVehicles: [
      {
        id: 901,
        serviceType: 'Transfer',
        pickupDate: '2030-02-10',
        pickupTime: '09:30:00',
        pickupLocationId: 21,
        dropoffAddress: '1 Queen’s Road',
        dropoffZone: 'Central',
        vehicleTypeId: 11,
        paxCount: 2,
        orderPaxes: [{ paxName: 'Mr Wong', paxTel: '61234567' }],
        tariffFareAmt: '480.00',
        orderVehicleStatus: 'A',
        trackingToken: 'tok901',
        trackingUrl: 'https://limo.example/t/tok901',
        ...vehicle,
      },
    ],
    ...over,
  };
}

export function signedIn() {
  localStorage.setItem(TOKEN_KEY, 'portal-token');
  localStorage.setItem(REFRESH_KEY, 'portal-refresh');
  portalSession.reload();
}

export function mountPortal(path: string) {
  return render(
    <QueryLayer>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/portal/*" element={<PortalApp />} />
        </Routes>
      </MemoryRouter>
    </QueryLayer>,
  );
}

export const toChinese = () => act(() => i18next.changeLanguage('zh-HK'));
/** Back to English for the next test file of the worker (the language button also marks the document). */
export const toEnglish = async () => {
  await act(() => i18next.changeLanguage('en'));
  document.documentElement.removeAttribute('lang');
};

/** WCAG 2.1 A and AA over the page, or an open dialog (the page behind it is hidden); happy-dom computes no colour contrast. */
export async function expectNoAxeViolations(within: Element = document.body) {
  const { violations } = await axe.run(within, {
    runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    rules: { 'label-content-name-mismatch': { enabled: true }, 'color-contrast': { enabled: false } },
    resultTypes: ['violations'],
  });
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}
