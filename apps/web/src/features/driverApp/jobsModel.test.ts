import { describe, expect, it } from 'vitest';
import { job } from './jobFixture';
import { applyItem, type DriverJob, dutyDates, inPickupOrder, jobInProgress, markOptions, mergeAnswer, nextMark, withPending } from './jobsModel';
import type { QueueItem } from './queueModel';

const mark = (orderVehicleId: number, jobStatus: DriverJob['jobStatus'] & string, at = '2030-03-10T01:00:00.000Z'): QueueItem => ({
  kind: 'progress',
  clientEventId: `e-${jobStatus}-${orderVehicleId}`,
  driver: 'd001',
  orderVehicleId,
  orderRefId: 'R',
  jobStatus,
  at,
});

describe('dutyDates', () => {
  it("takes today and tomorrow from the operator's calendar (Hong Kong), not the phone's zone", () => {
    expect(dutyDates(Date.parse('2030-03-10T15:59:59Z'))).toEqual({ today: '2030-03-10', tomorrow: '2030-03-11' });
    expect(dutyDates(Date.parse('2030-03-10T16:00:00Z'))).toEqual({ today: '2030-03-11', tomorrow: '2030-03-12' });
  });
  it('crosses month and year ends', () => {
    expect(dutyDates(Date.parse('2030-02-28T04:00:00Z'))).toEqual({ today: '2030-02-28', tomorrow: '2030-03-01' });
    expect(dutyDates(Date.parse('2030-12-31T16:30:00Z'))).toEqual({ today: '2031-01-01', tomorrow: '2031-01-02' });
    expect(dutyDates(Date.parse('2030-12-31T10:00:00Z'))).toEqual({ today: '2030-12-31', tomorrow: '2031-01-01' });
  });
});

describe('nextMark', () => {
  it('follows the progress of a job and stops once it is finished', () => {
    expect(nextMark(null)).toBe('ACK');
    expect(nextMark('ACK')).toBe('ON_THE_WAY');
    expect(nextMark('ON_THE_WAY')).toBe('ARRIVED');
    expect(nextMark('ARRIVED')).toBe('POB');
    expect(nextMark('POB')).toBe('COMPLETED');
    expect(nextMark('COMPLETED')).toBeNull();
    expect(nextMark('NO_SHOW')).toBeNull();
  });
});

describe('markOptions', () => {
  const state = (current: DriverJob['jobStatus']) =>
    Object.fromEntries(markOptions(current).map((o) => [o.status, o.disabledBecause ? 'off' : o.suggested ? 'next' : 'on']));
  it('offers every mark on a new job, ACK first', () => {
    expect(state(null)).toEqual({ ACK: 'next', ON_THE_WAY: 'on', ARRIVED: 'on', POB: 'on', COMPLETED: 'on', NO_SHOW: 'on' });
  });
  it('disables the current mark and the ones behind it', () => {
    expect(state('ACK')).toEqual({ ACK: 'off', ON_THE_WAY: 'next', ARRIVED: 'on', POB: 'on', COMPLETED: 'on', NO_SHOW: 'on' });
    expect(state('ON_THE_WAY')).toEqual({ ACK: 'off', ON_THE_WAY: 'off', ARRIVED: 'next', POB: 'on', COMPLETED: 'on', NO_SHOW: 'on' });
    expect(state('ARRIVED')).toEqual({ ACK: 'off', ON_THE_WAY: 'off', ARRIVED: 'off', POB: 'next', COMPLETED: 'on', NO_SHOW: 'on' });
  });
  it('refuses a no-show once the passenger is on board', () => {
    expect(state('POB')).toEqual({ ACK: 'off', ON_THE_WAY: 'off', ARRIVED: 'off', POB: 'off', COMPLETED: 'next', NO_SHOW: 'off' });
    expect(markOptions('POB').find((o) => o.status === 'NO_SHOW')?.disabledBecause).toMatch(/on board/);
  });
  it('offers nothing on a finished job', () => {
    expect(state('COMPLETED')).toEqual({ ACK: 'off', ON_THE_WAY: 'off', ARRIVED: 'off', POB: 'off', COMPLETED: 'off', NO_SHOW: 'off' });
    expect(state('NO_SHOW')).toEqual({ ACK: 'off', ON_THE_WAY: 'off', ARRIVED: 'off', POB: 'off', COMPLETED: 'off', NO_SHOW: 'off' });
  });
});

