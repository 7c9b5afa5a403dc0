import { code, defineResource, descChi, descEng, recordStatus, reference } from './define.js';

/** Countries and their cities. */
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
