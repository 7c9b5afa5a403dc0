import { code, defineResource, descChi, descEng, recordStatus, reference } from './define.js';

/** A rate card (STD, CORP...): its class rates per vehicle type and the vehicle types it offers. */
export const tariffs = defineResource({
  name: 'tariffs',
  singular: 'tariff',
  label: { en: 'Tariff', zh: '收費表' },
  rights: { read: 'TARIFF', write: 'TARIFF' },
  fields: [code('tariffCode', 'Tariff Code', '收費表編號', 10), descEng('tariffDescEng'), descChi('tariffDescChi'), recordStatus()],
  listColumns: ['tariffCode', 'tariffDescEng', 'tariffDescChi', 'recordStatus'],
  filters: ['tariffCode', 'recordStatus'],
  search: ['tariffCode', 'tariffDescEng', 'tariffDescChi'],
  defaultSort: ['tariffCode', 'asc'],
  // GET /tariffs/{id}/vehicleTypes (spec section 7) answers the vehicle types of these rows.
  children: [{ name: 'tariffVehicleTypeMaps', foreignKey: 'tariffId' }],
});

/** The vehicle types a tariff offers, each once. */
export const tariffVehicleTypeMaps = defineResource({
  name: 'tariffVehicleTypeMaps',
  singular: 'tariffVehicleTypeMap',
  label: { en: 'Tariff Vehicle Type', zh: '收費表車種' },
  rights: { read: 'TARIFF', write: 'TARIFF' },
  fields: [
    reference('tariffId', 'Tariff', '收費表', 'tariffs', 'tariffCode', { required: true }),
    reference('vehicleTypeId', 'Vehicle Type', '車種', 'vehicleTypes', 'vehicleType', { required: true, uniqueWithin: 'tariffId' }),
  ],
  listColumns: ['tariffId', 'vehicleTypeId'],
  filters: ['tariffId', 'vehicleTypeId'],
  search: [],
  defaultSort: ['tariffId', 'asc'],
});
