import { date, defineResource, integer, money, recordStatus, reference, text } from './define.js';

/*
 * Invoices (issue 17, docs/invoicing.md). The generic calls only read them: an invoice is made by
 * createInvoice and voided by voidInvoice, so numbering, the lines and the order vehicles' lock always hold.
 */

const read = { read: 'INVOICING', write: 'INVOICING' } as const;

export const invoices = defineResource({
  name: 'invoices',
  singular: 'invoice',
  label: { en: 'Invoice', zh: '發票' },
  rights: read,
  branchScoped: true,
  readOnly: true,
  fields: [
    text('invoiceNo', 'Invoice No.', '發票編號', { required: true, max: 20, readOnly: true }),
    integer('invoiceSeq', 'Sequence', '序號', { required: true, min: 1 }),
    reference('branchId', 'Branch', '分行', 'branches', 'branchCode', { required: true }),
    reference('clientId', 'Client', '客戶', 'clients', 'clientCode', { required: true }),
    reference('invoiceHeaderId', 'Letterhead', '發票抬頭', 'invoiceHeaders', 'invoiceHeaderCode'),
    date('invoiceDate', 'Invoice Date', '發票日期', { required: true }),
    date('dueDate', 'Due Date', '到期日', { required: true }),
    date('dateFrom', 'Period From', '期間由', { required: true }),
    date('dateTo', 'Period To', '期間至', { required: true }),
    recordStatus('status', ['A', 'V']),
    money('subtotal', 'Subtotal', '小計', { required: true }),
    money('miscTotal', 'Other Lines', '附加項目', { required: true }),
    money('total', 'Total', '總額', { required: true }),
    text('voidReason', 'Void Reason', '作廢原因', { max: 200 }),
    text('voidBy', 'Voided By', '作廢人', { max: 50 }),
    { name: 'voidDt', type: 'datetime', label: { en: 'Voided', zh: '作廢時間' }, readOnly: true },
    // The language the invoice was issued in (issue 30): its lines and PDF are worded in it.
    text('language', 'Language', '語言', { max: 5 }),
  ],
  listColumns: ['invoiceNo', 'clientId', 'invoiceDate', 'dueDate', 'dateFrom', 'dateTo', 'total', 'status'],
  filters: ['invoiceNo', 'clientId', 'status', 'dateFrom', 'dateTo'],
  search: ['invoiceNo'],
  defaultSort: ['invoiceDate', 'desc'],
  children: [
    { name: 'invoiceDtls', foreignKey: 'invoiceId' },
    { name: 'orderInvoices', foreignKey: 'invoiceId' },
  ],
});

export const invoiceDtls = defineResource({
  name: 'invoiceDtls',
  singular: 'invoiceDtl',
  label: { en: 'Invoice Line', zh: '發票明細' },
  rights: read,
  readOnly: true,
  childOnly: true,
  fields: [
    reference('invoiceId', 'Invoice', '發票', 'invoices', 'invoiceNo', { required: true }),
    integer('seq', 'Line', '行', { required: true, min: 1 }),
    text('lineType', 'Line Type', '類別', { required: true, max: 5 }),
    reference('orderVehicleId', 'Order Vehicle', '訂單車輛', 'orderVehicles', 'seqNo'),
    reference('clientInvoiceMiscId', 'Standing Line', '固定項目', 'clientInvoiceMiscs', 'description'),
    // No limit: a trip's line holds its route and passengers whole (issue 30 part 8b).
    text('description', 'Description', '描述', { required: true }),
    money('amount', 'Amount', '金額', { required: true }),
  ],
  listColumns: ['seq', 'lineType', 'description', 'amount'],
  filters: ['invoiceId', 'lineType'],
  search: ['description'],
  defaultSort: ['seq', 'asc'],
});

export const orderInvoices = defineResource({
  name: 'orderInvoices',
  singular: 'orderInvoice',
  label: { en: 'Invoiced Order Vehicle', zh: '已開發票訂單車輛' },
  rights: read,
  readOnly: true,
  childOnly: true,
  fields: [
    reference('orderId', 'Order', '訂單', 'orders', 'orderRefId', { required: true }),
    reference('orderVehicleId', 'Order Vehicle', '訂單車輛', 'orderVehicles', 'seqNo', { required: true }),
    reference('invoiceId', 'Invoice', '發票', 'invoices', 'invoiceNo', { required: true }),
    { name: 'liveFlag', type: 'flag', label: { en: 'Live', zh: '有效' }, default: 1 },
  ],
  listColumns: ['orderId', 'orderVehicleId', 'invoiceId', 'liveFlag'],
  filters: ['orderId', 'orderVehicleId', 'invoiceId', 'liveFlag'],
  search: [],
  defaultSort: ['id', 'asc'],
});
