import { allowanceEn } from '@limo/domain/i18n/allowance';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import i18n from 'i18next';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { tokens } from '../../api/tokens';
import { jsonResponse, renderWithClient } from '../../test/render';
import type { AllowanceVersion, RateRow } from './allowanceRateModel';
import { RatesTab } from './RatesTab';

const VERSION: AllowanceVersion = { id: 7, effDate: '2030-01-01', otStandardMinutes: 600, otHourlyRate: '85.00', remarks: null };
const rate = (id: number, seq: number, more: Partial<RateRow> = {}): RateRow => ({
  id,
  allowanceEffDateId: 7,
  seq,
  allowanceLocationId: null,
  allowanceVehicleTypeId: null,
  serviceType: null,
  fromTime: null,
  toTime: null,
  amount: '50.00',
  remarks: null,
  allowanceLocationCode: null,
  allowanceVehicleTypeCode: null,
  ...more,
});
const ROWS = [
  rate(11, 1, { allowanceLocationId: 1, allowanceLocationCode: 'AIRPORT', serviceType: 'Arrival', amount: '1200.00' }),
  rate(12, 2, { allowanceVehicleTypeId: 5, allowanceVehicleTypeCode: 'MPV', fromTime: '22:00:00', toTime: '06:00:00', amount: '80.00' }),
  rate(13, 3),
];

interface Sent {
  path: string;
  body: unknown;
}

