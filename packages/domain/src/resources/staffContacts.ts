import { defineResource, reference, text } from './define.js';

export const staffContacts = defineResource({
  name: 'staffContacts',
  singular: 'staffContact',
  label: { en: 'Staff Contact', zh: '職員聯絡人' },
  rights: { read: 'STAFF', write: 'STAFF' },
  childOnly: true,
  fields: [
    reference('staffId', 'Staff', '職員', 'staffs', 'staffCode', { required: true }),
    text('contactName', 'Contact Name', '聯絡人', { required: true, max: 100 }),
    text('relationship', 'Relationship', '關係', { max: 50 }),
    text('telNo', 'Telephone', '電話', { required: true, max: 20, pattern: { regex: '^[0-9 +()-]+$', message: 'may hold digits, spaces, +, ( ) and - only' } }),
  ],
  listColumns: ['contactName', 'relationship', 'telNo'],
  filters: ['staffId'],
  search: ['contactName'],
  defaultSort: ['contactName', 'asc'],
});
