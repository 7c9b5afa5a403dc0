import { SERVICE_TYPES } from '../rules/pricing/types.js';
import {
  code,
  date,
  decimal,
  defineResource,
  descChi,
  descEng,
  email,
  flag,
  integer,
  longText,
  money,
  phone,
  recordStatus,
  reference,
  text,
} from './define.js';

export const clientTypes = defineResource({
  name: 'clientTypes',
  singular: 'clientType',
  label: { en: 'Client Type', zh: '客戶類別' },
  rights: { read: 'CLIENTTYPE', write: 'CLIENTTYPE' },
  fields: [code('clientTypeCode', 'Client Type Code', '客戶類別編號', 10), descEng('clientTypeDescEng'), descChi('clientTypeDescChi'), recordStatus()],
  listColumns: ['clientTypeCode', 'clientTypeDescEng', 'clientTypeDescChi', 'recordStatus'],
  filters: ['clientTypeCode', 'recordStatus'],
  search: ['clientTypeCode', 'clientTypeDescEng', 'clientTypeDescChi'],
  defaultSort: ['clientTypeCode', 'asc'],
});

export const clientTypeGroups = defineResource({
  name: 'clientTypeGroups',
  singular: 'clientTypeGroup',
  label: { en: 'Client Type Group', zh: '客戶類別組別' },
  rights: { read: 'CLIENTTYPEGROUP', write: 'CLIENTTYPEGROUP' },
  fields: [code('clientTypeGroupCode', 'Group Code', '組別編號', 10), descEng('clientTypeGroupDescEng'), descChi('clientTypeGroupDescChi'), recordStatus()],
  listColumns: ['clientTypeGroupCode', 'clientTypeGroupDescEng', 'clientTypeGroupDescChi', 'recordStatus'],
  filters: ['clientTypeGroupCode', 'recordStatus'],
  search: ['clientTypeGroupCode', 'clientTypeGroupDescEng', 'clientTypeGroupDescChi'],
  defaultSort: ['clientTypeGroupCode', 'asc'],
  children: [{ name: 'clientTypeGroupClientTypeMaps', foreignKey: 'clientTypeGroupId' }],
});

export const clientTypeGroupClientTypeMaps = defineResource({
  name: 'clientTypeGroupClientTypeMaps',
  singular: 'clientTypeGroupClientTypeMap',
  label: { en: 'Client Type in Group', zh: '組別客戶類別' },
  rights: { read: 'CLIENTTYPEGROUP', write: 'CLIENTTYPEGROUP' },
  fields: [
    reference('clientTypeGroupId', 'Client Type Group', '客戶類別組別', 'clientTypeGroups', 'clientTypeGroupCode', { required: true }),
    reference('clientTypeId', 'Client Type', '客戶類別', 'clientTypes', 'clientTypeCode', { required: true, uniqueWithin: 'clientTypeGroupId' }),
  ],
  listColumns: ['clientTypeGroupId', 'clientTypeId'],
  filters: ['clientTypeGroupId', 'clientTypeId'],
  search: [],
  defaultSort: ['clientTypeGroupId', 'asc'],
});

export const clientGroups = defineResource({
  name: 'clientGroups',
  singular: 'clientGroup',
  label: { en: 'Client Group', zh: '客戶組別' },
  rights: { read: 'CLIENTGROUP', write: 'CLIENTGROUP' },
  fields: [code('clientGroupCode', 'Group Code', '組別編號', 10), descEng('clientGroupDescEng'), descChi('clientGroupDescChi'), recordStatus()],
  listColumns: ['clientGroupCode', 'clientGroupDescEng', 'clientGroupDescChi', 'recordStatus'],
  filters: ['clientGroupCode', 'recordStatus'],
  search: ['clientGroupCode', 'clientGroupDescEng', 'clientGroupDescChi'],
  defaultSort: ['clientGroupCode', 'asc'],
});