/** The server: the version's rows, the groups' lookups, and `answers` by call for the writes. */
function serve(answers: Record<string, { status: number; body: unknown }> = {}) {
  const sent: Sent[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const path = new URL(url, 'http://x').pathname.replace(/^.*\/api\//, '');
      if (path === 'lookups/allowanceLocations') return jsonResponse(200, { _embedded: { allowanceLocations: [{ id: 1, allowanceLocationCode: 'AIRPORT' }] } });
      if (path === 'lookups/allowanceVehicleTypes')
        return jsonResponse(200, { _embedded: { allowanceVehicleTypes: [{ id: 5, allowanceVehicleTypeCode: 'MPV' }] } });
      if (path === 'getAllowanceRates') return jsonResponse(200, ROWS);
      sent.push({ path, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      const answer = answers[path] ?? { status: 200, body: {} };
      return jsonResponse(answer.status, answer.body);
    }),
  );
  tokens.set('t', 'r');
  return sent;
}

beforeAll(() => {
  i18n.addResourceBundle('en', 'translation', allowanceEn, true, true);
});

const rows = () => screen.getAllByTestId(/^rate-row/);
const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((c) => c.textContent);

async function open(canWrite = true) {
  renderWithClient(<RatesTab version={VERSION} canWrite={canWrite} />);
  await waitFor(() => expect(screen.getAllByTestId('rate-row')).toHaveLength(3));
  // The lookups have answered when the ids show as codes.
  await waitFor(() => expect(cells(rows()[1])[3]).toBe('MPV'));
}

describe('the rates tab of the allowance rate card', () => {
  it('lists the rows by seq with "Any" for the conditions they leave open, and says the first match pays', async () => {
    serve();
    await open();
    expect(cells(rows()[0]).slice(1, 9)).toEqual(['1', 'AIRPORT', 'Any', 'Arrival', 'Any', 'Any', '1,200.00', '']);
    expect(cells(rows()[1]).slice(1, 8)).toEqual(['2', 'Any', 'MPV', 'Any', '22:00', '06:00 (next day)', '80.00']);
    expect(screen.getByTestId('rate-status').textContent).toContain('The first row that matches pays');
  });

  it('moves the selected row down with Alt+↓ and saves the new order with reseqAllowanceRates', async () => {
    const sent = serve({ reseqAllowanceRates: { status: 200, body: [] } });
    await open();
    const first = rows()[0];
    first.focus();
    fireEvent.keyDown(first, { key: 'ArrowDown', altKey: true });
    expect(rows().map((r) => cells(r)[2])).toEqual(['Any', 'AIRPORT', 'Any']);
    // The moved row keeps the focus in its new place, and may move again.
    await waitFor(() => expect(document.activeElement).toBe(rows()[1]));
    expect(screen.getByTestId('rate-status').textContent).toContain('The order has changed');
    fireEvent.click(screen.getByRole('button', { name: 'Save order' }));
    await waitFor(() => expect(sent.find((s) => s.path === 'reseqAllowanceRates')).toBeDefined());
    expect(sent.find((s) => s.path === 'reseqAllowanceRates')?.body).toEqual({ allowanceEffDateId: 7, ids: [12, 11, 13] });
    await waitFor(() => expect(screen.getByTestId('rate-status').textContent).toBe('Order saved.'));
  });

  it('edits a row in place on Enter and saves it with upsertAllowanceRate on Enter', async () => {
    const sent = serve({ upsertAllowanceRate: { status: 200, body: { ...ROWS[1], amount: '95.50' } } });
    await open();
    fireEvent.keyDown(rows()[1], { key: 'Enter' });
    const amount = await screen.findByRole('textbox', { name: 'Amount, row 2' });
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Location Group, row 2');
    fireEvent.change(amount, { target: { value: '95.5' } });
    fireEvent.keyDown(amount, { key: 'Enter' });
    await waitFor(() => expect(sent.find((s) => s.path === 'upsertAllowanceRate')).toBeDefined());
    expect(sent.find((s) => s.path === 'upsertAllowanceRate')?.body).toEqual({
      id: 12,
      allowanceEffDateId: 7,
      seq: 2,
      allowanceLocationId: null,
      allowanceVehicleTypeId: 5,
      serviceType: null,
      fromTime: '22:00:00',
      toTime: '06:00:00',
      amount: '95.50',
      remarks: null,
    });
    await waitFor(() => expect(screen.queryByTestId('rate-row-editing')).toBeNull());
  });

  it('shows the server’s message of a 400 on its cell, and Esc leaves the row as it was', async () => {
    const sent = serve({
      upsertAllowanceRate: {
        status: 400,
        body: { status: 400, error: 'Bad Request', errors: ['From is not a time'], invalidValues: [{ field: 'fromTime', value: 'x' }] },
      },
    });
    await open();
    fireEvent.doubleClick(rows()[2]);
    const amount = await screen.findByRole('textbox', { name: 'Amount, row 3' });
    fireEvent.click(screen.getByRole('button', { name: 'Save row 3' }));
    await waitFor(() => expect(screen.getByText('From is not a time')).toBeTruthy());
    expect(sent.filter((s) => s.path === 'upsertAllowanceRate')).toHaveLength(1);
    fireEvent.keyDown(amount, { key: 'Escape' });
    expect(screen.queryByTestId('rate-row-editing')).toBeNull();
    expect(cells(rows()[2])[7]).toBe('50.00');
  });

  it('adds a row with no sequence (it goes last) and checks it before sending', async () => {
    const sent = serve({ upsertAllowanceRate: { status: 201, body: rate(14, 4, { amount: '30.00' }) } });
    await open();
    fireEvent.click(screen.getByRole('button', { name: 'Add row' }));
    const amount = await screen.findByRole('textbox', { name: 'Amount, row 4' });
    fireEvent.keyDown(amount, { key: 'Enter' });
    expect(await screen.findByText('Amount is required')).toBeTruthy();
    expect(sent.filter((s) => s.path === 'upsertAllowanceRate')).toHaveLength(0);
    fireEvent.change(amount, { target: { value: '30' } });
    fireEvent.keyDown(amount, { key: 'Enter' });
    await waitFor(() => expect(sent.find((s) => s.path === 'upsertAllowanceRate')).toBeDefined());
    const body = sent.find((s) => s.path === 'upsertAllowanceRate')?.body as Record<string, unknown>;
    expect(body).toMatchObject({ allowanceEffDateId: 7, amount: '30.00', allowanceLocationId: null });
    expect(body).not.toHaveProperty('id');
    expect(body).not.toHaveProperty('seq');
  });

  it('asks before deleting a row, then deletes it with the generic call', async () => {
    const sent = serve();
    await open();
    fireEvent.keyDown(rows()[0], { key: 'Delete' });
    expect(screen.getByText('Delete rate row 1?')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(sent.find((s) => s.path === 'allowanceRates/11')).toBeDefined());
  });

  it('offers no editing, moving or adding without the right', async () => {
    serve();
    await open(false);
    fireEvent.keyDown(rows()[0], { key: 'ArrowDown', altKey: true });
    fireEvent.keyDown(rows()[0], { key: 'Enter' });
    expect(cells(rows()[0])[2]).toBe('AIRPORT');
    expect(screen.queryByTestId('rate-row-editing')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add row' })).toBeNull();
  });
});
