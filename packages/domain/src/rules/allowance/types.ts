/*
 * What the drivers' allowance rules read and answer (issue 16, docs/allowance.md). The server loads
 * a period's rows into an AllowanceInput; computeAllowance answers the wire shapes of the
 * getAllowance* calls. Money is text ('123.45') at both edges and integer cents inside.
 */
import type { ServerText } from '../../i18n/serverText.js';

/** An allowanceEffDates row: a version of the rate card from its effDate on (rule 1). */
export interface AllowanceVersion {
  id: number;
  effDate: string;
  otStandardMinutes: number;
  otHourlyRate: string;
}

/** An allowanceRates row; null (or empty text) in a condition means "any" (rule 4). */
export interface AllowanceRateRow {
  id: number;
  allowanceEffDateId: number;
  seq: number;
  allowanceLocationId: number | null;
  allowanceVehicleTypeId: number | null;
  serviceType: string | null;
  /** 'HH:mm' or 'HH:mm:ss'; the band is [fromTime, toTime), fromTime after toTime runs past midnight. */
  fromTime: string | null;
  toTime: string | null;
  amount: string;
}

/** An allowancePtBasics row (rule 5); no vehicle-type group means any vehicle type. */
export interface PtBasicRow {
  id: number;
  allowanceEffDateId: number;
  seq: number;
  allowanceVehicleTypeId: number | null;
  dailyAmount: string;
}

/** A location group (allowanceLocations: locationIds) or vehicle-type group (allowanceVehicleTypes: vehicleTypeIds). */
export interface AllowanceGroup {
  id: number;
  ids: readonly number[];
  /** allowanceLocationCode / allowanceVehicleTypeCode, for the line descriptions. */
  code?: string;
  /** The group's Chinese name (descChi): Chinese lines show it, else the code. */
  nameChi?: string | null;
}

/** A job (rule 3, selected by the server): an order vehicle of the driver, dated by its pickupDate. */
export interface AllowanceJob {
  orderVehicleId: number;
  driverId: number;
  date: string;
  pickupTime: string;
  pickupLocationId: number | null;
  dropoffLocationId: number | null;
  vehicleTypeId: number | null;
  serviceType: string;
  orderRefId?: string;
}

export type EmploymentType = 'FT' | 'PT';

export interface AllowanceDriver {
  driverId: number;
  driverNo: string;
  driverNameEng: string;
  employmentType: EmploymentType;
}

/** A dailyRosters row with the actual on and off duty times HR keeps (rule 6). */
export interface RosterDay {
  driverId: number;
  dutyDate: string;
  dutyTime: string | null;
  offDutyTime: string | null;
}

export interface OtherGroup {
  id: number;
  groupCode: string;
  descEng: string;
  descChi?: string | null;
  /** 1 an allowance, -1 a deduction. */
  sign: 1 | -1;
}

export interface OtherNature {
  id: number;
  natureCode: string;
  descEng: string;
  descChi?: string | null;
  defaultAmount: string | null;
}

/** An allowanceOthers row (rule 7): sign x qty x (amount, else the nature's defaultAmount). */
export interface OtherItem {
  id: number;
  driverId: number;
  allowanceOtherGroupId: number;
  allowanceOtherGroupNatureId: number;
  otherDate: string;
  qty: string | number;
  amount: string | null;
  remarks: string | null;
}

/** Everything a period's allowance needs; rows of other drivers or outside [dateFrom, dateTo] are ignored. */
export interface AllowanceInput {
  dateFrom: string;
  dateTo: string;
  versions: readonly AllowanceVersion[];
  rates: readonly AllowanceRateRow[];
  ptBasics: readonly PtBasicRow[];
  locationGroups: readonly AllowanceGroup[];
  vehicleTypeGroups: readonly AllowanceGroup[];
  drivers: readonly AllowanceDriver[];
  jobs: readonly AllowanceJob[];
  rosters: readonly RosterDay[];
  otherGroups: readonly OtherGroup[];
  otherNatures: readonly OtherNature[];
  others: readonly OtherItem[];
}

export const ALLOWANCE_LINE_KINDS = ['JOB', 'PT_BASIC', 'OT', 'OTHER'] as const;
export type AllowanceLineKind = (typeof ALLOWANCE_LINE_KINDS)[number];

/** A getAllowanceDetail line. OT lines carry the overtime minutes as qty. */
export interface AllowanceDetailLine {
  driverId: number;
  date: string;
  kind: AllowanceLineKind;
  orderVehicleId: number | null;
  allowanceRateId: number | null;
  description: string;
  qty: number;
  amount: string;
  /** The description's key and parameters (issue 30), so it is worded in any language; none on lines closed before. */
  textCode?: string;
  textParams?: ServerText['params'];
  driverNo?: string;
  orderRefId?: string;
  /** JOB lines: the pick-up time, 'HH:mm:ss'. */
  pickupTime?: string;
  /** True on a JOB (or PT_BASIC) line no rate row matched: a line of 0 for HR to fix the card. */
  noRate?: boolean;
  allowanceOtherId?: number;
  /** PT_BASIC lines: the allowancePtBasics row that paid the day. */
  allowancePtBasicId?: number;
}

/** The figures summed per driver (getAllowanceDriverSummary) and over all drivers (getAllowanceDriverFooter). */
export interface AllowanceFigures {
  jobs: number;
  jobAmount: string;
  ptDays: number;
  ptAmount: string;
  otMinutes: number;
  otAmount: string;
  otherAmount: string;
  total: string;
}

export interface AllowanceDriverSummary extends AllowanceFigures {
  driverId: number;
  driverNo: string;
  driverNameEng: string;
  /** The driver's Chinese name, shown in zh-HK (issue 30); the server adds it to the figures. */
  driverNameChi?: string | null;
}

/** A getAllowanceDetailMonthly row: one driver's day. */
export interface AllowanceDayRow {
  driverId: number;
  date: string;
  jobs: number;
  jobAmount: string;
  ptAmount: string;
  otMinutes: number;
  otAmount: string;
  otherAmount: string;
  total: string;
}

export interface AllowanceResult {
  detail: AllowanceDetailLine[];
  summary: AllowanceDriverSummary[];
  footer: AllowanceFigures;
  monthly: AllowanceDayRow[];
}
