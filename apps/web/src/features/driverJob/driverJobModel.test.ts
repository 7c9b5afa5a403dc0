import { DEFAULT_OPERATOR_TIME_ZONE, setOperatorTimeZone } from '@limo/domain';
import { afterEach, describe, expect, it } from 'vitest';
import {
  checkJobForm,
  checkMileage,
  checkPetrol,
  driverLabel,
  type DriverJobDay,
  entryInstant,
  jobForm,
  jobRows,
  mileageForm,
  operatorInstant,
  petrolForm,
  type ReviewJob,
  stampDates,
  stampEntry,
  stampOrderProblems,
  stampText,
} from './driverJobModel';

const DAY = '2030-10-10';
const place = (locationId: number, code: string, name: string) => ({ locationId, code, name, address: null });

const job = (over: Partial<ReviewJob> = {}): ReviewJob => ({
  orderVehicleId: 7,
  orderId: 3,
  orderRefId: 'HK301010-0001',
  pickupDate: DAY,
  pickupTime: '09:00',
  startTime: '08:30',
  endTime: '10:30',
  serviceType: 'Arrival',
  flightNo: 'CX101',
  flightEtaTime: '08:45',
  paxCount: 2,
  luggageCount: 1,
  passengers: [
    { name: 'Mr Chan', tel: null },
    { name: 'Ms Lee', tel: '91234567' },
  ],
  pickup: place(1, 'HKG', 'Airport'),
  stops: [place(3, 'IFC', 'IFC Mall')],
  dropoff: place(2, 'PEN', 'Peninsula Hotel'),
  remarks: null,
  jobRemarks: null,
  contact: { name: null, tel: null },
  vehicleId: null,
  secondCall: false,
  licensePlateNo: 'AB123',
  jobStatus: 'ARRIVED',
  // 09:00:30, 09:10, 09:40 in Hong Kong (UTC+8)
  ackTime: '2030-10-10T01:00:30.000Z',
  onTheWayTime: '2030-10-10T01:10:00.000Z',
  arrivedTime: '2030-10-10T01:40:00.000Z',
  pobTime: null,
  completedTime: null,
  noShowTime: null,
  mileage: { startMileage: 1200, endMileage: null },
  petrols: [],
  driverJobId: 11,
  version: 4,
  ...over,
});

const day = (jobs: ReviewJob[]): DriverJobDay => ({ driver: { driverId: 5, driverNo: 'D001', driverNameEng: 'Chan Tai Man' }, dutyDate: DAY, jobs });

afterEach(() => setOperatorTimeZone(DEFAULT_OPERATOR_TIME_ZONE));

describe('the operator clock of stamps', () => {
  // operatorInstant itself is tested in the domain (operator-time.test.ts).
  it('shows a stamp as operator HH:mm, with the day when it is not the duty date', () => {
    expect(stampEntry('2030-10-10T01:00:30.000Z')).toBe('09:00');
    expect(stampEntry(null)).toBeNull();
    expect(stampEntry('nonsense')).toBeNull();
    expect(stampText('2030-10-10T01:00:30.000Z', DAY)).toBe('09:00');
    expect(stampText('2030-10-10T16:20:00.000Z', DAY)).toBe('11/10 00:20');
    expect(stampText(null, DAY)).toBe('');
    expect(stampText('', DAY)).toBe('');
  });
});