describe('withPending', () => {
  it('shows a queued mark at once, with its time', () => {
    const j = job();
    const [shown] = withPending([j], [mark(j.orderVehicleId, 'ACK', '2030-03-10T01:02:03.000Z')]);
    expect(shown.jobStatus).toBe('ACK');
    expect(shown.ackTime).toBe('2030-03-10T01:02:03.000Z');
    expect(j.jobStatus).toBeNull();
  });
  it('applies several marks in their order and leaves other jobs alone', () => {
    const a = job();
    const b = job();
    const shown = withPending([a, b], [mark(a.orderVehicleId, 'ACK'), mark(a.orderVehicleId, 'ON_THE_WAY')]);
    expect(shown.map((j) => j.jobStatus)).toEqual(['ON_THE_WAY', null]);
    expect(shown[1]).toBe(b);
  });
  it('ignores a queued mark the server will refuse (going back)', () => {
    const a = job({ jobStatus: 'POB' });
    expect(withPending([a], [mark(a.orderVehicleId, 'ARRIVED')])[0].jobStatus).toBe('POB');
    expect(withPending([a], [mark(a.orderVehicleId, 'NO_SHOW')])[0].jobStatus).toBe('POB');
  });
  it('lays queued mileage and petrol over the job, and ignores positions', () => {
    const a = job({ mileage: { startMileage: 1000, endMileage: null }, petrols: [{ litres: '10', amount: '150.00', receiptNo: null }] });
    const queue: QueueItem[] = [
      { kind: 'mileage', clientEventId: 'm1', driver: 'd001', orderVehicleId: a.orderVehicleId, orderRefId: 'R', endMileage: 1042 },
      {
        kind: 'petrol',
        clientEventId: 'p1',
        driver: 'd001',
        orderVehicleId: a.orderVehicleId,
        orderRefId: 'R',
        litres: '12.5',
        amount: '300.00',
        receiptNo: 'S-1',
      },
      { kind: 'position', clientEventId: 'g1', driver: 'd001', latitude: 22.3, longitude: 114.1, speed: 0, orderVehicleId: a.orderVehicleId, at: 'x' },
    ];
    const [shown] = withPending([a], queue);
    expect(shown.mileage).toEqual({ startMileage: 1000, endMileage: 1042 });
    expect(shown.petrols).toEqual([
      { litres: '10', amount: '150.00', receiptNo: null },
      { litres: '12.5', amount: '300.00', receiptNo: 'S-1' },
    ]);
    expect(applyItem(a, queue[2])).toBe(a);
  });
});

describe('jobInProgress', () => {
  it('is the first job on the way, arrived or with the passenger on board', () => {
    const jobs = [job({ jobStatus: 'COMPLETED' }), job({ jobStatus: 'ACK' }), job({ jobStatus: 'ARRIVED' }), job({ jobStatus: 'POB' })];
    expect(jobInProgress(jobs)).toBe(jobs[2].orderVehicleId);
    expect(jobInProgress([job({ jobStatus: 'ON_THE_WAY' })])).toBeDefined();
  });
  it('is none when no job is under way', () => {
    expect(jobInProgress([job(), job({ jobStatus: 'ACK' }), job({ jobStatus: 'NO_SHOW' }), job({ jobStatus: 'COMPLETED' })])).toBeUndefined();
    expect(jobInProgress([])).toBeUndefined();
  });
});

describe('inPickupOrder', () => {
  it('sorts by pickup date and time, then by order vehicle', () => {
    const a = job({ pickupDate: '2030-03-11', pickupTime: '00:30' });
    const b = job({ pickupTime: '23:00' });
    const c = job({ pickupTime: '07:15' });
    const d = job({ pickupTime: '07:15' });
    expect(inPickupOrder([a, b, d, c]).map((j) => j.orderVehicleId)).toEqual([c, d, b, a].map((j) => j.orderVehicleId));
  });
});

describe('mergeAnswer', () => {
  it("puts a write's answer on its job only", () => {
    const a = job();
    const b = job();
    const day = { dutyDate: '2030-03-10', driver: { driverId: 1, driverNo: 'D001', driverNameEng: 'Chan' }, jobs: [a, b] };
    const merged = mergeAnswer(day, a.orderVehicleId, { jobStatus: 'ACK', ackTime: 'T' });
    expect(merged.jobs[0]).toMatchObject({ jobStatus: 'ACK', ackTime: 'T' });
    expect(merged.jobs[1]).toBe(b);
    expect(
      mergeAnswer(day, b.orderVehicleId, (j) => ({ petrols: [...j.petrols, { litres: '1', amount: '2.00', receiptNo: null }] })).jobs[1].petrols,
    ).toHaveLength(1);
  });
});
