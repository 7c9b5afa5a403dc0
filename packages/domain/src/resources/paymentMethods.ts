import { code, date, decimal, defineResource, descChi, descEng, flag, integer, money, recordStatus, reference, seq } from './define.js';

export const paymentMethods = defineResource({
  name: 'paymentMethods',
  singular: 'paymentMethod',
  label: { en: 'Payment Method', zh: '付款方式' },
  rights: { read: 'PAYMENTMETHOD', write: 'PAYMENTMETHOD' },
  fields: [
    code('paymentMethodCode', 'Code', '編號', 10),
    descEng('paymentMethodDescEng'),
    descChi('paymentMethodDescChi'),
    flag('cashFlag', 'Cash', '現金', { default: 0 }),
    seq(),
    recordStatus(),
  ],
  listColumns: ['paymentMethodCode', 'paymentMethodDescEng', 'paymentMethodDescChi', 'cashFlag', 'displaySeq', 'recordStatus'],
  filters: ['paymentMethodCode', 'cashFlag', 'recordStatus'],
  search: ['paymentMethodCode', 'paymentMethodDescEng', 'paymentMethodDescChi'],
  defaultSort: ['displaySeq', 'asc'],
  children: [
    { name: 'paymentMethodFees', foreignKey: 'paymentMethodId' },
    { name: 'paymentMethodRefunds', foreignKey: 'paymentMethodId' },
  ],
});

export const paymentMethodFees = defineResource({
  name: 'paymentMethodFees',
  singular: 'paymentMethodFee',
  label: { en: 'Payment Method Fee', zh: '付款手續費' },
  rights: { read: 'PAYMENTMETHOD', write: 'PAYMENTMETHOD' },
  childOnly: true,
  fields: [
    reference('paymentMethodId', 'Payment Method', '付款方式', 'paymentMethods', 'paymentMethodCode', { required: true }),
    date('effectiveDate', 'Effective Date', '生效日期', { required: true }),
    decimal('feePercent', 'Fee %', '手續費 %', { required: true, min: 0, max: 100 }),
    money('minFee', 'Minimum Fee', '最低收費', { min: 0, default: '0.00' }),
  ],
  listColumns: ['effectiveDate', 'feePercent', 'minFee'],
  filters: ['paymentMethodId'],
  search: [],
  defaultSort: ['effectiveDate', 'desc'],
});

export const paymentMethodRefunds = defineResource({
  name: 'paymentMethodRefunds',
  singular: 'paymentMethodRefund',
  label: { en: 'Payment Method Refund', zh: '付款退款' },
  rights: { read: 'PAYMENTMETHOD', write: 'PAYMENTMETHOD' },
  childOnly: true,
  fields: [
    reference('paymentMethodId', 'Payment Method', '付款方式', 'paymentMethods', 'paymentMethodCode', { required: true }),
    date('effectiveDate', 'Effective Date', '生效日期', { required: true }),
    decimal('refundPercent', 'Refund %', '退款 %', { required: true, min: 0, max: 100 }),
    integer('refundDays', 'Days Before Service', '服務前日數', { min: 0, max: 365, default: 0 }),
  ],
  listColumns: ['effectiveDate', 'refundPercent', 'refundDays'],
  filters: ['paymentMethodId'],
  search: [],
  defaultSort: ['effectiveDate', 'desc'],
});
