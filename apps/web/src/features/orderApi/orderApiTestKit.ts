/** A fake server of the order API screen's calls for its tests: answers from a small state, and every call it got. */
import { jsonResponse, stubSignedIn } from '../../test/render';
import type { ApiLogRow, Booking, PartnerKey, Trip } from './orderApiModel';

export interface Sent {
  method: string;
  path: string;
  body: unknown;
}

export const booking = (id: number, over: Partial<Booking> = {}): Booking => ({
  id,
  partnerOrderId: `CL-${id}`,
  status: 'NEW',
  orderId: null,
  orderRefId: null,
  pickupDate: '2030-03-01',
  pickupTime: '09:30',
  vehicleTypeCode: 'SEDAN5',
  vehicleTypeId: 3,
  rejectReason: null,
  paxName: 'Li Ming',
  paxCount: 2,
  ...over,
});

export const trip = (over: Partial<Trip> = {}): Trip => ({
  id: 1,
  tripId: 'HK0001-1',
  orderId: 40,
  orderRefId: 'HK0001',
  tripDate: '2030-03-01',
  status: 'NEW',
  driverName: null,
  driverMobile: null,
  plate: null,
  payload: { pickupTime: '10:15', pickupAddress: 'HKIA', dropoffAddress: 'Shenzhen Bay' },
  ...over,
});

export const logRow = (over: Partial<ApiLogRow> = {}): ApiLogRow => ({
  id: 5,
  partner: 'chinaLink',
  direction: 'OUT',
  method: 'POST',
  url: 'http://partner.test/events',
  requestBody: '{"eventId":"e-1","event":"ASSIGNED","partnerOrderId":"CL-1"}',
  responseStatus: 500,
  responseBody: '{"error":"down"}',
  durationMs: 31,
  orderId: 40,
  attempt: 3,
  createDt: '2030-03-01T01:02:03.000Z',
  ...over,
});

export interface FakeState {
  bookings: Booking[];
  trips: Trip[];
  log: ApiLogRow[];
  keys: PartnerKey[];
  /** assignDriver answers 409 with these clashes unless `override`. */
  clashes: { kind: string; orderVehicleId: number; message: string }[];
}

const day = {
  date: '2030-03-01',
  schedules: [],
  rosters: [{ id: 1, driverId: 8, dutyDate: '2030-03-01', dutyTime: '07:00:00', dutyEndTime: '19:00:00', offDutyTime: null, vehicleId: 31 }],
  drivers: [
    { id: 7, driverNo: 'D007', driverNameEng: 'Chan Tai Man', driverNameChi: null, mobileNo: '91234567' },
    { id: 8, driverNo: 'D008', driverNameEng: 'Wong Siu Ming', driverNameChi: null, mobileNo: '92345678' },
  ],
  vehicles: [{ id: 31, licensePlateNo: 'AB123', vehicleTypeId: 3 }],
  vehicleTypes: [],
  vendors: [],
  parameters: { turnaroundMinutes: 30, smallVehicleMaxCapacity: 4, specialClientIds: [], filterClientIds: [] },
};

const hal = (name: string, rows: unknown[]) => ({ _embedded: { [name]: rows }, page: { size: 20, totalElements: rows.length, totalPages: 1, number: 0 } });

/** Signs in a dispatcher and serves the calls; `state` may be changed by the test between calls. */
export function serveOrderApi(state: Partial<FakeState> = {}) {
  const s: FakeState = { bookings: [], trips: [], log: [], keys: [], clashes: [], ...state };
  const sent: Sent[] = [];
  stubSignedIn(['ORDERAPI', 'ORDERING', 'SCHEDULING'], (url, init) => {
    const method = init?.method ?? 'GET';
    const path = url.replace(/^\/limo/, '');
    const body = init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : undefined;
    sent.push({ method, path, body });
    const feed = path.replace('/node/api/chinaLink', '');
    const one = /^\/orders\/(\d+)$/.exec(feed);
    const find = (id: number) => s.bookings.find((b) => b.id === id) as Booking;
    if (method === 'GET' && feed.startsWith('/orders')) {
      const q = new URL(feed, 'http://x').searchParams;
      return jsonResponse(
        200,
        s.bookings.filter((b) => (!q.get('status') || b.status === q.get('status')) && (!q.get('date') || b.pickupDate === q.get('date'))),
      );
    }
    if (one && method === 'POST') {
      const b = find(Number(one[1]));
      Object.assign(b, { status: 'ACCEPTED', orderId: 40, orderRefId: 'HK0040' });
      return jsonResponse(200, b);
    }
    if (one && method === 'PATCH') {
      const b = find(Number(one[1]));
      Object.assign(b, body?.status ? { status: body.status, rejectReason: body.rejectReason } : { vehicleTypeId: body?.vehicleTypeId });
      return jsonResponse(200, b);
    }
    if (feed === '/assignDriver/') {
      if (s.clashes.length && !body?.override)
        return jsonResponse(409, {
          status: 409,
          error: 'Conflict',
          message: s.clashes[0].message,
          errors: s.clashes.map((c) => c.message),
          clashes: s.clashes,
        });
      return jsonResponse(200, Object.assign(find(Number(body?.id)), { driverName: 'Wong Siu Ming' }));
    }
    if (feed === '/updateDriverJobs/3/1') return jsonResponse(409, { status: 409, error: 'Conflict', message: 'CL-3 has no driver yet' });
    if (/^\/updateDriverJobs\/\d+\/1$/.test(feed)) return jsonResponse(200, { id: 2, partnerOrderId: 'CL-2', event: 'ASSIGNED', eventId: 'e-9' });
    if (feed.startsWith('/trips?')) return jsonResponse(200, { date: '2030-03-01', trips: s.trips });
    if (feed === '/genTrips') return jsonResponse(200, { date: body?.date, generated: s.trips.length, trips: s.trips });
    if (feed === '/getTrips') return jsonResponse(200, { date: body?.date, updated: 1, trips: s.trips });
    if (/^\/retryLog\/\d+$/.test(feed)) return jsonResponse(200, { id: 12, eventId: 'e-1', status: 'PENDING', nextAttemptAt: '2030-03-01T01:05:00Z' });
    if (feed === '/settings') return jsonResponse(200, { urlSet: false, branchCode: 'HK', autoAccept: true, clientCode: 'OUSCL', historyDays: 90 });
    if (path.startsWith('/api/apiHistories?')) return jsonResponse(200, hal('apiHistories', s.log));
    if (path === '/api/lookups/vehicleTypes')
      return jsonResponse(200, {
        _embedded: {
          vehicleTypes: [
            { id: 3, vehicleType: 'Sedan' },
            { id: 4, vehicleType: 'MPV' },
          ],
        },
      });
    if (path === '/api/scheduling/day/2030-03-01') return jsonResponse(200, day);
    if (path === '/api/getPartnerKeys') return jsonResponse(200, s.keys);
    if (path === '/api/issuePartnerKey') return jsonResponse(201, { keyId: 9, key: 'k'.repeat(40) });
    if (path === '/api/revokePartnerKey') return jsonResponse(200, {});
    return undefined;
  });
  return { sent, state: s, calls: (method: string, prefix: string) => sent.filter((c) => c.method === method && c.path.startsWith(prefix)) };
}
