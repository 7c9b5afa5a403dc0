import { code, date, decimal, defineResource, descChi, descEng, recordStatus } from './define.js';

export const cardTypes = defineResource({
  name: 'cardTypes',
  singular: 'cardType',
  label: { en: 'Fusion Promo', zh: '推廣卡' },
  rights: { read: 'CARDTYPE', write: 'CARDTYPE' },
  fields: [
    code('cardTypeCode', 'Code', '編號', 10),
    descEng('cardTypeDescEng'),
    descChi('cardTypeDescChi'),
    decimal('discountPercent', 'Discount %', '折扣 %', { min: 0, max: 100, default: 0 }),
    date('effectiveDate', 'Effective Date', '生效日期'),
    date('expiryDate', 'Expiry Date', '到期日期'),
    recordStatus(),
  ],
  listColumns: ['cardTypeCode', 'cardTypeDescEng', 'discountPercent', 'effectiveDate', 'expiryDate', 'recordStatus'],
  filters: ['cardTypeCode', 'recordStatus'],
  search: ['cardTypeCode', 'cardTypeDescEng', 'cardTypeDescChi'],
  defaultSort: ['cardTypeCode', 'asc'],
});
