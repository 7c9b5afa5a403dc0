import { code, defineResource, recordStatus, text, time } from './define.js';

export const staffShiftings = defineResource({
  name: 'staffShiftings',
  singular: 'staffShifting',
  label: { en: 'Staff Shifting', zh: '職員更次' },
  rights: { read: 'STAFFSHIFTING', write: 'STAFFSHIFTING' },
  fields: [
    code('staffShiftingCode', 'Code', '編號', 10),
    text('staffShiftingDesc', 'Description', '描述', { required: true, max: 100 }),
    time('dutyHourFrom', 'Duty From', '當值由', { required: true }),
    time('dutyHourTo', 'Duty To', '當值至', { required: true }),
    recordStatus(),
  ],
  listColumns: ['staffShiftingCode', 'staffShiftingDesc', 'dutyHourFrom', 'dutyHourTo', 'recordStatus'],
  filters: ['staffShiftingCode', 'recordStatus'],
  search: ['staffShiftingCode', 'staffShiftingDesc'],
  defaultSort: ['dutyHourFrom', 'asc'],
});
