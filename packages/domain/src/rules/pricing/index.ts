/** The pricing engine of issue 8 (docs/pricing.md): pure functions over a rate card the server loads. */
export type { OcRateCard, RateCardInput, TariffCard } from './card.js';
export { ocAmount, priceOrderVehicle } from './price.js';
export { chooseRate, chooseSpecialRate, type RateChoice } from './rate.js';
export { ocAmountRequestSchema, pricingRequestSchema } from './request.js';
export { type OcAmountResult, type PriceLine, PricingError, type PricingErrorCode, type PricingResult } from './result.js';
export { chooseTariff, type TariffChoice } from './tariff.js';
export * from './types.js';
export { FREE_PLACE_ID, freePlaceRow, locationsOf } from './free-places.js';
export { priceLineIn } from './lines.js';
