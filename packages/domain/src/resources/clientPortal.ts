import { defineResource, email, flag, longText, mobile, recordStatus, reference, text } from './define.js';

/*
 * A client's stored passengers and places (issue 33): picked in the client portal's booking form,
 * kept by the client's portal ADMIN users there and by the operator on the client screen.
 */

export const clientPassengers = defineResource({
  name: 'clientPassengers',
  singular: 'clientPassenger',
  label: { en: 'Stored Passenger', zh: '常用乘客' },
  rights: { read: 'CLIENT', write: 'CLIENT' },
  childOnly: true,
  fields: [
    reference('clientId', 'Client', '客戶', 'clients', 'clientCode', { required: true }),
    text('name', 'Name', '姓名', { required: true, max: 100 }),
    mobile('mobile'),
    email('email'),
    { name: 'language', type: 'status', label: { en: 'Language', zh: '語言' }, required: true, options: ['en', 'zh-HK'], default: 'en' },
    longText('notes', 'Notes', '備註', { max: 500 }),
    // Opted in to the trip messages (driver assigned with the tracking link, on the way, arrived).
    flag('notify', 'Receives Messages', '接收通知', { default: 0 }),
    recordStatus(),
  ],
  listColumns: ['name', 'mobile', 'email', 'language', 'notify', 'recordStatus'],
  filters: ['clientId', 'recordStatus'],
  search: ['name', 'mobile', 'email'],
  defaultSort: ['name', 'asc'],
});

export const clientPlaces = defineResource({
  name: 'clientPlaces',
  singular: 'clientPlace',
  label: { en: 'Stored Place', zh: '常用地點' },
  rights: { read: 'CLIENT', write: 'CLIENT' },
  childOnly: true,
  fields: [
    reference('clientId', 'Client', '客戶', 'clients', 'clientCode', { required: true }),
    text('label', 'Label', '名稱', { required: true, max: 100 }),
    // A location of the operator's, or a free address with its pricing zone (as an order's pick-up).
    reference('locationId', 'Location', '地點', 'locations', 'locationCode'),
    text('address', 'Address', '地址', { max: 200 }),
    text('zone', 'Zone', '區域', { max: 50 }),
  ],
  listColumns: ['label', 'locationId', 'address', 'zone'],
  filters: ['clientId'],
  search: ['label'],
  defaultSort: ['label', 'asc'],
  rules: [{ kind: 'oneOf', fields: ['locationId', 'address'] }],
});
