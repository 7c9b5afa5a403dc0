import { code, defineResource, descChi, descEng, recordStatus } from './define.js';

export const userGroups = defineResource({
  name: 'userGroups',
  singular: 'userGroup',
  label: { en: 'User Group', zh: '用戶組別' },
  rights: { read: 'USERGROUP', write: 'USERGROUP' },
  fields: [code('userGroup', 'User Group', '用戶組別', 30, { upper: false }), descEng('userGroupDescEng'), descChi('userGroupDescChi'), recordStatus()],
  listColumns: ['userGroup', 'userGroupDescEng', 'userGroupDescChi', 'recordStatus'],
  filters: ['userGroup', 'recordStatus'],
  search: ['userGroup', 'userGroupDescEng', 'userGroupDescChi'],
  defaultSort: ['userGroup', 'asc'],
});
