import { code, defineResource, recordStatus, text } from './define.js';

const phone = { max: 20, pattern: { regex: '^[0-9 +()-]*$', message: 'may hold digits, spaces, +, ( ) and - only' } };

export const companies = defineResource({
  name: 'companies',
  singular: 'company',
  label: { en: 'Company', zh: '公司' },
  rights: { read: 'COMPANY', write: 'COMPANY' },
  fields: [
    code('companyCode', 'Company Code', '公司編號', 10),
    text('companyNameEng', 'Name (English)', '名稱（英文）', { required: true, max: 100 }),
    text('companyNameChi', 'Name (Chinese)', '名稱（中文）', { max: 100 }),
    text('brNo', 'Business Registration No.', '商業登記號碼', { max: 30 }),
    text('address', 'Address', '地址', { max: 200 }),
    text('telNo', 'Telephone', '電話', phone),
    text('faxNo', 'Fax', '傳真', phone),
    text('email', 'Email', '電郵', { max: 100, pattern: { regex: '^$|^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$', message: 'is not an email address' } }),
    recordStatus(),
  ],
  listColumns: ['companyCode', 'companyNameEng', 'companyNameChi', 'telNo', 'recordStatus'],
  filters: ['companyCode', 'recordStatus'],
  search: ['companyCode', 'companyNameEng', 'companyNameChi'],
  defaultSort: ['companyCode', 'asc'],
});
