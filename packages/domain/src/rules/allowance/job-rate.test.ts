import { describe, expect, it } from 'vitest';
import { AIRPORT, COACH, job, LOC, LOCATION_GROUPS, SALOON, URBAN, V1, V1_RATES, V2_RATES, VEHICLE_TYPE_GROUPS, VT } from './allowance.fixtures.js';
import { indexGroups } from './groups.js';
import { jobLine, jobRate, rateRowMatches } from './job-rate.js';
import type { AllowanceJob, AllowanceRateRow } from './types.js';

const groups = indexGroups(LOCATION_GROUPS, VEHICLE_TYPE_GROUPS);
const row = (over: Partial<AllowanceRateRow>): AllowanceRateRow => ({
  id: 1,
  allowanceEffDateId: V1.id,
  seq: 1,
  allowanceLocationId: null,
  allowanceVehicleTypeId: null,
  serviceType: null,
  fromTime: null,
  toTime: null,
  amount: '10.00',
  ...over,
});

describe('rule 4: each condition a rate row sets must hold', () => {
  it.each<[string, Partial<AllowanceRateRow>, Partial<AllowanceJob>, boolean]>([
    ['no condition: any job', {}, {}, true],
    ['location group holds the pick-up', { allowanceLocationId: AIRPORT }, { pickupLocationId: LOC.T1, dropoffLocationId: LOC.TUENMUN }, true],
    ['location group holds the drop-off', { allowanceLocationId: AIRPORT }, { pickupLocationId: LOC.TUENMUN, dropoffLocationId: LOC.T2 }, true],
    ['location group holds neither', { allowanceLocationId: AIRPORT }, { pickupLocationId: LOC.CENTRAL, dropoffLocationId: LOC.TST }, false],
    ['location group and no drop-off', { allowanceLocationId: AIRPORT }, { pickupLocationId: LOC.CENTRAL, dropoffLocationId: null }, false],
    ['an unknown group holds nothing', { allowanceLocationId: 99 }, { pickupLocationId: LOC.T1 }, false],
    ['vehicle-type group holds the vehicle type', { allowanceVehicleTypeId: COACH }, { vehicleTypeId: VT.COACH }, true],
    ['vehicle-type group does not', { allowanceVehicleTypeId: COACH }, { vehicleTypeId: VT.ALPHARD }, false],
    ['vehicle-type group and no vehicle type', { allowanceVehicleTypeId: SALOON }, { vehicleTypeId: null }, false],
    ['service type equal', { serviceType: 'H' }, { serviceType: 'H' }, true],
    ['service type different', { serviceType: 'H' }, { serviceType: 'T' }, false],
    ['an empty service type is any', { serviceType: '' }, { serviceType: 'T' }, true],
    ['in the band', { fromTime: '06:00', toTime: '22:00' }, { pickupTime: '06:00' }, true],
    ['the band end is out', { fromTime: '06:00', toTime: '22:00' }, { pickupTime: '22:00' }, false],
    ['band with seconds', { fromTime: '06:00:00', toTime: '22:00:00' }, { pickupTime: '21:59:59' }, true],
    ['only a from time: to the end of the day', { fromTime: '18:00' }, { pickupTime: '23:59' }, true],
    ['only a to time: from midnight', { toTime: '06:00' }, { pickupTime: '06:30' }, false],
    ['from = to is the whole day', { fromTime: '05:00', toTime: '05:00' }, { pickupTime: '04:59' }, true],
    ['all conditions hold', { allowanceLocationId: URBAN, allowanceVehicleTypeId: SALOON, serviceType: 'T', fromTime: '09:00', toTime: '18:00' }, {}, true],
    ['all but one hold', { allowanceLocationId: URBAN, allowanceVehicleTypeId: SALOON, serviceType: 'A', fromTime: '09:00', toTime: '18:00' }, {}, false],
  ])('%s', (_name, r, j, matches) => {
    expect(rateRowMatches(row(r), job(j), groups)).toBe(matches);
  });
});

describe('rule 4: a band across midnight (22:00-06:00)', () => {
  const night = row({ fromTime: '22:00', toTime: '06:00' });
  it.each([
    ['23:30', true],
    ['05:45', true],
    ['22:00', true],
    ['00:00', true],
    ['05:59:59', true],
    ['06:00', false],
    ['21:59', false],
    ['12:00', false],
  ])('pick-up %s: %s', (pickupTime, holds) => {
    expect(rateRowMatches(night, job({ pickupTime }), groups)).toBe(holds);
  });
});