/** Read-only: written through createClientGroups / updateClientGroups. */
export const clientGroupClientMaps = defineResource({
  name: 'clientGroupClientMaps',
  singular: 'clientGroupClientMap',
  label: { en: 'Client in Group', zh: '組別客戶' },
  rights: { read: 'CLIENTGROUP', write: 'CLIENTGROUP' },
  readOnly: true,
  fields: [
    reference('clientGroupId', 'Client Group', '客戶組別', 'clientGroups', 'clientGroupCode', { required: true }),
    reference('clientId', 'Client', '客戶', 'clients', 'clientCode', { required: true }),
  ],
  listColumns: ['clientGroupId', 'clientId'],
  filters: ['clientGroupId', 'clientId'],
  search: [],
  defaultSort: ['clientGroupId', 'asc'],
});

export const clients = defineResource({
  name: 'clients',
  singular: 'client',
  label: { en: 'Client', zh: '客戶' },
  rights: { read: 'CLIENT', write: 'CLIENT' },
  fields: [
    code('clientCode', 'Client Code', '客戶編號', 20),
    text('clientShortName', 'Short Name', '簡稱', { required: true, max: 30 }),
    text('clientNameEng', 'Name (English)', '名稱（英文）', { required: true, max: 150 }),
    text('clientNameChi', 'Name (Chinese)', '名稱（中文）', { max: 150 }),
    reference('clientTypeId', 'Client Type', '客戶類別', 'clientTypes', 'clientTypeCode', { required: true }),
    reference('staffId', 'Account Manager', '客戶經理', 'staffs', 'staffCode'),
    reference('paymentMethodId', 'Payment Method', '付款方式', 'paymentMethods', 'paymentMethodCode'),
    integer('creditTermDays', 'Credit Days', '信貸日數', { min: 0, max: 365, default: 30 }),
    money('creditLimit', 'Credit Limit', '信貸限額', { min: 0 }),
    reference('contractTermTypeId', 'Contract Term Type', '合約條款類別', 'contractTermTypes', 'contractTermTypeCode'),
    text('address', 'Address', '地址', { max: 200 }),
    phone('telNo', 'Telephone', '電話'),
    email('email'),
    longText('resReminder', 'Reservation Reminder', '訂車提示', { max: 500 }),
    flag('irregularRate', 'Irregular Rate', '特別收費', { default: 0 }),
    longText('defaultRequest', 'Default Request', '預設要求', { max: 500 }),
    // The client portal (issue 33): its users may sign in; their bookings wait for the operator unless auto-confirmed;
    // changes and cancels close this many minutes before pick-up.
    flag('portalEnabled', 'Portal Enabled', '啟用客戶平台', { default: 0 }),
    flag('portalAutoConfirm', 'Portal Auto-confirm', '平台訂單自動確認', { default: 0 }),
    integer('portalCutoffMinutes', 'Portal Cut-off (min)', '平台修改截止（分鐘）', { min: 0, max: 10080, default: 120 }),
    // The language its invoices are issued in unless the clerk chooses another (issue 30 part 1).
    { name: 'language', type: 'status', label: { en: 'Invoice Language', zh: '發票語言' }, required: true, options: ['en', 'zh-HK'], default: 'en' },
    recordStatus(),
  ],
  listColumns: ['clientCode', 'clientShortName', 'clientNameEng', 'clientNameChi', 'clientTypeId', 'recordStatus'],
  filters: ['clientCode', 'clientTypeId', 'staffId', 'irregularRate', 'recordStatus'],
  search: ['clientCode', 'clientShortName', 'clientNameEng', 'clientNameChi'],
  defaultSort: ['clientCode', 'asc'],
  children: [
    { name: 'clientContacts', foreignKey: 'clientId' },
    { name: 'clientUsers', foreignKey: 'clientId' },
    { name: 'clientPassengers', foreignKey: 'clientId' },
    { name: 'clientPlaces', foreignKey: 'clientId' },
    { name: 'clientDiscounts', foreignKey: 'clientId' },
    { name: 'clientInvoiceMiscs', foreignKey: 'clientId' },
    { name: 'clientTariffs', foreignKey: 'clientId' },
    { name: 'clientOCParms', foreignKey: 'clientId' },
  ],
});

