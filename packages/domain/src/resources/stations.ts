import { code, date, defineResource, descChi, descEng, money, recordStatus, reference, text } from './define.js';

export const petrolStations = defineResource({
  name: 'petrolStations',
  singular: 'petrolStation',
  label: { en: 'Petrol Station', zh: '油站' },
  rights: { read: 'PETROLSTATION', write: 'PETROLSTATION' },
  fields: [
    code('petrolStationCode', 'Station Code', '油站編號', 10),
    descEng('petrolStationNameEng'),
    descChi('petrolStationNameChi'),
    text('brand', 'Brand', '品牌', { required: true, max: 30 }),
    text('address', 'Address', '地址', { max: 200 }),
    recordStatus(),
  ],
  listColumns: ['petrolStationCode', 'petrolStationNameEng', 'petrolStationNameChi', 'brand', 'recordStatus'],
  filters: ['petrolStationCode', 'brand', 'recordStatus'],
  search: ['petrolStationCode', 'petrolStationNameEng', 'petrolStationNameChi', 'address'],
  defaultSort: ['petrolStationCode', 'asc'],
  children: [
    { name: 'petrolStationPs', foreignKey: 'petrolStationId' },
    { name: 'petrolStationDs', foreignKey: 'petrolStationId' },
  ],
});

/** Pump prices of a station from a date, per fuel. */
export const petrolStationPs = defineResource({
  name: 'petrolStationPs',
  singular: 'petrolStationP',
  label: { en: 'Petrol Price', zh: '油價' },
  rights: { read: 'PETROLSTATION', write: 'PETROLSTATION' },
  childOnly: true,
  fields: [
    reference('petrolStationId', 'Petrol Station', '油站', 'petrolStations', 'petrolStationCode', { required: true }),
    { name: 'fuelType', type: 'status', label: { en: 'Fuel (P petrol, D diesel, L LPG)', zh: '燃料' }, required: true, options: ['P', 'D', 'L'], default: 'P' },
    date('effectiveDate', 'Effective Date', '生效日期', { required: true }),
    money('unitPrice', 'Price per Litre', '每公升價格', { required: true, min: 0 }),
  ],
  listColumns: ['fuelType', 'effectiveDate', 'unitPrice'],
  filters: ['petrolStationId', 'fuelType'],
  search: [],
  defaultSort: ['effectiveDate', 'desc'],
});

/** The operator's fleet discount at a station from a date. */
export const petrolStationDs = defineResource({
  name: 'petrolStationDs',
  singular: 'petrolStationD',
  label: { en: 'Petrol Discount', zh: '油站折扣' },
  rights: { read: 'PETROLSTATION', write: 'PETROLSTATION' },
  childOnly: true,
  fields: [
    reference('petrolStationId', 'Petrol Station', '油站', 'petrolStations', 'petrolStationCode', { required: true }),
    date('effectiveDate', 'Effective Date', '生效日期', { required: true }),
    date('expiryDate', 'Expiry Date', '到期日期'),
    money('discountPerLitre', 'Discount per Litre', '每公升折扣', { required: true, min: 0 }),
  ],
  listColumns: ['effectiveDate', 'expiryDate', 'discountPerLitre'],
  filters: ['petrolStationId'],
  search: [],
  defaultSort: ['effectiveDate', 'desc'],
  rules: [{ kind: 'notBefore', from: 'effectiveDate', to: 'expiryDate' }],
});

export const vouchers = defineResource({
  name: 'vouchers',
  singular: 'voucher',
  label: { en: 'Voucher', zh: '禮券' },
  rights: { read: 'VOUCHER', write: 'VOUCHER' },
  fields: [
    text('voucherNo', 'Voucher No.', '禮券號碼', {
      required: true,
      max: 20,
      unique: true,
      upper: true,
      pattern: { regex: '^[A-Za-z0-9-]+$', message: 'may hold letters, digits and dashes only' },
    }),
    reference('clientId', 'Client', '客戶', 'clients', 'clientCode'),
    reference('vehicleTypeId', 'Vehicle Type', '車種', 'vehicleTypes', 'vehicleType'),
    money('amount', 'Value', '面值', { min: 0 }),
    date('issueDate', 'Issue Date', '發出日期'),
    date('expiryDate', 'Expiry Date', '到期日期'),
    date('serviceDate', 'Service Date', '使用日期'),
    text('remarks', 'Remarks', '備註', { max: 200 }),
    // A active, R redeemed, V void
    { name: 'voucherStatus', type: 'status', label: { en: 'Status', zh: '狀態' }, required: true, options: ['A', 'R', 'V'], default: 'A' },
  ],
  listColumns: ['voucherNo', 'clientId', 'amount', 'expiryDate', 'serviceDate', 'voucherStatus'],
  filters: ['voucherNo', 'clientId', 'voucherStatus', 'serviceDate'],
  search: ['voucherNo', 'remarks'],
  defaultSort: ['voucherNo', 'asc'],
  rules: [{ kind: 'notBefore', from: 'issueDate', to: 'expiryDate' }],
});

export const invoiceHeaders = defineResource({
  name: 'invoiceHeaders',
  singular: 'invoiceHeader',
  label: { en: 'Invoice Header', zh: '發票抬頭' },
  rights: { read: 'INVOICEHEADER', write: 'INVOICEHEADER' },
  fields: [
    code('invoiceHeaderCode', 'Header Code', '抬頭編號', 10),
    text('companyNameEng', 'Company (English)', '公司（英文）', { required: true, max: 150 }),
    text('companyNameChi', 'Company (Chinese)', '公司（中文）', { max: 150 }),
    text('address', 'Address', '地址', { max: 200 }),
    text('telNo', 'Telephone', '電話', { max: 20, pattern: { regex: '^[0-9 +()-]*$', message: 'may hold digits, spaces, +, ( ) and - only' } }),
    text('bankAccount', 'Bank Account', '銀行戶口', { max: 100 }),
    text('footerText', 'Footer', '頁尾', { max: 500 }),
    reference('branchId', 'Branch', '分行', 'branches', 'branchCode'),
    recordStatus(),
  ],
  listColumns: ['invoiceHeaderCode', 'companyNameEng', 'companyNameChi', 'branchId', 'recordStatus'],
  filters: ['invoiceHeaderCode', 'recordStatus'],
  search: ['invoiceHeaderCode', 'companyNameEng', 'companyNameChi'],
  defaultSort: ['invoiceHeaderCode', 'asc'],
});
