import { date, defineResource, descChi, descEng, text } from './define.js';

/**
 * Public holidays by area (HK...): the HOLIDAY surcharges apply on them in the area of the system
 * parameter holidayArea. Kept by the tariff staff (right TARIFF): the spec has no holiday screen or right.
 */
export const holidays = defineResource({
  name: 'holidays',
  singular: 'holiday',
  label: { en: 'Public Holiday', zh: '公眾假期' },
  rights: { read: 'TARIFF', write: 'TARIFF' },
  fields: [
    text('areaInitial', 'Area', '地區', {
      required: true,
      max: 10,
      upper: true,
      pattern: { regex: '^[A-Za-z0-9]+$', message: 'may hold letters and digits only' },
    }),
    date('holidayDate', 'Holiday Date', '假期日期', { required: true, uniqueWithin: 'areaInitial' }),
    descEng('holidayDescEng'),
    descChi('holidayDescChi'),
  ],
  listColumns: ['areaInitial', 'holidayDate', 'holidayDescEng', 'holidayDescChi'],
  filters: ['areaInitial', 'holidayDate'],
  search: ['holidayDescEng', 'holidayDescChi'],
  defaultSort: ['holidayDate', 'asc'],
});