describe('the display rows', () => {
  it("names a driver by number and the name of the reader's language, English when there is no Chinese name", () => {
    expect(driverLabel({ driverNo: 'D001', driverNameEng: 'Chan Tai Man' })).toBe('D001 - Chan Tai Man');
    expect(driverLabel({ driverNo: 'D001', driverNameEng: 'Chan Tai Man', driverNameChi: '陳大文' }, 'en')).toBe('D001 - Chan Tai Man');
    expect(driverLabel({ driverNo: 'D001', driverNameEng: 'Chan Tai Man', driverNameChi: '陳大文' }, 'zh-HK')).toBe('D001 - 陳大文');
    expect(driverLabel({ driverNo: 'D001', driverNameEng: 'Chan Tai Man', driverNameChi: null }, 'zh-HK')).toBe('D001 - Chan Tai Man');
  });

  it('lists the jobs in pickup order with time, flight, passengers, route and stamps', () => {
    const late = job({ orderVehicleId: 8, pickupTime: '14:00', flightNo: null, stops: [], dropoff: null });
    const early = job();
    const rows = jobRows(day([late, early]));
    expect(rows.map((r) => r.job.orderVehicleId)).toEqual([7, 8]);
    expect(rows[0]).toMatchObject({ time: '09:00', flight: 'CX101 08:45', passengers: 'Mr Chan, Ms Lee', route: ['Airport', 'IFC Mall', 'Peninsula Hotel'] });
    expect(rows[0].stamps).toEqual([
      { field: 'ackTime', text: '09:00' },
      { field: 'onTheWayTime', text: '09:10' },
      { field: 'arrivedTime', text: '09:40' },
      { field: 'pobTime', text: '' },
      { field: 'completedTime', text: '' },
      { field: 'noShowTime', text: '' },
    ]);
    expect(rows[1]).toMatchObject({ time: '14:00', flight: '', route: ['Airport'] });
  });

  it('shows a flight without an ETA, a place without a name by its code, and orders equal times by order vehicle', () => {
    const a = job({ orderVehicleId: 9, flightEtaTime: null, pickup: place(1, 'HKG', ''), passengers: [{ name: '', tel: null }] });
    const b = job({ orderVehicleId: 2 });
    const rows = jobRows(day([a, b]));
    expect(rows.map((r) => r.job.orderVehicleId)).toEqual([2, 9]);
    expect(rows[1]).toMatchObject({ flight: 'CX101', passengers: '', route: ['HKG', 'IFC Mall', 'Peninsula Hotel'] });
  });

  it('puts a job picked up after midnight of the next day last', () => {
    const next = job({ orderVehicleId: 1, pickupDate: '2030-10-11', pickupTime: '00:30' });
    expect(jobRows(day([next, job()])).map((r) => r.job.orderVehicleId)).toEqual([7, 1]);
  });
});

describe('stamp order', () => {
  const at = (hhmm: string, date = DAY) => operatorInstant(date, hhmm);

  it('accepts stamps that go forward, equal minutes and gaps', () => {
    expect(
      stampOrderProblems({ ackTime: at('09:00'), onTheWayTime: at('09:00'), arrivedTime: null, pobTime: at('09:30'), completedTime: at('10:00') }, DAY),
    ).toEqual({});
    expect(stampOrderProblems({ ackTime: at('09:00'), noShowTime: at('09:45'), completedTime: at('09:50') }, DAY)).toEqual({});
    expect(stampOrderProblems({}, DAY)).toEqual({});
  });

  it('names the latest earlier stamp beside the stamp that goes back', () => {
    expect(stampOrderProblems({ ackTime: at('09:00'), onTheWayTime: at('08:50') }, DAY)).toEqual({
      onTheWayTime: { key: 'dj.err.before', values: { other: 'ackTime', time: '09:00' } },
    });
    // arrived 09:40 and on the way 09:30 are both after POB 09:20: the message names arrived.
    expect(stampOrderProblems({ ackTime: at('09:00'), onTheWayTime: at('09:30'), arrivedTime: at('09:40'), pobTime: at('09:20') }, DAY)).toEqual({
      pobTime: { key: 'dj.err.before', values: { other: 'arrivedTime', time: '09:40' } },
    });
  });

  it('keeps no-show after arrived and before completed, but beside POB', () => {
    expect(stampOrderProblems({ arrivedTime: at('09:40'), noShowTime: at('09:30') }, DAY)).toEqual({
      noShowTime: { key: 'dj.err.before', values: { other: 'arrivedTime', time: '09:40' } },
    });
    expect(stampOrderProblems({ noShowTime: at('10:30'), completedTime: at('10:00') }, DAY)).toEqual({
      completedTime: { key: 'dj.err.before', values: { other: 'noShowTime', time: '10:30' } },
    });
    expect(stampOrderProblems({ pobTime: at('10:30'), noShowTime: at('10:00') }, DAY)).toEqual({});
  });

  it('flags every stamp that goes back, and compares across midnight by the instant', () => {
    expect(Object.keys(stampOrderProblems({ ackTime: at('12:00'), onTheWayTime: at('09:00'), completedTime: at('10:00') }, DAY))).toEqual([
      'onTheWayTime',
      'completedTime',
    ]);
    expect(stampOrderProblems({ ackTime: at('23:50'), completedTime: at('00:20', '2030-10-11') }, DAY)).toEqual({});
    expect(stampOrderProblems({ ackTime: at('00:20', '2030-10-11'), completedTime: at('23:50') }, DAY)).toEqual({
      completedTime: { key: 'dj.err.before', values: { other: 'ackTime', time: '11/10 00:20' } },
    });
  });

  it('compares by the minute, so seconds of a kept stamp do not refuse a typed one', () => {
    expect(stampOrderProblems({ ackTime: '2030-10-10T01:00:30.000Z', onTheWayTime: at('09:00') }, DAY)).toEqual({});
  });
});

