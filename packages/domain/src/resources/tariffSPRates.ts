import { defineResource, money, reference } from './define.js';
import { type RateFamily, rateDtls, rateExtras, rateHires, rateResource } from './rateParts.js';

const SPECIAL_RATE: RateFamily = {
  parentField: 'tariffSPRateId',
  parentResource: 'tariffSPRates',
  right: 'CLIENTRATE',
  prefix: 'tariffSPRate',
  label: { en: 'Special Rate', zh: '客戶特別收費' },
};

/** A client's own price of a vehicle type from a date; while valid it wins over the tariff's class rate. */
export const tariffSPRates = rateResource(SPECIAL_RATE, reference('clientId', 'Client', '客戶', 'clients', 'clientCode'), ['OCs']);
export const tariffSPRateDtls = rateDtls(SPECIAL_RATE);
export const tariffSPRateHires = rateHires(SPECIAL_RATE);
export const tariffSPRateExtras = rateExtras(SPECIAL_RATE);

/** The special rate's own amount of an other charge. */
export const tariffSPRateOCs = defineResource({
  name: 'tariffSPRateOCs',
  singular: 'tariffSPRateOC',
  label: { en: 'Special Rate Other Charge', zh: '客戶特別收費其他費用' },
  rights: { read: 'CLIENTRATE', write: 'CLIENTRATE' },
  childOnly: true,
  fields: [
    reference('tariffSPRateId', 'Special Rate', '客戶特別收費', 'tariffSPRates', 'id', { required: true }),
    reference('tariffOcId', 'Other Charge', '其他費用', 'tariffOCs', 'ocCode', { required: true, uniqueWithin: 'tariffSPRateId' }),
    money('amount', 'Amount', '金額', { required: true, min: 0 }),
  ],
  listColumns: ['tariffOcId', 'amount'],
  filters: ['tariffSPRateId', 'tariffOcId'],
  search: [],
  defaultSort: ['tariffOcId', 'asc'],
});
