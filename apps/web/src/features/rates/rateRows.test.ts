import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/errors';
import { checkRows, newRow, rowMessage, splitServerErrors } from '../../resources/masterDetail/aggregate';
import { CLASS_RATE, SPECIAL_RATE } from './rateKinds';
import { periodState, periodText, periodToOpen } from './ratePeriods';
import { loadedRows, rowsSnapshot, sectionOf } from './rateRows';

const list = (key: string) => {
  const l = [...CLASS_RATE.lists, ...SPECIAL_RATE.lists].find((x) => x.key === key);
  if (!l) throw new Error(key);
  return l;
};
const tableB = list('tariffRateDtlTableBs');
const tableL = list('tariffRateDtlTableLs');

describe('the lists of a rate as sections', () => {
  it('gives each route table its own section, named by its list and place, its table type set', () => {
    const b = sectionOf(tableB);
    const l = sectionOf(tableL);
    expect([b.def.name, b.def.label.en, l.def.name, l.def.label.en]).toEqual([
      'tariffRateDtlTableBs',
      'Route Table B',
      'tariffRateDtlTableLs',
      'Route Table L',
    ]);
    expect(newRow(b).values.tableType).toBe('B');
    expect(newRow(l).values.tableType).toBe('L');
    expect(Object.keys(newRow(l).values)).not.toContain('tariffRateId');
  });

  it('checks a route row by its table: zones for B, locations for L, in the server’s words', () => {
    const l = sectionOf(tableL);
    const row = { ...newRow(l), values: { ...newRow(l).values, fromLocationId: 4, amount: '300' } };
    const checked = checkRows(l, [row]);
    expect(checked.rows).toBeNull();
    expect(checked.errors.map((e) => rowMessage([l], e))).toEqual(['Route Table L, row 1: To Location is required when Table Type is L']);
    const b = sectionOf(tableB);
    const ok = { ...newRow(b), id: 7, values: { ...newRow(b).values, fromZone: 'AIRPORT', toZone: 'TST', amount: '620' } };
    expect(checkRows(b, [ok]).rows).toEqual([expect.objectContaining({ id: 7, tableType: 'B', fromZone: 'AIRPORT', toZone: 'TST', amount: '620.00' })]);
  });

  it('sends the server’s row messages back to the rows of the right table', () => {
    const sections = [sectionOf(tableB), sectionOf(tableL), sectionOf(list('tariffRateHires'))];
    const err = new ApiError(400, 'Bad Request', '/api/updateTariffRates/3', {
      errors: [
        'Route Table L, row 2: To Location is required when Table Type is L',
        'Class Rate Hire, row 1: Minimum Hours 3 is already in row 1',
        'Transfer Amount must be at least 0',
      ],
      invalidValues: [
        { field: 'toLocationId', value: null },
        { field: 'tariffRateHires', value: '3' },
        { field: 'transferAmt', value: '-1' },
      ],
    });
    expect(splitServerErrors(err, sections)).toEqual({
      master: [{ field: 'transferAmt', message: 'Transfer Amount must be at least 0' }],
      rows: [
        { child: 'tariffRateDtlTableLs', index: 1, field: 'toLocationId', message: 'To Location is required when Table Type is L' },
        { child: 'tariffRateHires', index: 0, field: null, message: 'Minimum Hours 3 is already in row 1' },
      ],
    });
  });

  it('keeps the server’s order of loaded rows and tells a change from the loaded state', () => {
    const hires = list('tariffSPRateHires');
    const rows = loadedRows(hires, [
      { id: 9, tariffSPRateId: 1, minHours: 8, hourAmt: '400.00', blockMins: null, blockAmt: null },
      { id: 4, tariffSPRateId: 1, minHours: 3, hourAmt: '450.00', blockMins: 30, blockAmt: '200.00' },
    ]);
    expect(rows.map((r) => r.id)).toEqual([9, 4]);
    const before = rowsSnapshot({ hires: rows });
    expect(rowsSnapshot({ hires: rows.map((r) => ({ ...r, key: `${r.key}-again` })) })).toBe(before);
    expect(rowsSnapshot({ hires: [{ ...rows[0], values: { ...rows[0].values, hourAmt: '410' } }, rows[1]] })).not.toBe(before);
  });
});

describe('validity periods', () => {
  const rates = [
    { id: 1, effectiveDate: '2025-01-01', expiryDate: '2025-12-31' },
    { id: 2, effectiveDate: '2026-01-01', expiryDate: '2026-06-30' },
    { id: 3, effectiveDate: '2026-07-01', expiryDate: null },
    { id: 4, effectiveDate: '2027-01-01', expiryDate: null },
  ];
  it('tells current, future and ended periods apart, the last day still current', () => {
    expect(rates.map((r) => periodState(r, '2026-06-30'))).toEqual(['ended', 'current', 'future', 'future']);
    expect(periodText(rates[1])).toBe('01/01/2026 – 30/06/2026');
    expect(periodText(rates[2])).toBe('01/07/2026 – …');
  });
  it('opens the period holding today, else the next to start, else the last to end', () => {
    expect(periodToOpen(rates, '2026-03-01')?.id).toBe(2);
    expect(periodToOpen(rates.slice(0, 2), '2024-06-01')?.id).toBe(1);
    expect(periodToOpen([rates[0], rates[3]], '2026-03-01')?.id).toBe(4);
    expect(periodToOpen(rates.slice(0, 2), '2026-08-01')?.id).toBe(2);
    expect(periodToOpen([], '2026-08-01')).toBeUndefined();
  });
});
