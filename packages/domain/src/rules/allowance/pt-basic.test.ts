import { describe, expect, it } from 'vitest';
import { COACH, job, LEE, LOC, LOCATION_GROUPS, PT_BASICS, V1, V2, VEHICLE_TYPE_GROUPS, VT } from './allowance.fixtures.js';
import { indexGroups } from './groups.js';
import { firstJobOfDay, ptBasic, ptBasicLine } from './pt-basic.js';
import type { AllowanceJob, AllowanceVersion } from './types.js';

const groups = indexGroups(LOCATION_GROUPS, VEHICLE_TYPE_GROUPS);
const basicsOf = (v: AllowanceVersion) => PT_BASICS.filter((b) => b.allowanceEffDateId === v.id);
const at = (pickupTime: string, vehicleTypeId: number | null, over: Partial<AllowanceJob> = {}) =>
  job({ driverId: LEE.driverId, pickupTime, vehicleTypeId, pickupLocationId: LOC.CENTRAL, ...over });

describe("rule 5: a part-time day's basic follows the vehicle type of the day's first job", () => {
  it.each<[string, AllowanceVersion, AllowanceJob[], number | null]>([
    ['first job a coach: the coach row (seq 1)', V1, [at('08:15', VT.COACH), at('10:00', VT.ALPHARD)], 41],
    ['the same jobs listed later-first', V1, [at('10:00', VT.ALPHARD), at('08:15', VT.COACH)], 41],
    ['first job an MPV, a coach later: the empty-group row (seq 2)', V1, [at('08:15', VT.ALPHARD), at('10:00', VT.COACH)], 42],
    ['first job without a vehicle type: the empty-group row', V1, [at('07:00', null)], 42],
    ['the new version: an MPV', V2, [at('23:45', VT.ALPHARD)], 44],
    ['the new version: a coach', V2, [at('06:00', VT.COACH)], 43],
    ['pick-up times compared as times, with or without seconds', V1, [at('09:00:30', VT.COACH), at('09:00', VT.ALPHARD)], 42],
  ])('%s', (_name, version, jobs, basicId) => {
    expect(ptBasic(jobs, basicsOf(version), groups)?.row?.id ?? null).toBe(basicId);
  });

  it('no job that day: no basic', () => {
    expect(ptBasic([], basicsOf(V1), groups)).toBeNull();
    expect(ptBasicLine(LEE.driverId, '2030-04-05', [], V1, basicsOf(V1), groups)).toBeNull();
  });

  it('equal pick-up times: the lower order vehicle id is first', () => {
    const a = at('08:00', VT.COACH, { orderVehicleId: 5 });
    const b = at('08:00', VT.ALPHARD, { orderVehicleId: 4 });
    expect(firstJobOfDay([a, b])).toBe(b);
  });

  it('the line pays the row and names it', () => {
    const line = ptBasicLine(LEE.driverId, '2030-04-05', [at('10:00', VT.ALPHARD), at('08:15', VT.COACH)], V1, basicsOf(V1), groups);
    expect(line).toMatchObject({ kind: 'PT_BASIC', allowancePtBasicId: 41, allowanceRateId: null, orderVehicleId: null, qty: 1, cents: 40_000 });
    expect(line?.description).toBe('Part-time basic seq 1 of 2030-01-01: vehicle type COACH (first job 08:15, vehicle type 4)');
  });

  it('no row fits: a line of 0 marked no rate', () => {
    const coachOnly = basicsOf(V1).filter((b) => b.allowanceVehicleTypeId === COACH);
    const line = ptBasicLine(LEE.driverId, '2030-04-05', [at('08:15', VT.ALPHARD)], V1, coachOnly, groups);
    expect(line).toMatchObject({ cents: 0, noRate: true });
    expect(line?.description).toMatch(/^No part-time basic/);
  });
});
