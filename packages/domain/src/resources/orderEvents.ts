import { code, defineResource, descChi, descEng, recordStatus, reference } from './define.js';

/** Events orders are booked under, optionally of one client. */
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
