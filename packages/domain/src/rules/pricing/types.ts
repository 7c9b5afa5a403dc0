/**
 * What the pricing engine reads and answers (issue 8, docs/pricing.md). The server loads a
 * rate card (RateCardInput) for one request and the domain prices it: no I/O here.
 * Money arrives as the wire and numeric(12,2) columns give it ('123.00'), percents as
 * numeric(7,4) gives them ('12.5000'); the engine turns both into integers before any arithmetic.
 */
import type { VoucherState } from '../voucher.js';

export const SERVICE_TYPES = ['Arrival', 'Departure', 'Transfer', 'Hire'] as const;
export type ServiceType = (typeof SERVICE_TYPES)[number];

export const PRICE_LINE_KINDS = ['BASE', 'HIRE_BLOCK', 'STOP', 'WAITING', 'TIME', 'HOLIDAY', 'OC', 'DISCOUNT', 'VOUCHER'] as const;
export type PriceLineKind = (typeof PRICE_LINE_KINDS)[number];
export type RateSource = 'CLASS' | 'SPECIAL';

/** Money as text with up to two decimals: '123.00', '-5.5'. */
export type MoneyText = string;
/** A percent as text with up to four decimals: '12.5000'. */
export type PercentText = string;
type Maybe<T> = T | null | undefined;

/** One other charge booked on the order vehicle; amount only for at-cost charges (parking). */
export interface OcRequest {
  tariffOcId: number;
  qty: number;
  amount?: Maybe<MoneyText>;
}

/** The body of POST /limo/api/getOrderTariff, as pricingRequestSchema leaves it. */
export interface PricingRequest {
  clientId: number;
  vehicleTypeId: number;
  serviceType: ServiceType;
  /** YYYY-MM-DD */
  serviceDate: string;
  /** HH:mm:ss (the schema turns HH:mm into HH:mm:ss) */
  pickupTime: string;
  pickupLocationId: number;
  /** Optional for Hire only. */
  dropoffLocationId: number | null;
  stops: number[];
  /** The free addresses among pick-up, drop-off and stops, each named by its negative id (free-places.ts). */
  freePlaces?: LocationRow[];
  hireMinutes: number;
  waitingMinutes: number;
  ocs: OcRequest[];
  voucherNo?: string | null;
}

/** The body of POST /limo/api/getOcAmt. */
export interface OcAmountRequest {
  clientId: number;
  vehicleTypeId: number;
  tariffOcId: number;
  serviceDate: string;
}

/** Rows valid from effectiveDate to expiryDate (both included; no expiry is open). */
export interface Validity {
  id?: number;
  effectiveDate: string;
  expiryDate?: Maybe<string>;
}

export interface ClientRow {
  id: number;
  clientCode?: Maybe<string>;
  contractTermTypeId?: Maybe<number>;
}

export interface VehicleTypeRow {
  id: number;
  /** The type's code, 'E-CLASS'. */
  vehicleType?: Maybe<string>;
}

export interface TariffRow {
  id: number;
  tariffCode: string;
  tariffDescEng?: Maybe<string>;
  /** 'A' active; any other status (C cancelled) never prices. */
  recordStatus?: Maybe<string>;
}

/** A clientTariffs row with its tariff (one join). */
export interface ClientTariffRow extends Validity {
  tariffId: number;
  tariff: TariffRow;
}

/** tariffRateDtls / tariffSPRateDtls: table B (zone to zone) or L (location to location). */
export interface RateDtlRow {
  id?: number;
  tableType: string;
  fromZone?: Maybe<string>;
  toZone?: Maybe<string>;
  fromLocationId?: Maybe<number>;
  toLocationId?: Maybe<number>;
  amount: MoneyText;
}

export interface RateHireRow {
  id?: number;
  /** Whole or part hours; minHours × 60 must be whole minutes. */
  minHours: number | string;
  hourAmt: MoneyText;
  blockMins?: Maybe<number>;
  blockAmt?: Maybe<MoneyText>;
}

export interface RateExtraRow {
  id?: number;
  extraType: string;
  extraCode: string;
  /** Shown as the line's description when set (the Chinese one in Chinese, falling back to the English). */
  extraDescEng?: Maybe<string>;
  extraDescChi?: Maybe<string>;
  fromTime?: Maybe<string>;
  toTime?: Maybe<string>;
  amount?: Maybe<MoneyText>;
  percent?: Maybe<PercentText>;
}

/** What a class rate and a special rate have alike: the rate row and its children. */
export interface RateCardRate extends Validity {
  id: number;
  vehicleTypeId: number;
  transferAmt?: Maybe<MoneyText>;
  stopAmt?: Maybe<MoneyText>;
  freeWaitMins?: Maybe<number>;
  waitBlockMins?: Maybe<number>;
  waitBlockAmt?: Maybe<MoneyText>;
  dtls: RateDtlRow[];
  hires: RateHireRow[];
  extras: RateExtraRow[];
}

export interface TariffRateInput extends RateCardRate {
  tariffId: number;
}

export interface TariffSPRateOcRow {
  tariffOcId: number;
  amount: MoneyText;
}

export interface TariffSPRateInput extends RateCardRate {
  clientId: number;
  ocs: TariffSPRateOcRow[];
}

export interface LocationRow {
  id: number;
  locationCode?: Maybe<string>;
  locationDescEng?: Maybe<string>;
  /** Shown in Chinese texts; the English name when empty. */
  locationDescChi?: Maybe<string>;
  /** The location's zone for table B. */
  contractLabel?: Maybe<string>;
}

export interface HolidayRow {
  holidayDate: string;
  areaInitial?: Maybe<string>;
  holidayDescEng?: Maybe<string>;
  holidayDescChi?: Maybe<string>;
}

export interface ClientDiscountRow extends Validity {
  vehicleTypeId?: Maybe<number>;
  serviceType?: Maybe<string>;
  discountPercent: PercentText;
}

/** clientOCParms and contractTermOCParms rows. */
export interface OcParmRow {
  id?: number;
  tariffOcId: number;
  /** 1 (or '1') waives the charge. */
  waiveFlag?: Maybe<number | string>;
  amount?: Maybe<MoneyText>;
}

export interface TariffOcDtlRow {
  vehicleTypeId: number;
  amount: MoneyText;
}

export interface TariffOcRow {
  id: number;
  ocCode: string;
  ocDescEng?: Maybe<string>;
  ocDescChi?: Maybe<string>;
  dtls: TariffOcDtlRow[];
}

/** An order's own discount on one of its charges: a percent or an amount. */
export interface OrderOcDiscountRow {
  tariffOcId: number;
  discountPercent?: Maybe<PercentText>;
  discountAmt?: Maybe<MoneyText>;
}

export interface VoucherRow extends VoucherState {
  clientId?: Maybe<number>;
  vehicleTypeId?: Maybe<number>;
}
