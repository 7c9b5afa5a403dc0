import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/errors';
import {
  allTicked,
  conflictOf,
  createBody,
  describeRefused,
  formProblems,
  initialForm,
  linkedForm,
  refusalLines,
  tickedMoney,
  toggled,
  type Trial,
  withDate,
  withMonth,
} from './orderInvoiceModel';

const trial: Trial = {
  clientId: 7,
  dateFrom: '2026-10-01',
  dateTo: '2026-10-31',
  lines: [
    { orderVehicleId: 11, orderId: 1, orderRefId: 'HK0001', pickupDate: '2026-10-02', serviceType: 'Arrival', description: 'HKG-T1 → PEN', amount: '585.00' },
    { orderVehicleId: 12, orderId: 2, orderRefId: 'HK0002', pickupDate: '2026-10-03', serviceType: 'Transfer', description: 'PEN → ICC', amount: '100.05' },
    { orderVehicleId: 13, orderId: 3, orderRefId: 'HK0003', pickupDate: '2026-10-04', serviceType: 'Hire', description: '3 hours', amount: '0.10' },
  ],
  miscs: [
    { clientInvoiceMiscId: 5, description: 'Monthly fee', amount: '50.00', percent: null },
    { clientInvoiceMiscId: 6, description: 'Service charge', amount: '68.52', percent: '10.0000' },
  ],
  subtotal: '685.15',
  miscTotal: '118.52',
  total: '803.67',
};

