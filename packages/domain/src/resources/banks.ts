import { code, defineResource, recordStatus, text } from './define.js';

export const banks = defineResource({
  name: 'banks',
  singular: 'bank',
  label: { en: 'Bank', zh: '銀行' },
  rights: { read: 'BANK', write: 'BANK' },
  fields: [
    code('bankCode', 'Bank Code', '銀行編號', 10),
    text('bankNameEng', 'Name (English)', '名稱（英文）', { required: true, max: 100 }),
    text('bankNameChi', 'Name (Chinese)', '名稱（中文）', { max: 100 }),
    text('swiftCode', 'SWIFT Code', 'SWIFT 編號', {
      max: 11,
      upper: true,
      pattern: { regex: '^$|^[A-Za-z]{6}[A-Za-z0-9]{2}([A-Za-z0-9]{3})?$', message: 'must be 8 or 11 letters and digits' },
    }),
    recordStatus(),
  ],
  listColumns: ['bankCode', 'bankNameEng', 'bankNameChi', 'swiftCode', 'recordStatus'],
  filters: ['bankCode', 'recordStatus'],
  search: ['bankCode', 'bankNameEng', 'bankNameChi', 'swiftCode'],
  defaultSort: ['bankCode', 'asc'],
});
