import { code, defineResource, descChi, descEng, recordStatus } from './define.js';

export const fleets = defineResource({
  name: 'fleets',
  singular: 'fleet',
  label: { en: 'Fleet', zh: '車隊' },
  rights: { read: 'FLEET', write: 'FLEET' },
  fields: [code('fleetCode', 'Fleet Code', '車隊編號', 10), descEng('fleetDescEng'), descChi('fleetDescChi'), recordStatus()],
  listColumns: ['fleetCode', 'fleetDescEng', 'fleetDescChi', 'recordStatus'],
  filters: ['fleetCode', 'recordStatus'],
  search: ['fleetCode', 'fleetDescEng', 'fleetDescChi'],
  defaultSort: ['fleetCode', 'asc'],
});
