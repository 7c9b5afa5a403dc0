import { describe, expect, it } from 'vitest';
import { JOB_STATUSES } from '../live/job-status.js';
import { ORDER_STATUSES } from '../order/status.js';
import { orderVoidability, type VoidabilityVehicle } from './voidable.js';

const clean: VoidabilityVehicle[] = [{ jobStatus: null }, { jobStatus: null, onLiveInvoice: false }];

describe('voidable orders (batch void)', () => {
  it.each<[string, string | null]>([
    ['P', null],
    ['A', null],
    ['C', 'status C: a cancelled order cannot be voided'],
    ['V', 'status V: the order is already void'],
    ['X', 'status X: only orders of status P or A can be voided'],
    ['', 'status (none): only orders of status P or A can be voided'],
  ])('status %j', (orderStatus, reason) => {
    expect(orderVoidability({ orderStatus, orderVehicles: clean })).toEqual(reason === null ? { voidable: true } : { voidable: false, reason });
  });

  it('covers every order status', () => {
    expect(ORDER_STATUSES.filter((orderStatus) => orderVoidability({ orderStatus, orderVehicles: [] }).voidable)).toEqual(['P', 'A']);
  });

  it.each(JOB_STATUSES.map((s) => [s]))('any job progress blocks it: %s', (jobStatus) => {
    expect(orderVoidability({ orderStatus: 'A', orderVehicles: [{ jobStatus: null }, { jobStatus }] })).toEqual({
      voidable: false,
      reason: `order vehicle 2 has job progress (${jobStatus})`,
    });
  });

  it.each<[string, VoidabilityVehicle[], string | null]>([
    ['no order vehicles', [], null],
    ['no job status given at all', [{}], null],
    ['an empty job status is no progress', [{ jobStatus: '' }], null],
    ['on a live invoice', [{ jobStatus: null, onLiveInvoice: true }], 'order vehicle 1 is on a live invoice'],
    [
      'invoice and progress on different vehicles',
      [{ jobStatus: 'ACK' }, { jobStatus: null }, { jobStatus: null, onLiveInvoice: true }],
      'order vehicle 1 has job progress (ACK); order vehicle 3 is on a live invoice',
    ],
    [
      'both on one vehicle',
      [{ jobStatus: 'COMPLETED', onLiveInvoice: true }],
      'order vehicle 1 has job progress (COMPLETED); order vehicle 1 is on a live invoice',
    ],
  ])('status P, %s', (_name, orderVehicles, reason) => {
    expect(orderVoidability({ orderStatus: 'P', orderVehicles })).toEqual(reason === null ? { voidable: true } : { voidable: false, reason });
  });

  it('names the status first, then the vehicles', () => {
    expect(orderVoidability({ orderStatus: 'C', orderVehicles: [{ jobStatus: 'POB' }] })).toEqual({
      voidable: false,
      reason: 'status C: a cancelled order cannot be voided; order vehicle 1 has job progress (POB)',
    });
  });
});