describe('the correction dialog', () => {
  it('fills the form with operator times, status and remarks', () => {
    expect(jobForm(job({ jobRemarks: 'Late' }))).toEqual({
      jobStatus: 'ARRIVED',
      stamps: { ackTime: '09:00', onTheWayTime: '09:10', arrivedTime: '09:40', pobTime: null, completedTime: null, noShowTime: null },
      remarks: 'Late',
    });
    expect(jobForm(job({ jobStatus: null })).jobStatus).toBe('');
  });

  it('puts a typed time on the day of the stamp it corrects, else on the duty date', () => {
    const dates = stampDates(job({ completedTime: '2030-10-10T16:20:00.000Z' }), DAY);
    expect(dates).toMatchObject({ ackTime: DAY, completedTime: '2030-10-11', pobTime: DAY });
  });

  it('reads a typed time: empty is none, four digits or h:mm, anything else is not a time', () => {
    expect(entryInstant(null, DAY, null)).toBeNull();
    expect(entryInstant('  ', DAY, null)).toBeNull();
    expect(entryInstant('0915', DAY, null)).toBe('2030-10-10T01:15:00.000Z');
    expect(entryInstant('9:15', DAY, null)).toBe('2030-10-10T01:15:00.000Z');
    expect(entryInstant('09:1', DAY, null)).toBeUndefined();
    expect(entryInstant('2460', DAY, null)).toBeUndefined();
    expect(entryInstant('abc', DAY, null)).toBeUndefined();
  });

  it('keeps an untouched stamp to the second, and replaces a changed one', () => {
    const original = '2030-10-10T01:00:30.000Z';
    expect(entryInstant('09:00', DAY, original)).toBe(original);
    expect(entryInstant('09:01', DAY, original)).toBe('2030-10-10T01:01:00.000Z');
    expect(entryInstant('09:00', '2030-10-11', original)).toBe('2030-10-11T01:00:00.000Z');
  });

  it('answers the body with every stamp, the status or null, and remarks only when changed', () => {
    const j = job();
    const form = jobForm(j);
    form.stamps.pobTime = '0950';
    form.jobStatus = 'POB';
    expect(checkJobForm(j, DAY, form)).toEqual({
      problems: {},
      body: {
        orderVehicleId: 7,
        jobStatus: 'POB',
        ackTime: '2030-10-10T01:00:30.000Z',
        onTheWayTime: '2030-10-10T01:10:00.000Z',
        arrivedTime: '2030-10-10T01:40:00.000Z',
        pobTime: '2030-10-10T01:50:00.000Z',
        completedTime: null,
        noShowTime: null,
      },
    });
    const cleared = { ...jobForm(j), jobStatus: '' as const, stamps: { ...form.stamps, arrivedTime: null }, remarks: '  Traffic  ' };
    expect(checkJobForm(j, DAY, cleared).body).toMatchObject({ jobStatus: null, arrivedTime: null, remarks: 'Traffic' });
    expect(checkJobForm(job({ jobRemarks: 'Old' }), DAY, { ...jobForm(job({ jobRemarks: 'Old' })), remarks: ' ' }).body?.remarks).toBeNull();
  });

  it('gives no body while a time is not a time or goes back, naming each field', () => {
    const j = job();
    const form = { ...jobForm(j), stamps: { ...jobForm(j).stamps, onTheWayTime: '9:6', arrivedTime: '08:00' } };
    expect(checkJobForm(j, DAY, form)).toEqual({
      problems: {
        onTheWayTime: { key: 'dj.err.time' },
        arrivedTime: { key: 'dj.err.before', values: { other: 'ackTime', time: '09:00' } },
      },
    });
  });
});

