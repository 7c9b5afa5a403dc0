import { describe, expect, it } from 'vitest';
import { type ApiLogRow, type Booking, bookingActions, failedOutbound, nextSort, partnerDriver, prettyBody, rowsOf, sortBookings } from './orderApiModel';

const booking = (id: number, over: Partial<Booking> = {}): Booking => ({
  id,
  partnerOrderId: `CL-${id}`,
  status: 'NEW',
  orderId: null,
  orderRefId: null,
  pickupDate: '2030-03-01',
  pickupTime: '09:00',
  vehicleTypeCode: 'SEDAN',
  vehicleTypeId: 3,
  rejectReason: null,
  ...over,
});

const logRow = (over: Partial<ApiLogRow>): ApiLogRow => ({
  id: 1,
  partner: 'chinaLink',
  direction: 'OUT',
  method: 'POST',
  url: 'http://partner/events',
  requestBody: null,
  responseStatus: 500,
  responseBody: null,
  durationMs: 12,
  orderId: null,
  attempt: 1,
  createDt: '2030-03-01T01:00:00Z',
  ...over,
});

describe('orderApiModel', () => {
  it('sorts by pick-up, then by a clicked column both ways; statuses in their life order', () => {
    const rows = [
      booking(1, { pickupTime: '10:00', status: 'ACCEPTED' }),
      booking(2, { pickupDate: '2030-02-28', status: 'REJECTED' }),
      booking(3, { pickupTime: '08:00', status: 'NEW' }),
    ];
    expect(sortBookings(rows, { field: 'pickup', dir: 'asc' }).map((b) => b.id)).toEqual([2, 3, 1]);
    expect(sortBookings(rows, { field: 'status', dir: 'asc' }).map((b) => b.status)).toEqual(['NEW', 'ACCEPTED', 'REJECTED']);
    expect(sortBookings(rows, { field: 'status', dir: 'desc' }).map((b) => b.status)).toEqual(['REJECTED', 'ACCEPTED', 'NEW']);
    // CL-10 after CL-9: numbers inside codes count as numbers.
    expect(sortBookings([booking(10), booking(9)], { field: 'partnerOrderId', dir: 'asc' }).map((b) => b.id)).toEqual([9, 10]);
    expect(nextSort({ field: 'pickup', dir: 'asc' }, 'pickup')).toEqual({ field: 'pickup', dir: 'desc' });
    expect(nextSort({ field: 'pickup', dir: 'desc' }, 'status')).toEqual({ field: 'status', dir: 'asc' });
  });

  it('offers accept, reject and the vehicle type while NEW, assign and resend once in the order book', () => {
    expect(bookingActions(booking(1))).toEqual({ accept: true, acceptBlocked: false, reject: true, vehicleType: true, assign: false, resend: false });
    expect(bookingActions(booking(1, { vehicleTypeId: null })).acceptBlocked).toBe(true);
    expect(bookingActions(booking(1, { status: 'ACCEPTED', orderId: 7 }))).toEqual({
      accept: false,
      acceptBlocked: false,
      reject: false,
      vehicleType: false,
      assign: true,
      resend: true,
    });
    expect(Object.values(bookingActions(booking(1, { status: 'CANCELLED' }))).some(Boolean)).toBe(false);
  });

  it('pretty-prints JSON bodies and keeps other text as it is', () => {
    expect(prettyBody('{"a":1,"b":[2]}')).toBe('{\n  "a": 1,\n  "b": [\n    2\n  ]\n}');
    expect(prettyBody('Bad Gateway')).toBe('Bad Gateway');
    expect(prettyBody(null)).toBe('');
  });

  it('counts an outbound call without a 2xx (or without an answer) as failed, never an inbound one', () => {
    expect(failedOutbound(logRow({ responseStatus: 500 }))).toBe(true);
    expect(failedOutbound(logRow({ responseStatus: null }))).toBe(true);
    expect(failedOutbound(logRow({ responseStatus: 204 }))).toBe(false);
    expect(failedOutbound(logRow({ direction: 'IN', responseStatus: 500 }))).toBe(false);
  });

  it('reads lists in every shape the calls answer, and the partner driver as the grid writes it', () => {
    expect(rowsOf([1])).toEqual([1]);
    expect(rowsOf({ date: 'x', trips: [2] })).toEqual([2]);
    expect(rowsOf({ _embedded: { apiHistories: [3] } })).toEqual([3]);
    expect(rowsOf(null)).toEqual([]);
    expect(partnerDriver({ driverName: 'Wang Wei', driverMobile: '+8613800000000' })).toBe('Wang Wei@+8613800000000');
    expect(partnerDriver({ driverName: null, driverMobile: '1' })).toBe('');
  });
});