describe('the order invoice model', () => {
  it('opens on last month of the operator calendar, invoiced today', () => {
    expect(initialForm('2026-01-15')).toEqual({ clientId: null, month: '2025-12', dateFrom: '2025-12-01', dateTo: '2025-12-31', invoiceDate: '2026-01-15' });
    expect(initialForm('2028-03-01')).toMatchObject({ dateFrom: '2028-02-01', dateTo: '2028-02-29' });
  });

  it('bills service dates up to yesterday by default: a month holding today ends yesterday, unless widened by hand', () => {
    expect(initialForm('2026-12-01')).toMatchObject({ dateFrom: '2026-11-01', dateTo: '2026-11-30' });
    const now = withMonth(initialForm('2026-11-26'), '2026-11', '2026-11-26');
    expect(now).toMatchObject({ month: '2026-11', dateFrom: '2026-11-01', dateTo: '2026-11-25' });
    expect(withMonth(now, '2027-03', '2028-03-01')).toMatchObject({ dateFrom: '2027-03-01', dateTo: '2027-03-31' });
    expect(withMonth(now, '2028-02', '2028-03-01')).toMatchObject({ dateTo: '2028-02-29' });
    expect(withMonth(now, '2028-03', '2028-03-01')).toMatchObject({ dateFrom: '2028-03-01', dateTo: '2028-03-31' });
    expect(withDate(now, 'dateTo', '2026-11-30')).toMatchObject({ dateTo: '2026-11-30', month: '2026-11' });
  });

  it('fills the dates from a month, and names the month only while the dates cover it whole', () => {
    const f = withMonth(initialForm('2026-11-26'), '2026-09', '2026-11-26');
    expect(f).toMatchObject({ month: '2026-09', dateFrom: '2026-09-01', dateTo: '2026-09-30' });
    expect(withMonth(f, '2026-1', '2026-11-26')).toMatchObject({ month: '2026-1', dateFrom: '2026-09-01' });
    const part = withDate(f, 'dateTo', '2026-09-15');
    expect(part).toMatchObject({ month: '', dateTo: '2026-09-15' });
    expect(withDate(part, 'dateTo', '2026-09-30').month).toBe('2026-09');
  });

  it('asks for a client and whole dates, the second not before the first', () => {
    const f = initialForm('2026-11-26');
    expect(formProblems(f)).toEqual({ clientId: 'inv.err.client' });
    expect(formProblems({ ...f, clientId: 7, dateTo: '2026-09-30' })).toEqual({ dateTo: 'inv.err.dateOrder' });
    expect(formProblems({ ...f, clientId: 7, invoiceDate: '2026-11' })).toEqual({ invoiceDate: 'inv.err.date' });
    expect(formProblems({ ...f, clientId: 7 })).toEqual({});
  });

  it('ticks every line first and turns one over at a time, in the trial order', () => {
    expect(allTicked(trial)).toEqual([11, 12, 13]);
    expect(toggled(trial, [11, 12, 13], 12)).toEqual([11, 13]);
    expect(toggled(trial, [13, 11], 12)).toEqual([11, 12, 13]);
  });

  it('recomputes the totals of the ticked lines: a percent line on the new subtotal, an amount line unchanged', () => {
    expect(tickedMoney(trial, [11, 12, 13])).toMatchObject({ subtotal: '685.15', miscTotal: '118.52', total: '803.67' });
    const two = tickedMoney(trial, [11, 13]);
    // 10 % of 585.10 = 58.51
    expect(two).toMatchObject({ subtotal: '585.10', miscTotal: '108.51', total: '693.61' });
    expect(two.miscs.map((m) => [m.description, m.amount, m.percent])).toEqual([
      ['Monthly fee', '50.00', null],
      ['Service charge', '58.51', '10.0000'],
    ]);
    // Half a cent rounds away from zero: 10 % of 100.05 = 10.005 → 10.01.
    expect(tickedMoney(trial, [12]).miscs[1].amount).toBe('10.01');
    expect(tickedMoney(trial, [])).toMatchObject({ subtotal: '0.00', miscTotal: '50.00', total: '50.00' });
  });

  it('issues the ticked order vehicles of the trial period, in the language chosen', () => {
    expect(createBody(trial, '2026-11-26', [11, 13], 'zh-HK')).toEqual({
      clientId: 7,
      dateFrom: '2026-10-01',
      dateTo: '2026-10-31',
      invoiceDate: '2026-11-26',
      orderVehicleIds: [11, 13],
      language: 'zh-HK',
    });
  });

  it('reads the order vehicles a 409 names, and only a 409', () => {
    const err = new ApiError(409, 'Conflict', '/limo/api/createInvoice', {
      message: '1 order vehicle is not billable',
      errors: ['Order vehicle 13 is on invoice HK-2026-00041'],
      orderVehicleIds: [13],
    } as never);
    expect(conflictOf(err)).toEqual({
      orderVehicleIds: [13],
      lines: ['Order vehicle 13 is on invoice HK-2026-00041'],
      message: '1 order vehicle is not billable',
    });
    const listed = new ApiError(409, 'Conflict', '/x', { message: 'm', notBillable: [{ orderVehicleId: 12 }] } as never);
    expect(conflictOf(listed)?.orderVehicleIds).toEqual([12]);
    expect(conflictOf(new ApiError(400, 'Bad Request', '/x', {}))).toBeNull();
    expect(conflictOf(new Error('network'))).toBeNull();
    expect(describeRefused(trial, [13, 99])).toEqual([
      { id: 13, line: trial.lines[2] },
      { id: 99, line: undefined },
    ]);
  });

  it("puts a 400's own message first, with its list after it", () => {
    const err = new ApiError(400, 'Bad Request', '/limo/api/createInvoice', {
      error: 'Bad Request',
      message: 'An invoice needs at least one order line',
      errors: ['An invoice needs at least one order line', 'orderVehicleIds: empty'],
    });
    expect(refusalLines(err)).toEqual(['An invoice needs at least one order line', 'orderVehicleIds: empty']);
    expect(refusalLines(new ApiError(400, 'Bad Request', '/limo/api/createInvoice', { errors: ['x'] }))[0]).toContain('x');
  });
});

describe("the form a link opens (the accounts' landing, issue 30 part 8b)", () => {
  it('takes the client and dates of the link, invoiced today, and nothing from a link missing one or wrong', () => {
    const link = (q: string) => linkedForm(new URLSearchParams(q), '2030-10-15');
    expect(link('clientId=7&dateFrom=2030-09-02&dateTo=2030-10-14')).toEqual({
      clientId: 7,
      month: '',
      dateFrom: '2030-09-02',
      dateTo: '2030-10-14',
      invoiceDate: '2030-10-15',
    });
    expect(link('')).toBeNull();
    expect(link('clientId=7&dateFrom=2030-09-02')).toBeNull();
    expect(link('clientId=x&dateFrom=2030-09-02&dateTo=2030-10-14')).toBeNull();
    expect(link('clientId=7&dateFrom=2030-02-30&dateTo=2030-10-14')).toBeNull();
  });
});
