/** A small rate card for the pricing tests: one client, one vehicle type, a class rate and its tables. */
import type { RateCardInput } from './card.js';
import { priceOrderVehicle } from './price.js';
import type { PricingResult } from './result.js';
import type { LocationRow, PricingRequest, TariffRateInput, TariffRow, TariffSPRateInput, VoucherRow } from './types.js';

export const STD: TariffRow = { id: 1, tariffCode: 'STD', recordStatus: 'A' };
export const CORP: TariffRow = { id: 2, tariffCode: 'CORP', recordStatus: 'A' };

export const AIRPORT = 100;
export const PENINSULA = 101;
export const IFC = 102;
export const SHATIN = 103;
export const LOK_MA_CHAU = 104;
export const NOWHERE = 105;

export const LOCATIONS: LocationRow[] = [
  { id: AIRPORT, locationCode: 'HKIA-T1', locationDescEng: 'Airport T1', contractLabel: 'AIRPORT' },
  { id: PENINSULA, locationCode: 'PEN', locationDescEng: 'Peninsula Hotel', contractLabel: 'TST' },
  { id: IFC, locationCode: 'IFC', locationDescEng: 'IFC Tower', contractLabel: 'Central' },
  { id: SHATIN, locationCode: 'STN', locationDescEng: 'Sha Tin', contractLabel: 'NT' },
  { id: LOK_MA_CHAU, locationCode: 'LMC', locationDescEng: 'Lok Ma Chau', contractLabel: 'BORDER' },
  { id: NOWHERE, locationCode: 'NOZ', locationDescEng: 'No Zone Pier', contractLabel: null },
];

/** An active voucher of client 1 for the E-CLASS, redeemable in 2026. */
export const VOUCHER: VoucherRow = {
  voucherNo: 'HLS-V26-0007',
  voucherStatus: 'A',
  clientId: 1,
  vehicleTypeId: 10,
  issueDate: '2026-01-01',
  expiryDate: '2026-12-31',
  serviceDate: null,
};

/** Class rate 12 of STD for the E-CLASS (vehicle type 10). */
export function classRate(over: Partial<TariffRateInput> = {}): TariffRateInput {
  return {
    id: 12,
    tariffId: STD.id,
    vehicleTypeId: 10,
    effectiveDate: '2026-01-01',
    expiryDate: null,
    transferAmt: '900.00',
    stopAmt: '100.00',
    freeWaitMins: 30,
    waitBlockMins: 15,
    waitBlockAmt: '50.00',
    dtls: [
      { tableType: 'L', fromLocationId: AIRPORT, toLocationId: PENINSULA, amount: '650.00' },
      { tableType: 'B', fromZone: 'AIRPORT', toZone: 'CENTRAL', amount: '700.00' },
      { tableType: 'B', fromZone: 'TST', toZone: 'CENTRAL', amount: '400.00' },
    ],
    hires: [
      { minHours: 4, hourAmt: '300.00', blockMins: 30, blockAmt: '160.00' },
      { minHours: 8, hourAmt: '280.00', blockMins: 60, blockAmt: '280.00' },
    ],
    extras: [
      { extraType: 'TIME', extraCode: 'MIDNIGHT', fromTime: '23:00:00', toTime: '06:00:00', amount: '150.00', percent: null },
      { extraType: 'HOLIDAY', extraCode: 'HOL', amount: null, percent: '20.0000' },
    ],
    ...over,
  };
}

/** Special rate 7 of client 1 for the E-CLASS: its own tables, nothing shared with the class rate. */
export function specialRate(over: Partial<TariffSPRateInput> = {}): TariffSPRateInput {
  return {
    id: 7,
    clientId: 1,
    vehicleTypeId: 10,
    effectiveDate: '2026-03-01',
    expiryDate: '2026-12-31',
    transferAmt: '800.00',
    stopAmt: '80.00',
    freeWaitMins: 60,
    waitBlockMins: 30,
    waitBlockAmt: '60.00',
    dtls: [{ tableType: 'L', fromLocationId: AIRPORT, toLocationId: PENINSULA, amount: '520.00' }],
    hires: [{ minHours: 3, hourAmt: '250.00', blockMins: 60, blockAmt: '250.00' }],
    extras: [],
    ocs: [{ tariffOcId: 52, amount: '90.00' }],
    ...over,
  };
}

export function card(over: Partial<RateCardInput> = {}): RateCardInput {
  return {
    client: { id: 1, clientCode: 'HSBC', contractTermTypeId: 3 },
    vehicleType: { id: 10, vehicleType: 'E-CLASS' },
    clientTariffs: [],
    defaultTariff: STD,
    defaultTariffCode: 'STD',
    tariffRates: [classRate()],
    tariffSPRates: [],
    locations: LOCATIONS,
    holidays: [],
    holidayArea: 'HK',
    clientDiscounts: [],
    clientOCParms: [],
    contractTermOCParms: [],
    tariffOCs: [
      {
        id: 51,
        ocCode: 'MG',
        ocDescEng: 'Meet and greet',
        dtls: [
          { vehicleTypeId: 10, amount: '120.00' },
          { vehicleTypeId: 11, amount: '150.00' },
        ],
      },
      { id: 52, ocCode: 'CHILD', ocDescEng: 'Child seat', dtls: [{ vehicleTypeId: 10, amount: '100.00' }] },
      { id: 53, ocCode: 'PARK', ocDescEng: 'Car park', dtls: [] },
      { id: 54, ocCode: 'PERMIT', ocDescEng: 'Border permit', dtls: [{ vehicleTypeId: 10, amount: '333.33' }] },
    ],
    voucher: null,
    priceRoundingUnit: '1.00',
    orderOCDiscounts: [],
    ...over,
  };
}

export function request(over: Partial<PricingRequest> = {}): PricingRequest {
  return {
    clientId: 1,
    vehicleTypeId: 10,
    serviceType: 'Arrival',
    serviceDate: '2026-02-10',
    pickupTime: '10:00:00',
    pickupLocationId: AIRPORT,
    dropoffLocationId: PENINSULA,
    stops: [],
    hireMinutes: 0,
    waitingMinutes: 0,
    ocs: [],
    voucherNo: null,
    ...over,
  };
}

/** A line as a row of a table: [kind, code, qty, unitAmount, amount]. */
export type Row = [string, string, number, string, string];

export function rows(result: PricingResult): Row[] {
  return result.lines.map((l) => [l.kind, l.code, l.qty, l.unitAmount, l.amount]);
}

/** One priced case of a table: the request and rate card changes, the lines expected and the total. */
export interface PricedCase {
  name: string;
  request?: Partial<PricingRequest>;
  card?: Partial<RateCardInput>;
  lines: Row[];
  total: string;
}

export function priceCase(c: PricedCase): PricingResult {
  return priceOrderVehicle(request(c.request), card(c.card));
}