export const clientContacts = defineResource({
  name: 'clientContacts',
  singular: 'clientContact',
  label: { en: 'Client Contact', zh: '客戶聯絡人' },
  rights: { read: 'CLIENT', write: 'CLIENT' },
  childOnly: true,
  fields: [
    reference('clientId', 'Client', '客戶', 'clients', 'clientCode', { required: true }),
    text('contactName', 'Contact Name', '聯絡人', { required: true, max: 100 }),
    text('position', 'Position', '職位', { max: 50 }),
    phone('telNo', 'Telephone', '電話'),
    phone('mobileNo', 'Mobile', '手提電話'),
    email('email'),
    flag('invoiceFlag', 'Receives Invoices', '收取發票', { default: 0 }),
  ],
  listColumns: ['contactName', 'position', 'telNo', 'mobileNo', 'email'],
  filters: ['clientId'],
  search: ['contactName', 'email'],
  defaultSort: ['contactName', 'asc'],
});

export const clientDiscounts = defineResource({
  name: 'clientDiscounts',
  singular: 'clientDiscount',
  label: { en: 'Client Discount', zh: '客戶折扣' },
  rights: { read: 'CLIENT', write: 'CLIENT' },
  childOnly: true,
  fields: [
    reference('clientId', 'Client', '客戶', 'clients', 'clientCode', { required: true }),
    reference('vehicleTypeId', 'Vehicle Type', '車種', 'vehicleTypes', 'vehicleType'),
    // Empty: every service (a discount for one service wins over one for all, docs/pricing.md rule 6).
    { name: 'serviceType', type: 'status', label: { en: 'Service', zh: '服務類別' }, options: [...SERVICE_TYPES] },
    decimal('discountPercent', 'Discount %', '折扣 %', { required: true, min: 0, max: 100 }),
    date('effectiveDate', 'Effective Date', '生效日期', { required: true }),
    date('expiryDate', 'Expiry Date', '到期日期'),
  ],
  listColumns: ['vehicleTypeId', 'serviceType', 'discountPercent', 'effectiveDate', 'expiryDate'],
  filters: ['clientId', 'vehicleTypeId', 'serviceType'],
  search: [],
  defaultSort: ['effectiveDate', 'desc'],
  rules: [{ kind: 'notBefore', from: 'effectiveDate', to: 'expiryDate' }],
});

export const clientInvoiceMiscs = defineResource({
  name: 'clientInvoiceMiscs',
  singular: 'clientInvoiceMisc',
  label: { en: 'Client Invoice Line', zh: '客戶發票附加項目' },
  rights: { read: 'CLIENT', write: 'CLIENT' },
  childOnly: true,
  fields: [
    reference('clientId', 'Client', '客戶', 'clients', 'clientCode', { required: true }),
    text('description', 'Description', '描述', { required: true, max: 200 }),
    money('amount', 'Amount', '金額'),
    decimal('percent', '% of Orders', '訂單百分比', { min: -100, max: 100 }),
    flag('monthlyFlag', 'Every Invoice', '每張發票', { default: 1 }),
    { name: 'invoiceId', type: 'reference', label: { en: 'Billed On', zh: '已開發票' }, ref: { resource: 'invoices', display: 'invoiceNo' }, readOnly: true },
  ],
  listColumns: ['description', 'amount', 'percent', 'monthlyFlag', 'invoiceId'],
  filters: ['clientId'],
  search: ['description'],
  defaultSort: ['description', 'asc'],
  rules: [{ kind: 'oneOf', fields: ['amount', 'percent'] }],
});
