import { describe, expect, it } from 'vitest';
import { APP_VERSION, nextSend, outcomeOf, pendingFor, POSITION_BATCH, type PositionItem, type QueueItem } from './queueModel';

const progress = (id: string, driver = 'd001', orderVehicleId = 7): QueueItem => ({
  kind: 'progress',
  clientEventId: id,
  driver,
  orderVehicleId,
  orderRefId: 'R7',
  jobStatus: 'ACK',
  at: '2030-03-10T01:00:00.000Z',
});
const position = (id: string, driver = 'd001', orderVehicleId?: number): PositionItem => ({
  kind: 'position',
  clientEventId: id,
  driver,
  latitude: 22.3,
  longitude: 114.17,
  speed: 36,
  ...(orderVehicleId !== undefined && { orderVehicleId }),
  at: '2030-03-10T01:00:05.000Z',
});

describe('pendingFor', () => {
  it("keeps the signed-in driver's items in their order, none when nobody is signed in", () => {
    const q = [progress('a'), progress('b', 'd002'), progress('c')];
    expect(pendingFor(q, 'd001').map((i) => i.clientEventId)).toEqual(['a', 'c']);
    expect(pendingFor(q, 'd002').map((i) => i.clientEventId)).toEqual(['b']);
    expect(pendingFor(q, null)).toEqual([]);
  });
});

describe('nextSend', () => {
  it('is nothing for an empty queue or a signed-out phone', () => {
    expect(nextSend([], 'd001')).toBeNull();
    expect(nextSend([progress('a')], null)).toBeNull();
    expect(nextSend([progress('a', 'd002')], 'd001')).toBeNull();
  });
  it('sends the oldest mark alone, to its job', () => {
    const send = nextSend([progress('a'), progress('b')], 'd001');
    expect(send?.items.map((i) => i.clientEventId)).toEqual(['a']);
    expect(send?.path).toBe('/driver/api/jobs/7/progress');
    expect(send?.body).toEqual({ jobStatus: 'ACK', at: '2030-03-10T01:00:00.000Z', clientEventId: 'a' });
  });
  it("skips another driver's items without reordering its own", () => {
    expect(nextSend([progress('x', 'd002'), progress('a')], 'd001')?.items[0].clientEventId).toBe('a');
  });
  it('sends only the mileage readings typed', () => {
    const send = nextSend([{ kind: 'mileage', clientEventId: 'm', driver: 'd001', orderVehicleId: 9, orderRefId: null, endMileage: 1200 }], 'd001');
    expect(send?.path).toBe('/driver/api/jobs/9/mileage');
    expect(send?.body).toEqual({ endMileage: 1200, clientEventId: 'm' });
  });
  it('sends petrol amounts as the strings typed, and no empty receipt number', () => {
    const petrol = (receiptNo: string | null): QueueItem => ({
      kind: 'petrol',
      clientEventId: 'p',
      driver: 'd001',
      orderVehicleId: 9,
      orderRefId: null,
      litres: '12.5',
      amount: '300.00',
      receiptNo,
    });
    expect(nextSend([petrol(null)], 'd001')).toMatchObject({
      path: '/driver/api/jobs/9/petrol',
      body: { litres: '12.5', amount: '300.00', clientEventId: 'p' },
    });
    expect(nextSend([petrol(null)], 'd001')?.body).not.toHaveProperty('receiptNo');
    expect(nextSend([petrol('S-1')], 'd001')?.body).toMatchObject({ receiptNo: 'S-1' });
  });
  it('batches the positions at the head, up to the mark behind them', () => {
    const send = nextSend([position('g1', 'd001', 7), position('g2'), progress('a'), position('g3')], 'd001');
    expect(send?.path).toBe('/driver/api/positions');
    expect(send?.items.map((i) => i.clientEventId)).toEqual(['g1', 'g2']);
    expect(send?.body).toEqual({
      positions: [
        { latitude: 22.3, longitude: 114.17, speed: 36, orderVehicleId: 7, at: '2030-03-10T01:00:05.000Z', clientEventId: 'g1' },
        { latitude: 22.3, longitude: 114.17, speed: 36, at: '2030-03-10T01:00:05.000Z', clientEventId: 'g2' },
      ],
      appVersion: APP_VERSION,
    });
  });
  it('keeps a mark at the head ahead of the positions behind it', () => {
    expect(nextSend([progress('a'), position('g1')], 'd001')?.items.map((i) => i.clientEventId)).toEqual(['a']);
  });
  it('sends at most 100 positions in one call', () => {
    const many = Array.from({ length: 150 }, (_, i) => position(`g${i}`));
    const send = nextSend(many, 'd001');
    expect(send?.items).toHaveLength(POSITION_BATCH);
    expect(send?.items[99].clientEventId).toBe('g99');
    expect(nextSend(many.slice(100), 'd001')?.items).toHaveLength(50);
  });
});

describe('outcomeOf', () => {
  it('takes a 2xx as sent', () => {
    for (const s of [200, 201, 204, 299]) expect(outcomeOf(s)).toBe('sent');
  });
  it('keeps the items and signs out on 401', () => {
    expect(outcomeOf(401)).toBe('signedOut');
  });
  it('drops the items on any other 4xx: asking again would be refused again', () => {
    for (const s of [400, 403, 404, 409, 413, 422, 429, 499]) expect(outcomeOf(s)).toBe('dropped');
  });
  it('retries later after a 5xx or no answer at all', () => {
    for (const s of [500, 502, 503, 504]) expect(outcomeOf(s)).toBe('retry');
    expect(outcomeOf('network')).toBe('retry');
  });
});