describe('mileage', () => {
  it('fills the form from the job, empty for none', () => {
    expect(mileageForm({ startMileage: 1200, endMileage: null })).toEqual({ startMileage: '1200', endMileage: '' });
  });

  it('accepts whole kilometres with the end not below the start, and empty for none', () => {
    expect(checkMileage({ startMileage: '1200', endMileage: '1250' })).toEqual({ problems: {}, body: { startMileage: 1200, endMileage: 1250 } });
    expect(checkMileage({ startMileage: ' 1200 ', endMileage: '1200' }).body).toEqual({ startMileage: 1200, endMileage: 1200 });
    expect(checkMileage({ startMileage: '', endMileage: '' }).body).toEqual({ startMileage: null, endMileage: null });
    expect(checkMileage({ startMileage: '', endMileage: '5' }).body).toEqual({ startMileage: null, endMileage: 5 });
    expect(checkMileage({ startMileage: '9999999', endMileage: '' }).body).toEqual({ startMileage: 9999999, endMileage: null });
  });

  it('refuses fractions, signs, words, too many digits and an end below the start', () => {
    expect(checkMileage({ startMileage: '12.5', endMileage: '-3' })).toEqual({
      problems: { startMileage: { key: 'dj.err.mileage' }, endMileage: { key: 'dj.err.mileage' } },
    });
    expect(checkMileage({ startMileage: 'abc', endMileage: '10000000' }).problems).toEqual({
      startMileage: { key: 'dj.err.mileage' },
      endMileage: { key: 'dj.err.mileage' },
    });
    expect(checkMileage({ startMileage: '1250', endMileage: '1200' })).toEqual({ problems: { endMileage: { key: 'dj.err.endBeforeStart' } } });
  });
});

describe('petrol', () => {
  it('fills the form from a row or blank', () => {
    expect(petrolForm({ id: 1, litres: '12.50', amount: '300.00', receiptNo: null })).toEqual({ litres: '12.50', amount: '300.00', receiptNo: '' });
    expect(petrolForm(null)).toEqual({ litres: '', amount: '', receiptNo: '' });
  });

  it('keeps litres as typed and the amount with two decimals, both strings', () => {
    expect(checkPetrol({ litres: '12.5', amount: '300', receiptNo: ' R-1 ' })).toEqual({
      problems: {},
      body: { litres: '12.5', amount: '300.00', receiptNo: 'R-1' },
    });
    expect(checkPetrol({ litres: '0.5', amount: '0', receiptNo: '' }).body).toEqual({ litres: '0.5', amount: '0.00', receiptNo: null });
    expect(checkPetrol({ litres: '999.99', amount: '12345.6', receiptNo: 'x'.repeat(30) }).body).toEqual({
      litres: '999.99',
      amount: '12345.60',
      receiptNo: 'x'.repeat(30),
    });
  });

  it('refuses litres of none, too many, with three decimals or words, and amounts that are not money', () => {
    for (const litres of ['', '0', '0.00', '1000', '12.555', 'abc', '-1', '1,5'])
      expect(checkPetrol({ litres, amount: '1', receiptNo: '' }).problems, litres).toEqual({ litres: { key: 'dj.err.litres' } });
    for (const amount of ['', '300.001', '-5', '1e3', '3,00'])
      expect(checkPetrol({ litres: '1', amount, receiptNo: '' }).problems, amount).toEqual({ amount: { key: 'dj.err.amount' } });
  });

  it('refuses a receipt number over 30 characters', () => {
    expect(checkPetrol({ litres: '1', amount: '1', receiptNo: 'x'.repeat(31) })).toEqual({
      problems: { receiptNo: { key: 'dj.err.receiptNo', values: { max: '30' } } },
    });
  });
});
