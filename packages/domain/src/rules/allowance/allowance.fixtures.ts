/*
 * The rate card of docs/allowance.md, shared by the tests: two versions (the second from
 * 2030-04-16 pays more for airport jobs), three location and three vehicle-type groups, day and
 * night bands, part-time basics, a meal allowance and a fine.
 */
import type {
  AllowanceDriver,
  AllowanceGroup,
  AllowanceInput,
  AllowanceJob,
  AllowanceRateRow,
  AllowanceVersion,
  OtherGroup,
  OtherItem,
  OtherNature,
  PtBasicRow,
  RosterDay,
} from './types.js';

// Locations: 1 Airport T1, 2 Airport T2, 3 Lok Ma Chau, 10 Central, 11 Tsim Sha Tsui, 12 Causeway Bay, 20 Sha Tin, 21 Tuen Mun.
export const LOC = { T1: 1, T2: 2, LMC: 3, CENTRAL: 10, TST: 11, CWB: 12, SHATIN: 20, TUENMUN: 21 } as const;
// Vehicle types: 1 E-Class, 2 S-Class, 3 Alphard, 4 Coach.
export const VT = { ECLASS: 1, SCLASS: 2, ALPHARD: 3, COACH: 4 } as const;

export const AIRPORT = 1;
export const BORDER = 2;
export const URBAN = 3;
export const LOCATION_GROUPS: AllowanceGroup[] = [
  { id: AIRPORT, code: 'AIRPORT', ids: [LOC.T1, LOC.T2] },
  { id: BORDER, code: 'BORDER', ids: [LOC.LMC] },
  { id: URBAN, code: 'URBAN', ids: [LOC.CENTRAL, LOC.TST, LOC.CWB] },
];
export const SALOON = 1;
export const MPV = 2;
export const COACH = 3;
export const VEHICLE_TYPE_GROUPS: AllowanceGroup[] = [
  { id: SALOON, code: 'SALOON', ids: [VT.ECLASS, VT.SCLASS] },
  { id: MPV, code: 'MPV', ids: [VT.ALPHARD] },
  { id: COACH, code: 'COACH', ids: [VT.COACH] },
];

export const V1: AllowanceVersion = { id: 1, effDate: '2030-01-01', otStandardMinutes: 600, otHourlyRate: '50.10' };
export const V2: AllowanceVersion = { id: 2, effDate: '2030-04-16', otStandardMinutes: 600, otHourlyRate: '52.00' };
export const VERSIONS = [V2, V1];

type RateCells = [
  id: number,
  seq: number,
  loc: number | null,
  vtg: number | null,
  service: string | null,
  from: string | null,
  to: string | null,
  amount: string,
];
const rateRows = (version: AllowanceVersion, cells: RateCells[]): AllowanceRateRow[] =>
  cells.map(([id, seq, loc, vtg, service, from, to, amount]) => ({
    id,
    allowanceEffDateId: version.id,
    seq,
    allowanceLocationId: loc,
    allowanceVehicleTypeId: vtg,
    serviceType: service,
    fromTime: from,
    toTime: to,
    amount,
  }));

export const V1_RATES = rateRows(V1, [
  [11, 1, AIRPORT, null, null, '22:00', '06:00', '180.00'],
  [12, 2, AIRPORT, null, null, null, null, '150.00'],
  [13, 3, BORDER, COACH, null, null, null, '300.00'],
  [14, 4, BORDER, null, null, null, null, '220.00'],
  [15, 5, null, null, 'H', null, null, '80.00'],
  [16, 6, URBAN, null, null, '22:00', '06:00', '60.00'],
  [17, 7, URBAN, null, null, null, null, '45.50'],
]);
export const V2_RATES = rateRows(V2, [
  [31, 1, AIRPORT, null, null, '22:00', '06:00', '210.00'],
  [32, 2, AIRPORT, null, null, null, null, '170.00'],
  [33, 3, BORDER, COACH, null, null, null, '300.00'],
  [34, 4, BORDER, null, null, null, null, '220.00'],
  [35, 5, null, null, 'H', null, null, '80.00'],
  [36, 6, URBAN, null, null, '22:00', '06:00', '60.00'],
  [37, 7, URBAN, null, null, null, null, '45.50'],
]);

