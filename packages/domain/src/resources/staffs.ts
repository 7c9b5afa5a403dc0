import { code, defineResource, recordStatus, reference, text } from './define.js';

export const staffs = defineResource({
  name: 'staffs',
  singular: 'staff',
  label: { en: 'Staff', zh: '職員' },
  rights: { read: 'STAFF', write: 'STAFF' },
  fields: [
    code('staffCode', 'Staff Code', '職員編號', 20),
    text('staffNameEng', 'Name (English)', '姓名（英文）', { required: true, max: 100 }),
    text('staffNameChi', 'Name (Chinese)', '姓名（中文）', { max: 100 }),
    text('username', 'Username', '登入名稱', {
      required: true,
      max: 50,
      unique: true,
      pattern: { regex: '^[A-Za-z0-9._-]+$', message: 'may hold letters, digits, dot, underscore and dash only' },
    }),
    text('email', 'Email', '電郵', { max: 100, pattern: { regex: '^$|^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$', message: 'is not an email address' } }),
    text('mobileNo', 'Mobile', '手提電話', { max: 20, pattern: { regex: '^[0-9 +()-]*$', message: 'may hold digits, spaces, +, ( ) and - only' } }),
    reference('branchId', 'Home Branch', '所屬分行', 'branches', 'branchCode', { required: true }),
    reference('departmentId', 'Department', '部門', 'departments', 'departmentCode'),
    reference('staffShiftingId', 'Shift', '更次', 'staffShiftings', 'staffShiftingDesc'),
    text('clientGroupId', 'Client Group Id', '客戶組別', { max: 10, pattern: { regex: '^[0-9]*$', message: 'must be a number' } }),
    recordStatus(),
  ],
  listColumns: ['staffCode', 'staffNameEng', 'staffNameChi', 'username', 'branchId', 'recordStatus'],
  filters: ['staffCode', 'username', 'branchId', 'departmentId', 'recordStatus'],
  search: ['staffCode', 'staffNameEng', 'staffNameChi', 'username'],
  defaultSort: ['staffCode', 'asc'],
  children: [{ name: 'staffContacts', foreignKey: 'staffId' }],
});
