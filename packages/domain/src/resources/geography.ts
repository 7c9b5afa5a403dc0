import { code, defineResource, descChi, descEng, recordStatus, reference, seq, text } from './define.js';

export const countries = defineResource({
  name: 'countries',
  singular: 'country',
  label: { en: 'Country', zh: '國家' },
  rights: { read: 'COUNTRY', write: 'COUNTRY' },
  fields: [code('countryCode', 'Country Code', '國家編號', 3), descEng('countryNameEng'), descChi('countryNameChi'), recordStatus()],
  listColumns: ['countryCode', 'countryNameEng', 'countryNameChi', 'recordStatus'],
  filters: ['countryCode', 'recordStatus'],
  search: ['countryCode', 'countryNameEng', 'countryNameChi'],
  defaultSort: ['countryCode', 'asc'],
});

export const cities = defineResource({
  name: 'cities',
  singular: 'city',
  label: { en: 'City', zh: '城市' },
  rights: { read: 'CITY', write: 'CITY' },
  fields: [
    code('cityCode', 'City Code', '城市編號', 10),
    descEng('cityNameEng'),
    descChi('cityNameChi'),
    reference('countryId', 'Country', '國家', 'countries', 'countryCode', { required: true }),
    recordStatus(),
  ],
  listColumns: ['cityCode', 'cityNameEng', 'cityNameChi', 'countryId', 'recordStatus'],
  filters: ['cityCode', 'countryId', 'recordStatus'],
  search: ['cityCode', 'cityNameEng', 'cityNameChi'],
  defaultSort: ['cityCode', 'asc'],
});

export const remarks = defineResource({
  name: 'remarks',
  singular: 'remark',
  label: { en: 'Remark', zh: '備註' },
  rights: { read: 'REMARK', write: 'REMARK' },
  fields: [
    code('remarkCode', 'Remark Code', '備註編號', 10),
    descEng('remarkDescEng', 200),
    descChi('remarkDescChi', 200),
    text('remarkType', 'Used For', '用途', { max: 20 }),
    seq(),
    recordStatus(),
  ],
  listColumns: ['remarkCode', 'remarkDescEng', 'remarkDescChi', 'remarkType', 'recordStatus'],
  filters: ['remarkCode', 'remarkType', 'recordStatus'],
  search: ['remarkCode', 'remarkDescEng', 'remarkDescChi'],
  defaultSort: ['remarkCode', 'asc'],
});

export const orderEvents = defineResource({
  name: 'orderEvents',
  singular: 'orderEvent',
  label: { en: 'Order Event', zh: '訂單活動' },
  rights: { read: 'ORDEREVENT', write: 'ORDEREVENT' },
  fields: [
    code('orderEventCode', 'Event Code', '活動編號', 20),
    descEng('orderEventDescEng', 150),
    descChi('orderEventDescChi', 150),
    reference('clientId', 'Client', '客戶', 'clients', 'clientCode'),
    recordStatus(),
  ],
  listColumns: ['orderEventCode', 'orderEventDescEng', 'orderEventDescChi', 'clientId', 'recordStatus'],
  filters: ['orderEventCode', 'clientId', 'recordStatus'],
  search: ['orderEventCode', 'orderEventDescEng', 'orderEventDescChi'],
  defaultSort: ['orderEventCode', 'asc'],
});

export const licenseTypes = defineResource({
  name: 'licenseTypes',
  singular: 'licenseType',
  label: { en: 'Licence Type', zh: '駕駛執照類別' },
  rights: { read: 'LICENSETYPE', write: 'LICENSETYPE' },
  fields: [code('licenseTypeCode', 'Licence Type Code', '執照類別編號', 10), descEng('licenseTypeDescEng'), descChi('licenseTypeDescChi'), seq(), recordStatus()],
  listColumns: ['licenseTypeCode', 'licenseTypeDescEng', 'licenseTypeDescChi', 'recordStatus'],
  filters: ['licenseTypeCode', 'recordStatus'],
  search: ['licenseTypeCode', 'licenseTypeDescEng', 'licenseTypeDescChi'],
  defaultSort: ['displaySeq', 'asc'],
});