export const PT_BASICS: PtBasicRow[] = [
  { id: 41, allowanceEffDateId: V1.id, seq: 1, allowanceVehicleTypeId: COACH, dailyAmount: '400.00' },
  { id: 42, allowanceEffDateId: V1.id, seq: 2, allowanceVehicleTypeId: null, dailyAmount: '300.00' },
  { id: 43, allowanceEffDateId: V2.id, seq: 1, allowanceVehicleTypeId: COACH, dailyAmount: '420.00' },
  { id: 44, allowanceEffDateId: V2.id, seq: 2, allowanceVehicleTypeId: null, dailyAmount: '320.00' },
];

export const MEAL: OtherGroup = { id: 1, groupCode: 'MEAL', descEng: 'Meal allowance', sign: 1 };
export const FINE: OtherGroup = { id: 2, groupCode: 'FINE', descEng: 'Fine', sign: -1 };
export const LUNCH: OtherNature = { id: 1, natureCode: 'LUNCH', descEng: 'Lunch', defaultAmount: '35.00' };
export const SPEEDING: OtherNature = { id: 2, natureCode: 'SPEED', descEng: 'Speeding ticket', defaultAmount: '450.00' };
export const PARKING: OtherNature = { id: 3, natureCode: 'PARK', descEng: 'Parking', defaultAmount: null };

export const CHAN: AllowanceDriver = { driverId: 1, driverNo: 'D001', driverNameEng: 'Chan Tai Man', employmentType: 'FT' };
export const LEE: AllowanceDriver = { driverId: 2, driverNo: 'D002', driverNameEng: 'Lee Siu Ming', employmentType: 'PT' };

let nextJob = 900;
/** A job of Chan on 2030-04-03 at 12:00 from Central to Tsim Sha Tsui in an E-Class, unless told. */
export const job = (over: Partial<AllowanceJob> = {}): AllowanceJob => ({
  orderVehicleId: nextJob++,
  driverId: CHAN.driverId,
  date: '2030-04-03',
  pickupTime: '12:00',
  pickupLocationId: LOC.CENTRAL,
  dropoffLocationId: LOC.TST,
  vehicleTypeId: VT.ECLASS,
  serviceType: 'T',
  ...over,
});

export const roster = (driverId: number, dutyDate: string, dutyTime: string | null, offDutyTime: string | null): RosterDay => ({
  driverId,
  dutyDate,
  dutyTime,
  offDutyTime,
});

let nextOther = 900;
export const other = (over: Partial<OtherItem> = {}): OtherItem => ({
  id: nextOther++,
  driverId: CHAN.driverId,
  allowanceOtherGroupId: MEAL.id,
  allowanceOtherGroupNatureId: LUNCH.id,
  otherDate: '2030-04-03',
  qty: 1,
  amount: null,
  remarks: null,
  ...over,
});

/** April 2030 on the card above, with no rows of work: tests add jobs, rosters and other items. */
export const input = (over: Partial<AllowanceInput> = {}): AllowanceInput => ({
  dateFrom: '2030-04-01',
  dateTo: '2030-04-30',
  versions: VERSIONS,
  rates: [...V1_RATES, ...V2_RATES],
  ptBasics: PT_BASICS,
  locationGroups: LOCATION_GROUPS,
  vehicleTypeGroups: VEHICLE_TYPE_GROUPS,
  drivers: [CHAN, LEE],
  jobs: [],
  rosters: [],
  otherGroups: [MEAL, FINE],
  otherNatures: [LUNCH, SPEEDING, PARKING],
  others: [],
  ...over,
});
