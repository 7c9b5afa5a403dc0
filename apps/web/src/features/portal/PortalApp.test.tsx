import { fireEvent, screen, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { jsonResponse } from '../../test/render';
import { mountPortal, serve, signedIn, toEnglish } from './portalTestKit';
import { portalSession, TOKEN_KEY } from './portalSession';

beforeEach(() => portalSession.reload());
afterEach(() => toEnglish());

const emptyTrips = (path: string) => (path.startsWith('/portal/api/orders?') ? jsonResponse(200, { items: [], total: 0, page: 0, size: 20 }) : undefined);

describe('the portal frame', () => {
  it('signs out on the server and here, and shows the sign-in', async () => {
    signedIn();
    const calls = serve((c) => (c.path === '/portal/auth/logout' ? new Response(null, { status: 204 }) : emptyTrips(c.path)));
    mountPortal('/portal');
    expect(await screen.findByText('Bella Booker')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByRole('heading', { name: 'Sign in to the client portal' })).toBeTruthy();
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
    await waitFor(() => expect(calls.find((c) => c.path === '/portal/auth/logout')?.body).toEqual({ refreshToken: 'portal-refresh' }));
  });

  it('says the session ended when the refresh is refused', async () => {
    signedIn();
    serve((c) => (c.path === '/portal/api/me' || c.path === '/portal/auth/refresh' ? jsonResponse(401, { message: 'gone' }) : undefined));
    mountPortal('/portal/trips');
    expect(await screen.findByText('Your session has ended. Please sign in again.')).toBeTruthy();
  });

  it('switches the language with its button, worded in the language it switches to', async () => {
    signedIn();
    serve((c) => emptyTrips(c.path));
    mountPortal('/portal/trips');
    fireEvent.click(await screen.findByRole('button', { name: '中文' }));
    expect(await screen.findByRole('heading', { name: '我的行程', level: 1 })).toBeTruthy();
    expect(i18next.language).toBe('zh-HK');
    expect(localStorage.getItem('limo.portalLanguage')).toBe('zh-HK');
    expect(screen.getByRole('button', { name: 'English' }).getAttribute('lang')).toBe('en');
    expect(screen.getByText('賽馬會')).toBeTruthy();
  });

  it('shows an ADMIN the invoices page in the menu (a BOOKER’s menu: TripsPage.test)', async () => {
    signedIn();
    serve((c) => emptyTrips(c.path), { role: 'ADMIN' });
    mountPortal('/portal/trips');
    const nav = await screen.findByRole('navigation', { name: 'Portal pages' });
    await waitFor(() => expect(nav.textContent).toContain('Invoices'));
    expect(screen.getByRole('link', { name: 'My trips' }).getAttribute('aria-current')).toBe('page');
  });
});
