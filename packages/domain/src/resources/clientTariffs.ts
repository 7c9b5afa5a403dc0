import { date, defineResource, reference, text } from './define.js';

/** The tariff a client is priced on from a date (rule 1 of docs/pricing.md); shown under the client. */
export const clientTariffs = defineResource({
  name: 'clientTariffs',
  singular: 'clientTariff',
  label: { en: 'Client Tariff', zh: '客戶收費表' },
  rights: { read: 'CLIENT', write: 'CLIENTRATE' },
  childOnly: true,
  fields: [
    reference('clientId', 'Client', '客戶', 'clients', 'clientCode', { required: true }),
    reference('tariffId', 'Tariff', '收費表', 'tariffs', 'tariffCode', { required: true }),
    date('effectiveDate', 'Effective Date', '生效日期', { required: true }),
    date('expiryDate', 'Expiry Date', '到期日期'),
  ],
  listColumns: ['tariffId', 'effectiveDate', 'expiryDate'],
  filters: ['clientId', 'tariffId'],
  search: [],
  defaultSort: ['effectiveDate', 'desc'],
  rules: [{ kind: 'notBefore', from: 'effectiveDate', to: 'expiryDate' }],
});

/** Read-only: the client tariffs with the client's code and name and the tariff's code (a database view). */
export const clientTariffMaps = defineResource({
  name: 'clientTariffMaps',
  singular: 'clientTariffMap',
  label: { en: 'Client Tariff Map', zh: '客戶收費表一覽' },
  rights: { read: 'TARIFF', write: 'TARIFF' },
  readOnly: true,
  fields: [
    reference('clientId', 'Client', '客戶', 'clients', 'clientCode', { required: true }),
    text('clientCode', 'Client Code', '客戶編號', { required: true, max: 20 }),
    text('clientNameEng', 'Client Name', '客戶名稱', { required: true, max: 150 }),
    reference('tariffId', 'Tariff', '收費表', 'tariffs', 'tariffCode', { required: true }),
    text('tariffCode', 'Tariff Code', '收費表編號', { required: true, max: 10 }),
    date('effectiveDate', 'Effective Date', '生效日期', { required: true }),
    date('expiryDate', 'Expiry Date', '到期日期'),
  ],
  listColumns: ['clientCode', 'clientNameEng', 'tariffCode', 'effectiveDate', 'expiryDate'],
  filters: ['clientId', 'tariffId', 'clientCode', 'tariffCode'],
  search: ['clientCode', 'clientNameEng', 'tariffCode'],
  defaultSort: ['clientCode', 'asc'],
});
