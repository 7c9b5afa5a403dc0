import { defineResource, integer, reference, text } from './define.js';

/*
 * Minutes a driver needs from one zone to another (issue 32, docs/scheduling.md "Travel between
 * jobs"), by the hour the earlier job ends: hourFrom <= hour < hourTo. A zone is a location's
 * contractLabel or a free address's chosen zone, typed as text. Read by the grid's readers
 * (SCHEDULING or SCHEDULINGWRITE), written by SCHEDULINGWRITE; the server refuses a band that
 * ends before it starts or overlaps another band of the same pair (zone-travel-times.ts).
 */
export const zoneTravelTimes = defineResource({
  name: 'zoneTravelTimes',
  singular: 'zoneTravelTime',
  label: { en: 'Zone Travel Time', zh: '分區車程時間' },
  rights: { read: 'SCHEDULING', write: 'SCHEDULINGWRITE' },
  readAlso: ['SCHEDULINGWRITE'],
  branchScoped: true,
  fields: [
    reference('branchId', 'Branch', '分行', 'branches', 'branchCode', { required: true }),
    text('fromZone', 'From Zone', '出發分區', { required: true, max: 50 }),
    text('toZone', 'To Zone', '目的分區', { required: true, max: 50 }),
    integer('hourFrom', 'From Hour', '由（時）', { required: true, min: 0, max: 23 }),
    integer('hourTo', 'To Hour', '至（時）', { required: true, min: 1, max: 24 }),
    integer('minutes', 'Minutes', '分鐘', { required: true, min: 0, max: 600 }),
  ],
  listColumns: ['fromZone', 'toZone', 'hourFrom', 'hourTo', 'minutes'],
  filters: ['fromZone', 'toZone'],
  search: ['fromZone', 'toZone'],
  defaultSort: ['fromZone', 'asc'],
});
