import { code, defineResource, descChi, descEng, recordStatus, reference } from './define.js';

export const departments = defineResource({
  name: 'departments',
  singular: 'department',
  label: { en: 'Department', zh: '部門' },
  rights: { read: 'DEPARTMENT', write: 'DEPARTMENT' },
  branchScoped: true,
  fields: [
    code('departmentCode', 'Department Code', '部門編號', 10),
    descEng('departmentDescEng'),
    descChi('departmentDescChi'),
    reference('branchId', 'Branch', '分行', 'branches', 'branchCode', { required: true }),
    recordStatus(),
  ],
  listColumns: ['departmentCode', 'departmentDescEng', 'departmentDescChi', 'recordStatus'],
  filters: ['departmentCode', 'recordStatus'],
  search: ['departmentCode', 'departmentDescEng', 'departmentDescChi'],
  defaultSort: ['departmentCode', 'asc'],
});
