import { code, date, defineResource, descChi, descEng, integer, phone, recordStatus, reference, seq, text } from './define.js';

export const vehicleTypes = defineResource({
  name: 'vehicleTypes',
  singular: 'vehicleType',
  label: { en: 'Vehicle Type', zh: '車種' },
  rights: { read: 'VEHICLETYPE', write: 'VEHICLETYPE' },
  fields: [
    text('vehicleType', 'Vehicle Type', '車種', { required: true, max: 30, unique: true }),
    descEng('vehicleTypeDescEng'),
    descChi('vehicleTypeDescChi'),
    integer('maxCapacity', 'Passengers', '載客量', { required: true, min: 1, max: 99 }),
    integer('luggageCapacity', 'Luggage', '行李數量', { min: 0, max: 99, default: 0 }),
    seq(),
    recordStatus(),
  ],
  listColumns: ['vehicleType', 'vehicleTypeDescEng', 'vehicleTypeDescChi', 'maxCapacity', 'displaySeq', 'recordStatus'],
  filters: ['vehicleType', 'maxCapacity', 'recordStatus'],
  search: ['vehicleType', 'vehicleTypeDescEng', 'vehicleTypeDescChi'],
  defaultSort: ['displaySeq', 'asc'],
  children: [
    { name: 'vehicleTypeBranches', foreignKey: 'vehicleTypeId' },
    { name: 'vehicleTypeMaps', foreignKey: 'vehicleTypeId' },
  ],
});

export const vehicleTypeBranches = defineResource({
  name: 'vehicleTypeBranches',
  singular: 'vehicleTypeBranch',
  label: { en: 'Vehicle Type Branch', zh: '車種分行' },
  rights: { read: 'VEHICLETYPE', write: 'VEHICLETYPE' },
  fields: [
    reference('vehicleTypeId', 'Vehicle Type', '車種', 'vehicleTypes', 'vehicleType', { required: true }),
    reference('branchId', 'Branch', '分行', 'branches', 'branchCode', { required: true, uniqueWithin: 'vehicleTypeId' }),
  ],
  listColumns: ['vehicleTypeId', 'branchId'],
  filters: ['vehicleTypeId', 'branchId'],
  search: [],
  defaultSort: ['vehicleTypeId', 'asc'],
});

export const apiVehicleTypes = defineResource({
  name: 'apiVehicleTypes',
  singular: 'apiVehicleType',
  label: { en: 'API Vehicle Type', zh: '接口車種' },
  rights: { read: 'APIVEHICLETYPE', write: 'APIVEHICLETYPE' },
  fields: [
    code('apiVehicleTypeCode', 'API Code', '接口編號', 30),
    text('apiSource', 'Partner', '合作夥伴', { required: true, max: 30 }),
    descEng('apiVehicleTypeDesc', 100),
    recordStatus(),
  ],
  listColumns: ['apiVehicleTypeCode', 'apiSource', 'apiVehicleTypeDesc', 'recordStatus'],
  filters: ['apiVehicleTypeCode', 'apiSource', 'recordStatus'],
  search: ['apiVehicleTypeCode', 'apiVehicleTypeDesc', 'apiSource'],
  defaultSort: ['apiVehicleTypeCode', 'asc'],
});

export const vehicleTypeMaps = defineResource({
  name: 'vehicleTypeMaps',
  singular: 'vehicleTypeMap',
  label: { en: 'Vehicle Type Map', zh: '車種對照' },
  rights: { read: 'VEHICLETYPEMAP', write: 'VEHICLETYPEMAP' },
  fields: [
    reference('vehicleTypeId', 'Vehicle Type', '車種', 'vehicleTypes', 'vehicleType', { required: true }),
    reference('apiVehicleTypeId', 'API Vehicle Type', '接口車種', 'apiVehicleTypes', 'apiVehicleTypeCode', { required: true, uniqueWithin: 'vehicleTypeId' }),
    text('remarks', 'Remarks', '備註', { max: 200 }),
  ],
  listColumns: ['vehicleTypeId', 'apiVehicleTypeId', 'remarks'],
  filters: ['vehicleTypeId', 'apiVehicleTypeId'],
  search: ['remarks'],
  defaultSort: ['vehicleTypeId', 'asc'],
});

export const PLATE_PATTERN = { regex: '^[A-Za-z0-9 ]{1,8}$', message: 'must be 1 to 8 letters, digits or spaces' };

export const vehicles = defineResource({
  name: 'vehicles',
  singular: 'vehicle',
  label: { en: 'Vehicle', zh: '車輛' },
  rights: { read: 'VEHICLE', write: 'VEHICLE' },
  branchScoped: true,
  fields: [
    text('licensePlateNo', 'Licence Plate', '車牌', { required: true, max: 8, unique: true, uniqueAcrossBranches: true, upper: true, pattern: PLATE_PATTERN }),
    text('chinaPlateNo', 'Mainland Plate', '國內車牌', {
      max: 10,
      upper: true,
      pattern: { regex: '^$|^[\\u4e00-\\u9fa5A-Za-z0-9]{5,10}$', message: 'must be 5 to 10 characters (粵Z1234港)' },
    }),
    reference('vehicleTypeId', 'Vehicle Type', '車種', 'vehicleTypes', 'vehicleType', { required: true }),
    reference('fleetId', 'Fleet', '車隊', 'fleets', 'fleetCode'),
    reference('branchId', 'Branch', '分行', 'branches', 'branchCode', { required: true }),
    text('make', 'Make', '品牌', { max: 30 }),
    text('model', 'Model', '型號', { max: 30 }),
    text('colour', 'Colour', '顏色', { max: 20 }),
    integer('manufactureYear', 'Year', '出廠年份', { min: 1980, max: 2100 }),
    phone('telNo', 'Car Phone', '車載電話'),
    date('licenseExpiryDate', 'Licence Expiry', '牌照到期日'),
    date('insuranceExpiryDate', 'Insurance Expiry', '保險到期日'),
    { ...recordStatus('vehicleStatus'), label: { en: 'Status', zh: '狀態' } },
  ],
  listColumns: ['licensePlateNo', 'vehicleTypeId', 'make', 'model', 'fleetId', 'licenseExpiryDate', 'vehicleStatus'],
  filters: ['licensePlateNo', 'vehicleTypeId', 'fleetId', 'vehicleStatus'],
  search: ['licensePlateNo', 'chinaPlateNo', 'make', 'model'],
  defaultSort: ['licensePlateNo', 'asc'],
});
