import { code, defineResource, recordStatus, reference, text } from './define.js';

export const branches = defineResource({
  name: 'branches',
  singular: 'branch',
  label: { en: 'Branch', zh: '分行' },
  rights: { read: 'BRANCH', write: 'BRANCH' },
  fields: [
    code('branchCode', 'Branch Code', '分行編號', 10),
    text('branchNameEng', 'Name (English)', '名稱（英文）', { required: true, max: 100 }),
    text('branchNameChi', 'Name (Chinese)', '名稱（中文）', { max: 100 }),
    reference('companyId', 'Company', '公司', 'companies', 'companyCode'),
    text('address', 'Address', '地址', { max: 200 }),
    text('telNo', 'Telephone', '電話', { max: 20, pattern: { regex: '^[0-9 +()-]*$', message: 'may hold digits, spaces, +, ( ) and - only' } }),
    // The zone a duty starts from (issue 32, the day planner); empty: the first airport location's zone.
    text('baseZone', 'Base Zone', '基地分區', { max: 50 }),
    recordStatus(),
  ],
  listColumns: ['branchCode', 'branchNameEng', 'branchNameChi', 'telNo', 'recordStatus'],
  filters: ['branchCode', 'companyId', 'recordStatus'],
  search: ['branchCode', 'branchNameEng', 'branchNameChi'],
  defaultSort: ['branchCode', 'asc'],
});
