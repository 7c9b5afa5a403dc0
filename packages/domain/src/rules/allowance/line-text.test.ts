import { describe, expect, it } from 'vitest';
import { CHAN, FINE, input, job, LEE, LOC, LOCATION_GROUPS, MEAL, other, roster, SPEEDING, VEHICLE_TYPE_GROUPS, VT } from './allowance.fixtures.js';
import { computeAllowance } from './compute.js';
import { allowanceLineIn } from './lines.js';
import type { AllowanceDetailLine, AllowanceInput } from './types.js';

// Issue 30 part 1: each allowance detail line keeps its description as a key and parameters, worded in
// the reader's language, with the Chinese names of the groups, other groups and natures.

const chinese: Partial<AllowanceInput> = {
  locationGroups: LOCATION_GROUPS.map((g) => ({ ...g, nameChi: g.code === 'AIRPORT' ? '機場' : null })),
  vehicleTypeGroups: VEHICLE_TYPE_GROUPS.map((g) => ({ ...g, nameChi: g.code === 'SALOON' ? '房車' : null })),
  otherGroups: [
    { ...MEAL, descChi: '膳食津貼' },
    { ...FINE, descChi: '罰款' },
  ],
};

const lineOf = (over: Partial<AllowanceInput>, pick: (l: AllowanceDetailLine) => boolean) => {
  const line = computeAllowance(input({ ...chinese, ...over })).detail.find(pick);
  if (!line) throw new Error('no such line');
  return line;
};

const KINDS: { kind: string; line: () => AllowanceDetailLine; en: string; zh: string }[] = [
  {
    kind: 'JOB paid',
    line: () => lineOf({ jobs: [job({ pickupLocationId: LOC.T1, pickupTime: '23:30' })] }, (l) => l.kind === 'JOB'),
    en: 'Rate seq 1 of 2030-01-01: location AIRPORT, 22:00-06:00',
    zh: '2030-01-01 收費表第 1 項：地點 機場，22:00-06:00',
  },
  {
    kind: 'JOB no row',
    line: () => lineOf({ jobs: [job({ pickupLocationId: LOC.SHATIN, dropoffLocationId: LOC.TUENMUN })] }, (l) => l.kind === 'JOB'),
    en: 'No rate: no row of the 2030-01-01 rate card matches this job (fix the card)',
    zh: '沒有津貼率：2030-01-01 津貼表沒有項目符合此工作（請修正津貼表）',
  },
  {
    kind: 'JOB no version',
    line: () => lineOf({ dateFrom: '2029-12-01', jobs: [job({ date: '2029-12-31' })] }, (l) => l.kind === 'JOB'),
    en: 'No rate: no allowance version is in effect on 2029-12-31',
    zh: '沒有津貼率：2029-12-31 沒有生效的津貼版本',
  },
  {
    kind: 'PT_BASIC',
    line: () => lineOf({ jobs: [job({ driverId: LEE.driverId, vehicleTypeId: VT.ECLASS })] }, (l) => l.kind === 'PT_BASIC'),
    en: 'Part-time basic seq 2 of 2030-01-01: any vehicle type (first job 12:00, vehicle type 1)',
    zh: '2030-01-01 兼職底薪第 2 項：任何車型（首項工作 12:00，車型 1）',
  },
  {
    kind: 'OT',
    line: () => lineOf({ rosters: [roster(CHAN.driverId, '2030-04-16', '20:00', '06:30')] }, (l) => l.kind === 'OT'),
    en: 'Overtime: on duty 20:00-06:30, worked 630 min, standard 600, 30 min x 52.00/h',
    zh: '超時：當值 20:00-06:30，工作 630 分鐘，標準 600 分鐘，30 分鐘 x 每小時 52.00',
  },
  {
    kind: 'OTHER',
    line: () => lineOf({ others: [other({ remarks: 'Sunday' })] }, (l) => l.kind === 'OTHER'),
    en: 'MEAL Meal allowance / LUNCH Lunch: 1 x 35.00 - Sunday',
    zh: 'MEAL 膳食津貼 / LUNCH Lunch：1 x 35.00 - Sunday',
  },
  {
    kind: 'OTHER deduction',
    line: () => lineOf({ others: [other({ allowanceOtherGroupId: FINE.id, allowanceOtherGroupNatureId: SPEEDING.id })] }, (l) => l.kind === 'OTHER'),
    en: 'FINE Fine (deduction) / SPEED Speeding ticket: 1 x 450.00',
    zh: 'FINE 罰款（扣款） / SPEED Speeding ticket：1 x 450.00',
  },
];

describe('allowance lines in the reader language (issue 30 part 1)', () => {
  it.each(KINDS)('$kind: worded in Chinese from its key, in English as before', ({ line, en, zh }) => {
    const l = line();
    expect(l.textCode).toMatch(/^srv\.allow\./);
    expect(l.description).toBe(en);
    expect(allowanceLineIn('zh-HK', l).description).toBe(zh);
    expect(allowanceLineIn('en', l).description).toBe(en);
  });

  it('answers a line without its key, and a line closed before it had one keeps its text', () => {
    const l = KINDS[0].line();
    expect(allowanceLineIn('zh-HK', l)).not.toHaveProperty('textCode');
    expect(allowanceLineIn('en', l)).not.toHaveProperty('textParams');
    const { textCode: _c, textParams: _p, ...old } = l;
    expect(allowanceLineIn('zh-HK', old)).toEqual(old);
  });

  it('names a vehicle-type group in Chinese, else by its code', () => {
    const rates = [
      {
        id: 99,
        allowanceEffDateId: 1,
        seq: 0,
        allowanceLocationId: null,
        allowanceVehicleTypeId: 1,
        serviceType: null,
        fromTime: null,
        toTime: null,
        amount: '1.00',
      },
    ];
    const l = lineOf({ rates, jobs: [job()] }, (x) => x.kind === 'JOB');
    expect(l.description).toBe('Rate seq 0 of 2030-01-01: vehicle type SALOON');
    expect(allowanceLineIn('zh-HK', l).description).toBe('2030-01-01 收費表第 0 項：車型 房車');
  });
});
