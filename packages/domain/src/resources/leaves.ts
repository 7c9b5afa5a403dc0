import { date, defineResource, integer, longText, reference, text } from './define.js';

/*
 * Drivers' leave (issue 16, docs/allowance.md rule 10). Requests are made and decided only through
 * the leave calls (the quota check and the clash with assigned jobs live there), so the generic
 * calls read them. Approved leave is the ON_LEAVE clash of the scheduling grid.
 */

const leaveType = (options: string[]) =>
  text('leaveType', 'Leave Type', '假期類別', {
    required: true,
    max: 2,
    upper: true,
    pattern: { regex: `^(${options.join('|')})$`, message: `must be one of ${options.join(', ')}` },
  });

export const leaves = defineResource({
  name: 'leaves',
  singular: 'leave',
  label: { en: 'Leave', zh: '假期' },
  rights: { read: 'LEAVEAPPROVAL', write: 'LEAVEAPPROVAL' },
  readOnly: true,
  fields: [
    reference('driverId', 'Driver', '司機', 'drivers', 'driverNo', { required: true }),
    leaveType(['AL', 'SL', 'NP']),
    date('dateFrom', 'From', '由', { required: true }),
    date('dateTo', 'To', '至', { required: true }),
    integer('days', 'Days', '日數', { required: true, readOnly: true }),
    longText('reason', 'Reason', '原因', { max: 500 }),
    { name: 'status', type: 'status', label: { en: 'Status', zh: '狀態' }, required: true, options: ['P', 'A', 'R'], default: 'P' },
    longText('remarks', 'Remarks', '備註', { max: 500 }),
    text('decidedBy', 'Decided By', '審批人', { max: 50, readOnly: true }),
    { name: 'decidedDt', type: 'datetime', label: { en: 'Decided', zh: '審批時間' }, readOnly: true },
  ],
  listColumns: ['driverId', 'leaveType', 'dateFrom', 'dateTo', 'days', 'status', 'decidedBy'],
  filters: ['driverId', 'leaveType', 'status', 'dateFrom', 'dateTo'],
  search: ['reason', 'remarks'],
  defaultSort: ['dateFrom', 'desc'],
  rules: [{ kind: 'notBefore', from: 'dateFrom', to: 'dateTo' }],
});

export const leaveQuotas = defineResource({
  name: 'leaveQuotas',
  singular: 'leaveQuota',
  label: { en: 'Leave Quota', zh: '假期配額' },
  rights: { read: 'DRIVERROSTERHR', write: 'DRIVERROSTERHR' },
  readOnly: true,
  fields: [
    reference('driverId', 'Driver', '司機', 'drivers', 'driverNo', { required: true }),
    integer('year', 'Year', '年度', { required: true, min: 2000, max: 2100 }),
    leaveType(['AL', 'SL']),
    integer('quotaDays', 'Quota Days', '配額日數', { required: true, min: 0, max: 366 }),
  ],
  listColumns: ['driverId', 'year', 'leaveType', 'quotaDays'],
  filters: ['driverId', 'year', 'leaveType'],
  search: [],
  defaultSort: ['year', 'desc'],
});
