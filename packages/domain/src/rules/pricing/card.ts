/** The rate card: everything the server loads for one pricing request (see docs/pricing.md). */
import type {
  ClientDiscountRow,
  ClientRow,
  ClientTariffRow,
  HolidayRow,
  LocationRow,
  OcParmRow,
  OrderOcDiscountRow,
  TariffOcRow,
  TariffRateInput,
  TariffRow,
  TariffSPRateInput,
  VehicleTypeRow,
  VoucherRow,
} from './types.js';

/** What rule 5 (other charges) reads; getOcAmt loads only this. */
export interface OcRateCard {
  /** The client of clientId; null when there is none (a PricingError then lists it). */
  client: ClientRow | null;
  /** The vehicle type of vehicleTypeId; null when there is none. */
  vehicleType: VehicleTypeRow | null;
  /** The client's special rates for the vehicle type (others are ignored), each with its ocs. */
  tariffSPRates: TariffSPRateInput[];
  /** The client's clientOCParms rows. */
  clientOCParms: OcParmRow[];
  /** The contractTermOCParms rows of the client's contractTermTypeId. */
  contractTermOCParms: OcParmRow[];
  /** The requested tariffOCs with their tariffOCDtls (other vehicle types' rows are ignored). */
  tariffOCs: TariffOcRow[];
}

/** Rule 1: where the tariff comes from; chooseTariff reads only this, so it can run before the rates load. */
export interface TariffCard {
  /** The client's clientTariffs rows, each with its tariff. */
  clientTariffs: ClientTariffRow[];
  /** The tariff whose code is the system parameter defaultTariffCode; null when none. */
  defaultTariff: TariffRow | null;
  /** The parameter's value, for the message when no tariff is found. */
  defaultTariffCode?: string | null;
}

export interface RateCardInput extends OcRateCard, TariffCard {
  /** Class rates of the vehicle type: those of the chosen tariff count, the others are ignored. */
  tariffRates: TariffRateInput[];
  /** The pick-up, drop-off and stop locations (unknown ids are a PricingError listing each). */
  locations: LocationRow[];
  /** The holidays of the service date in the holidayArea (other dates are ignored). */
  holidays: HolidayRow[];
  /** The system parameter holidayArea (default HK), for the line's rule text. */
  holidayArea?: string | null;
  clientDiscounts: ClientDiscountRow[];
  /** The voucher named by voucherNo; null when there is none of that number. */
  voucher?: VoucherRow | null;
  /** Re-pricing an order that redeemed this voucher itself: it still applies though redeemed. */
  voucherHeldByOrder?: boolean;
  /** The system parameter priceRoundingUnit, '1.00' when absent. */
  priceRoundingUnit?: string | null;
  /** The order's own discounts on its charges (updateOrderTariff; none for a new order). */
  orderOCDiscounts?: OrderOcDiscountRow[];
}
