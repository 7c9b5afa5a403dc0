import { describe, expect, it } from 'vitest';
import { appliable, applyBody, chosenDiff, keepAppliable, logOrder, previewCounts, recalcBody, type RecalcRow, signed } from './recalcModel';

const row = (orderVehicleId: number, oldAmt: string, newAmt: string, diffAmt: string, skipped?: RecalcRow['skipped']): RecalcRow => ({
  orderVehicleId,
  orderId: orderVehicleId * 10,
  orderRefId: `HK${orderVehicleId}`,
  pickupDate: '2030-02-12',
  pickupTime: '09:00:00',
  oldAmt,
  newAmt,
  diffAmt,
  ...(skipped ? { skipped } : {}),
});
const rows = [
  row(1, '585.00', '630.00', '45.00'),
  row(2, '500.00', '630.00', '130.00', 'MANUAL_FARE'),
  row(3, '585.00', '585.00', '0.00'),
  row(4, '100.10', '90.05', '-10.05'),
];

describe('the recalculation model', () => {
  it('leaves the optional filters out of the body and says whether to apply', () => {
    expect(recalcBody({ clientId: null, tariffId: 4, dateFrom: '2030-02-12', dateTo: '2030-02-14' }, false)).toEqual({
      tariffId: 4,
      dateFrom: '2030-02-12',
      dateTo: '2030-02-14',
      apply: false,
    });
  });

  it('never chooses a skipped row', () => {
    expect(appliable(rows)).toEqual([1, 3, 4]);
    expect(keepAppliable(rows, [2, 4, 4])).toEqual([4]);
  });

  it('totals the chosen differences to the cent, skipped rows never counted', () => {
    expect(chosenDiff(rows, [1, 4])).toEqual({ count: 2, diffAmt: '34.95' });
    expect(chosenDiff(rows, [])).toEqual({ count: 0, diffAmt: '0.00' });
  });

  it('applies everything with an empty body, a part by naming the rows', () => {
    expect(applyBody(rows, [1, 3, 4])).toEqual({});
    expect(applyBody(rows, [4, 1])).toEqual({ orderVehicleIds: [4, 1] });
  });

  it('counts rows, changed fares and skipped rows, and signs amounts for people', () => {
    expect(previewCounts(rows)).toEqual({ count: 4, skipped: 1, changed: 2 });
    expect([signed('45.00'), signed('-10.05'), signed('0.00')]).toEqual(['+45.00', '-10.05', '0.00']);
  });

  it("orders a run's rows for the log: applied first, then the largest differences, then by id", () => {
    const dtl = (id: number, applied: 0 | 1, diffAmt: string) => ({ id, applied, diffAmt });
    const ordered = logOrder([dtl(1, 0, '0.00'), dtl(2, 0, '-120.00'), dtl(3, 1, '5.00'), dtl(4, 0, '45.00'), dtl(5, 0, '0.00')]);
    expect(ordered.map((r) => r.id)).toEqual([3, 2, 4, 1, 5]);
  });
});
