import { code, defineResource, descChi, descEng, recordStatus, seq } from './define.js';

/** Classes of driving licence a driver may hold. */
export const licenseTypes = defineResource({
  name: 'licenseTypes',
  singular: 'licenseType',
  label: { en: 'Licence Type', zh: '駕駛執照類別' },
  rights: { read: 'LICENSETYPE', write: 'LICENSETYPE' },
  fields: [
    code('licenseTypeCode', 'Licence Type Code', '執照類別編號', 10),
    descEng('licenseTypeDescEng'),
    descChi('licenseTypeDescChi'),
    seq(),
    recordStatus(),
  ],
  listColumns: ['licenseTypeCode', 'licenseTypeDescEng', 'licenseTypeDescChi', 'recordStatus'],
  filters: ['licenseTypeCode', 'recordStatus'],
  search: ['licenseTypeCode', 'licenseTypeDescEng', 'licenseTypeDescChi'],
  defaultSort: ['displaySeq', 'asc'],
});
