// Issue 30: the generic list shows its date columns as every screen does: dd/mm/yyyy, stamps dd/mm/yyyy HH:mm
// on the operator's clock (the browser's zone is Los Angeles under test), times HH:mm; never the wire's ISO text.
import { defineResource } from '@limo/domain';
import { screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { expect, it } from 'vitest';
import { useSession } from '../app/session/session';
import { jsonResponse, renderSignedIn, stubSignedIn } from '../test/render';
import ResourceScreen from './ResourceScreen';

const def = defineResource({
  name: 'stampTests',
  singular: 'stampTest',
  label: { en: 'Stamp Test', zh: '時間測試' },
  rights: { read: 'LOCATION', write: 'LOCATION' },
  fields: [
    { name: 'code', type: 'text', label: { en: 'Code', zh: '代號' } },
    { name: 'validDate', type: 'date', label: { en: 'Valid', zh: '有效日期' } },
    { name: 'closedDt', type: 'datetime', label: { en: 'Closed', zh: '結算時間' }, readOnly: true },
    { name: 'startTime', type: 'time', label: { en: 'Start', zh: '開始' } },
  ],
  listColumns: ['code', 'validDate', 'closedDt', 'startTime', 'createDt'],
  filters: [],
  search: [],
  defaultSort: ['code', 'asc'],
});

/** The list sits behind the session guard in the app: here it waits for the user the same way. */
function SignedIn({ children }: { children: ReactNode }) {
  return useSession().user ? children : null;
}

const row = {
  id: 1,
  code: 'R1',
  validDate: '2030-05-14',
  // 00:30 on the 24th in Hong Kong, still the 23rd in UTC and in the browser's zone.
  closedDt: '2026-11-23T16:30:00Z',
  startTime: '07:05:00',
  createDt: '2024-03-01T02:05:00.000Z',
};

it('shows a date column dd/mm/yyyy and date-time columns dd/mm/yyyy HH:mm in the operator zone', { timeout: 30_000 }, async () => {
  stubSignedIn(['LOCATION'], (url) =>
    url.includes('/api/stampTests')
      ? jsonResponse(200, { _embedded: { stampTests: [row] }, page: { size: 20, totalElements: 1, totalPages: 1, number: 0 } })
      : undefined,
  );
  renderSignedIn(
    <SignedIn>
      <ResourceScreen def={def} title="Stamp Test" />
    </SignedIn>,
  );
  const grid = await screen.findByRole('grid', { name: 'Stamp Test' }, { timeout: 10_000 });
  const cells = await within(grid).findAllByRole('gridcell', {}, { timeout: 10_000 });
  const texts = cells.map((c) => c.textContent);
  expect(texts).toEqual(['R1', '14/05/2030', '24/11/2026 00:30', '07:05', '01/03/2024 10:05']);
  expect(within(grid).getByRole('columnheader', { name: 'Created' })).toBeTruthy();
});
