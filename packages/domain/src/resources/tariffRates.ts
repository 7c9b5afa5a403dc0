import { reference } from './define.js';
import { type RateFamily, rateDtls, rateExtras, rateHires, rateResource } from './rateParts.js';

const CLASS_RATE: RateFamily = {
  parentField: 'tariffRateId',
  parentResource: 'tariffRates',
  right: 'CLASSRATE',
  prefix: 'tariffRate',
  label: { en: 'Class Rate', zh: '車種收費' },
};

/** A tariff's price of a vehicle type from a date: transfers, stops, waiting; routes, hires and extras below it. */
export const tariffRates = rateResource(CLASS_RATE, reference('tariffId', 'Tariff', '收費表', 'tariffs', 'tariffCode'));
export const tariffRateDtls = rateDtls(CLASS_RATE);
export const tariffRateHires = rateHires(CLASS_RATE);
export const tariffRateExtras = rateExtras(CLASS_RATE);
