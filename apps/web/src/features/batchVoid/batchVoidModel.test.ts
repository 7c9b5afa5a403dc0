import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/errors';
import { defaultSelection, filterProblems, keepSelectable, markRefused, previewBody, refusalOf, selectionTotal, type VoidRow } from './batchVoidModel';

const row = (orderId: number, voidable: boolean, fareAmt = '100.00', reason?: string): VoidRow => ({
  orderId,
  orderRefId: `HK${orderId}`,
  pickupDate: '2030-03-10',
  orderStatus: 'A',
  fareAmt,
  voidable,
  ...(reason ? { reason } : {}),
});
const rows = [row(1, true, '585.00'), row(2, false, '99.90', 'order vehicle 1 has job progress (ACK)'), row(3, true, '0.15')];

describe('the batch void model', () => {
  it('asks for both dates, the second not before the first', () => {
    expect(filterProblems({ dateFrom: null, dateTo: null })).toEqual({ dateFrom: 'ops.err.dateRequired', dateTo: 'ops.err.dateRequired' });
    expect(filterProblems({ dateFrom: '2030-03-12', dateTo: '2030-03-10' })).toEqual({ dateTo: 'ops.err.dateOrder' });
    expect(filterProblems({ dateFrom: '2030-03-10', dateTo: '2030-03-10' })).toEqual({});
  });

  it('leaves the optional filters out of the body', () => {
    expect(previewBody({ clientId: null, dateFrom: '2030-03-10', dateTo: '2030-03-11', serviceType: '' })).toEqual({
      dateFrom: '2030-03-10',
      dateTo: '2030-03-11',
    });
    expect(previewBody({ clientId: 7, dateFrom: '2030-03-10', dateTo: '2030-03-11', serviceType: 'Arrival' })).toEqual({
      clientId: 7,
      dateFrom: '2030-03-10',
      dateTo: '2030-03-11',
      serviceType: 'Arrival',
    });
  });

  it('chooses every voidable order first, and keeps only voidable ones chosen', () => {
    expect(defaultSelection(rows)).toEqual([1, 3]);
    expect(keepSelectable(rows, [2, 3, 3, 9])).toEqual([3]);
  });

  it('totals the chosen fares to the cent', () => {
    expect(selectionTotal(rows, [1, 3])).toEqual({ count: 2, fareAmt: '585.15' });
    expect(selectionTotal(rows, [])).toEqual({ count: 0, fareAmt: '0.00' });
  });

  it("reads a 409's orderIds and marks those orders not voidable with the server's reason", () => {
    const err = new ApiError(409, 'Conflict', '/limo/node/api/voidOrderBatch', {
      message: '1 of the 2 orders cannot be voided: nothing was voided',
      errors: ['Order HK3: order vehicle 1 has job progress (ARRIVED)'],
      orderIds: [3],
    } as never);
    const refusal = refusalOf(err);
    expect(refusal).toEqual({
      orderIds: [3],
      message: '1 of the 2 orders cannot be voided: nothing was voided',
      lines: ['Order HK3: order vehicle 1 has job progress (ARRIVED)'],
    });
    const marked = markRefused(rows, refusal as NonNullable<typeof refusal>);
    expect(marked[2]).toMatchObject({ voidable: false, reason: 'order vehicle 1 has job progress (ARRIVED)' });
    expect(marked[0]).toBe(rows[0]);
    expect(refusalOf(new ApiError(400, 'Bad Request', '/x', {}))).toBeNull();
    expect(refusalOf(new Error('network'))).toBeNull();
  });
});