describe('rule 4: the first matching row by seq pays', () => {
  it.each<[string, Partial<AllowanceJob>, readonly AllowanceRateRow[], number | null]>([
    ['airport by day: seq 2', { pickupLocationId: LOC.T1, pickupTime: '07:30' }, V1_RATES, 12],
    ['airport by night: seq 1 before seq 2', { pickupLocationId: LOC.T1, pickupTime: '23:30' }, V1_RATES, 11],
    ['urban to airport at night: the airport row (seq 1) before the urban night row (seq 6)', { dropoffLocationId: LOC.T1, pickupTime: '23:30' }, V1_RATES, 11],
    ['border in a coach: seq 3', { pickupLocationId: LOC.LMC, vehicleTypeId: VT.COACH }, V1_RATES, 13],
    ['border in an MPV: seq 4', { pickupLocationId: LOC.LMC, vehicleTypeId: VT.ALPHARD }, V1_RATES, 14],
    ['hire from Sha Tin: seq 5', { pickupLocationId: LOC.SHATIN, dropoffLocationId: null, serviceType: 'H' }, V1_RATES, 15],
    ['hire from the airport: the airport row seq 2 comes first', { pickupLocationId: LOC.T1, serviceType: 'H' }, V1_RATES, 12],
    ['urban at 01:00: seq 6', { pickupTime: '01:00' }, V1_RATES, 16],
    ['urban by day: seq 7', {}, V1_RATES, 17],
    ['Sha Tin to Tuen Mun: no row', { pickupLocationId: LOC.SHATIN, dropoffLocationId: LOC.TUENMUN }, V1_RATES, null],
    ['the new version: airport by day', { pickupLocationId: LOC.T2, pickupTime: '21:30' }, V2_RATES, 32],
    ['the rows in any order', { pickupLocationId: LOC.T1, pickupTime: '23:30' }, [...V1_RATES].reverse(), 11],
  ])('%s', (_name, j, rows, rateId) => {
    expect(jobRate(job(j), rows, groups)?.id ?? null).toBe(rateId);
  });

  it('a later, more specific row loses to an earlier matching one', () => {
    const general = row({ id: 1, seq: 1, allowanceLocationId: AIRPORT, amount: '150.00' });
    const specific = row({
      id: 2,
      seq: 2,
      allowanceLocationId: AIRPORT,
      allowanceVehicleTypeId: SALOON,
      serviceType: 'A',
      fromTime: '06:00',
      toTime: '22:00',
      amount: '999.00',
    });
    const j = job({ pickupLocationId: LOC.T1, serviceType: 'A', pickupTime: '09:00' });
    expect(rateRowMatches(specific, j, groups)).toBe(true);
    expect(jobRate(j, [specific, general], groups)).toBe(general);
  });

  it('equal seqs: the lower id', () => {
    const a = row({ id: 7, seq: 3 });
    const b = row({ id: 5, seq: 3 });
    expect(jobRate(job(), [a, b], groups)).toBe(b);
  });
});

describe('rule 4: the JOB line', () => {
  it('pays the row and names it', () => {
    const line = jobLine(job({ pickupLocationId: LOC.T1, pickupTime: '23:30', orderRefId: 'R1' }), V1, V1_RATES, groups);
    expect(line).toMatchObject({ kind: 'JOB', allowanceRateId: 11, cents: 18_000, qty: 1, pickupTime: '23:30:00', orderRefId: 'R1' });
    expect(line.description).toBe('Rate seq 1 of 2030-01-01: location AIRPORT, 22:00-06:00');
    expect(line.noRate).toBeUndefined();
  });

  it('no row matches: a line of 0 marked no rate', () => {
    const line = jobLine(job({ pickupLocationId: LOC.SHATIN, dropoffLocationId: LOC.TUENMUN }), V1, V1_RATES, groups);
    expect(line).toMatchObject({ kind: 'JOB', allowanceRateId: null, cents: 0, noRate: true });
    expect(line.description).toMatch(/no rate/i);
  });

  it('no version in effect: a line of 0 marked no rate that says so', () => {
    const line = jobLine(job({ date: '2029-12-31' }), null, [], groups);
    expect(line).toMatchObject({ allowanceRateId: null, cents: 0, noRate: true });
    expect(line.description).toBe('No rate: no allowance version is in effect on 2029-12-31');
  });

  it('a rate card time that is no time is an error naming the row', () => {
    expect(() => jobRate(job(), [row({ id: 77, fromTime: '25:00' })], groups)).toThrow(/allowance rate 77/);
  });
});
