import { code, decimal, defineResource, descChi, descEng, flag, integer, recordStatus, reference, seq, text } from './define.js';

export const salesmanTypes = defineResource({
  name: 'salesmanTypes',
  singular: 'salesmanType',
  label: { en: 'Location Type', zh: '地點類別' },
  rights: { read: 'LOCATIONTYPE', write: 'LOCATIONTYPE' },
  fields: [code('salesmanTypeCode', 'Code', '編號', 10), descEng('salesmanTypeDescEng'), descChi('salesmanTypeDescChi'), seq(), recordStatus()],
  listColumns: ['salesmanTypeCode', 'salesmanTypeDescEng', 'salesmanTypeDescChi', 'displaySeq', 'recordStatus'],
  filters: ['salesmanTypeCode', 'recordStatus'],
  search: ['salesmanTypeCode', 'salesmanTypeDescEng', 'salesmanTypeDescChi'],
  defaultSort: ['displaySeq', 'asc'],
});

export const locations = defineResource({
  name: 'locations',
  singular: 'location',
  label: { en: 'Location', zh: '地點' },
  rights: { read: 'LOCATION', write: 'LOCATION' },
  fields: [
    code('locationCode', 'Location Code', '地點編號', 20),
    descEng('locationDescEng', 150),
    descChi('locationDescChi', 150),
    text('contractLabel', 'Contract Label', '合約標籤', { max: 50 }),
    reference('salesmanTypeId', 'Location Type', '地點類別', 'salesmanTypes', 'salesmanTypeCode'),
    text('address', 'Address', '地址', { max: 200 }),
    text('district', 'District', '地區', { max: 50 }),
    decimal('latitude', 'Latitude', '緯度', { min: -90, max: 90 }),
    decimal('longitude', 'Longitude', '經度', { min: -180, max: 180 }),
    flag('airportFlag', 'Airport', '機場', { default: 0 }),
    flag('borderFlag', 'Border Crossing', '口岸', { default: 0 }),
    integer('allowanceZone', 'Allowance Zone', '津貼區域', { min: 0, max: 99 }),
    recordStatus(),
  ],
  listColumns: ['locationCode', 'locationDescEng', 'locationDescChi', 'district', 'salesmanTypeId', 'recordStatus'],
  filters: ['locationCode', 'salesmanTypeId', 'district', 'airportFlag', 'borderFlag', 'recordStatus'],
  search: ['locationCode', 'locationDescEng', 'locationDescChi', 'address'],
  defaultSort: ['locationCode', 'asc'],
});

export const locationAssociates = defineResource({
  name: 'locationAssociates',
  singular: 'locationAssociate',
  label: { en: 'Location Associate', zh: '相關地點' },
  rights: { read: 'LOCATIONASSOCIATE', write: 'LOCATIONASSOCIATE' },
  fields: [
    reference('locationId', 'Location', '地點', 'locations', 'locationCode', { required: true }),
    reference('associateLocationId', 'Associated Location', '相關地點', 'locations', 'locationCode', { required: true, uniqueWithin: 'locationId' }),
    text('remarks', 'Remarks', '備註', { max: 200 }),
    seq(),
  ],
  listColumns: ['locationId', 'associateLocationId', 'remarks', 'displaySeq'],
  filters: ['locationId', 'associateLocationId'],
  search: ['remarks'],
  defaultSort: ['locationId', 'asc'],
});

export const locationPatterns = defineResource({
  name: 'locationPatterns',
  singular: 'locationPattern',
  label: { en: 'Location Pattern', zh: '地點配對' },
  rights: { read: 'LOCATIONPATTERN', write: 'LOCATIONPATTERN' },
  fields: [
    text('pattern', 'Pattern', '配對文字', { required: true, max: 200, unique: true }),
    reference('locationId', 'Location', '地點', 'locations', 'locationCode', { required: true }),
    integer('priority', 'Priority', '優先次序', { min: 0, max: 999, default: 100 }),
    recordStatus(),
  ],
  listColumns: ['pattern', 'locationId', 'priority', 'recordStatus'],
  filters: ['pattern', 'locationId', 'recordStatus'],
  search: ['pattern'],
  defaultSort: ['pattern', 'asc'],
});
