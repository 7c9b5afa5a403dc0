import { defineResource, email, phone, recordStatus, reference, text } from './define.js';

/** What a portal user may do: a BOOKER books and follows trips; an ADMIN also sees invoices and keeps the stored passengers and places (issue 33). */
export const CLIENT_USER_ROLES = ['BOOKER', 'ADMIN'] as const;
export type ClientUserRole = (typeof CLIENT_USER_ROLES)[number];

/*
 * The people of a client who sign in to the client portal (issue 33, docs/portal.md). Their
 * password is set through an invitation link (inviteClientUser) and never read or written here.
 */
export const clientUsers = defineResource({
  name: 'clientUsers',
  singular: 'clientUser',
  label: { en: 'Portal User', zh: '客戶平台用戶' },
  rights: { read: 'CLIENT', write: 'CLIENT' },
  childOnly: true,
  fields: [
    reference('clientId', 'Client', '客戶', 'clients', 'clientCode', { required: true }),
    text('username', 'Username', '用戶名稱', { required: true, max: 100, unique: true }),
    text('name', 'Name', '姓名', { required: true, max: 100 }),
    email('email'),
    phone('mobile', 'Mobile', '手提電話'),
    { name: 'role', type: 'status', label: { en: 'Role', zh: '角色' }, required: true, options: [...CLIENT_USER_ROLES], default: 'BOOKER' },
    { name: 'language', type: 'status', label: { en: 'Language', zh: '語言' }, required: true, options: ['en', 'zh-HK'], default: 'en' },
    recordStatus(),
  ],
  listColumns: ['username', 'name', 'email', 'mobile', 'role', 'language', 'recordStatus'],
  filters: ['clientId', 'role', 'recordStatus'],
  search: ['username', 'name', 'email'],
  defaultSort: ['username', 'asc'],
});
