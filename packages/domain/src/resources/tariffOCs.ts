import { code, defineResource, descChi, descEng, flag, money, recordStatus, reference, seq } from './define.js';

/** Other charges added to an order vehicle: meet and greet, child seat, border permit, tunnel, parking... */
export const tariffOCs = defineResource({
  name: 'tariffOCs',
  singular: 'tariffOC',
  label: { en: 'Other Charge', zh: '其他費用' },
  rights: { read: 'OTHERCHARGES', write: 'OTHERCHARGES' },
  fields: [
    code('ocCode', 'Charge Code', '費用編號', 10),
    descEng('ocDescEng'),
    descChi('ocDescChi'),
    seq('seq'),
    // At cost (parking, tolls): the amount is entered on the order.
    flag('atCostFlag', 'At Cost', '實報實銷', { default: 0 }),
    recordStatus(),
  ],
  listColumns: ['seq', 'ocCode', 'ocDescEng', 'ocDescChi', 'atCostFlag', 'recordStatus'],
  filters: ['ocCode', 'atCostFlag', 'recordStatus'],
  search: ['ocCode', 'ocDescEng', 'ocDescChi'],
  defaultSort: ['seq', 'asc'],
  children: [{ name: 'tariffOCDtls', foreignKey: 'tariffOcId' }],
});

/** An other charge's amount for one vehicle type. */
export const tariffOCDtls = defineResource({
  name: 'tariffOCDtls',
  singular: 'tariffOCDtl',
  label: { en: 'Other Charge Amount', zh: '其他費用金額' },
  rights: { read: 'OTHERCHARGES', write: 'OTHERCHARGES' },
  childOnly: true,
  fields: [
    reference('tariffOcId', 'Other Charge', '其他費用', 'tariffOCs', 'ocCode', { required: true }),
    reference('vehicleTypeId', 'Vehicle Type', '車種', 'vehicleTypes', 'vehicleType', { required: true, uniqueWithin: 'tariffOcId' }),
    money('amount', 'Amount', '金額', { required: true, min: 0 }),
  ],
  listColumns: ['vehicleTypeId', 'amount'],
  filters: ['tariffOcId', 'vehicleTypeId'],
  search: [],
  defaultSort: ['vehicleTypeId', 'asc'],
});
