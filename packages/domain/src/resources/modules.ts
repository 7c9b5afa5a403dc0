import { code, defineResource, recordStatus, text } from './define.js';

export const modules = defineResource({
  name: 'modules',
  singular: 'module',
  label: { en: 'Module Security', zh: '模組權限' },
  rights: { read: 'MODULE', write: 'MODULE' },
  fields: [code('moduleCode', 'Code', '編號', 30), text('moduleDesc', 'Description', '描述', { max: 100 }), recordStatus()],
  listColumns: ['moduleCode', 'moduleDesc', 'recordStatus'],
  filters: ['moduleCode', 'recordStatus'],
  search: ['moduleCode', 'moduleDesc'],
  defaultSort: ['moduleCode', 'asc'],
});
