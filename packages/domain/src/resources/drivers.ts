import { code, date, defineResource, flag, mobile, phone, recordStatus, reference, text } from './define.js';

export const drivers = defineResource({
  name: 'drivers',
  singular: 'driver',
  label: { en: 'Driver', zh: '司機' },
  rights: { read: 'DRIVER', write: 'DRIVER' },
  branchScoped: true,
  fields: [
    code('driverNo', 'Driver No.', '司機編號', 10),
    text('driverNameEng', 'Name (English)', '姓名（英文）', { required: true, max: 100 }),
    text('driverNameChi', 'Name (Chinese)', '姓名（中文）', { max: 100 }),
    mobile('mobileNo', 'Mobile', '手提電話', { required: true }),
    mobile('mainlandMobileNo', 'Mainland Mobile', '國內手提電話'),
    reference('branchId', 'Branch', '分行', 'branches', 'branchCode', { required: true }),
    reference('fleetId', 'Fleet', '車隊', 'fleets', 'fleetCode'),
    reference('defaultVehicleId', 'Usual Vehicle', '常用車輛', 'vehicles', 'licensePlateNo'),
    reference('staffShiftingId', 'Usual Shift', '常用更次', 'staffShiftings', 'staffShiftingDesc'),
    date('joinDate', 'Join Date', '入職日期'),
    date('leaveDate', 'Leave Date', '離職日期'),
    flag('crossBorderFlag', 'Cross-border', '跨境', { default: 0 }),
    // Issue 16: part-time drivers earn a daily basic instead of overtime.
    { ...recordStatus('employmentType', ['FT', 'PT']), label: { en: 'Employment', zh: '僱用類別' }, default: 'FT' },
    { ...recordStatus('driverStatus'), label: { en: 'Status', zh: '狀態' } },
  ],
  listColumns: ['driverNo', 'driverNameEng', 'driverNameChi', 'mobileNo', 'fleetId', 'crossBorderFlag', 'driverStatus'],
  filters: ['driverNo', 'fleetId', 'crossBorderFlag', 'driverStatus'],
  search: ['driverNo', 'driverNameEng', 'driverNameChi', 'mobileNo'],
  defaultSort: ['driverNo', 'asc'],
  children: [
    { name: 'driverLicenses', foreignKey: 'driverId' },
    { name: 'driverLanguages', foreignKey: 'driverId' },
    { name: 'driverContacts', foreignKey: 'driverId' },
  ],
  rules: [{ kind: 'notBefore', from: 'joinDate', to: 'leaveDate' }],
});

export const driverLicenses = defineResource({
  name: 'driverLicenses',
  singular: 'driverLicense',
  label: { en: 'Driver Licence', zh: '駕駛執照' },
  rights: { read: 'DRIVER', write: 'DRIVER' },
  childOnly: true,
  fields: [
    reference('driverId', 'Driver', '司機', 'drivers', 'driverNo', { required: true }),
    reference('licenseTypeId', 'Licence Type', '執照類別', 'licenseTypes', 'licenseTypeCode', { required: true }),
    text('licenseNo', 'Licence No.', '執照號碼', { required: true, max: 30 }),
    date('issueDate', 'Issue Date', '簽發日期'),
    date('expiryDate', 'Expiry Date', '到期日期', { required: true }),
  ],
  listColumns: ['licenseTypeId', 'licenseNo', 'issueDate', 'expiryDate'],
  filters: ['driverId', 'licenseTypeId'],
  search: ['licenseNo'],
  defaultSort: ['expiryDate', 'asc'],
  rules: [{ kind: 'notBefore', from: 'issueDate', to: 'expiryDate' }],
});

export const LANGUAGE_LEVELS = ['F', 'G', 'B'];

export const driverLanguages = defineResource({
  name: 'driverLanguages',
  singular: 'driverLanguage',
  label: { en: 'Driver Language', zh: '司機語言' },
  rights: { read: 'DRIVER', write: 'DRIVER' },
  childOnly: true,
  fields: [
    reference('driverId', 'Driver', '司機', 'drivers', 'driverNo', { required: true }),
    text('language', 'Language', '語言', { required: true, max: 30, uniqueWithin: 'driverId' }),
    // F fluent, G good, B basic
    {
      name: 'proficiency',
      type: 'status',
      label: { en: 'Level (F fluent, G good, B basic)', zh: '程度' },
      required: true,
      options: LANGUAGE_LEVELS,
      default: 'G',
    },
  ],
  listColumns: ['language', 'proficiency'],
  filters: ['driverId', 'language'],
  search: ['language'],
  defaultSort: ['language', 'asc'],
});

export const driverContacts = defineResource({
  name: 'driverContacts',
  singular: 'driverContact',
  label: { en: 'Driver Contact', zh: '司機聯絡人' },
  rights: { read: 'DRIVER', write: 'DRIVER' },
  childOnly: true,
  fields: [
    reference('driverId', 'Driver', '司機', 'drivers', 'driverNo', { required: true }),
    text('contactName', 'Contact Name', '聯絡人', { required: true, max: 100 }),
    text('relationship', 'Relationship', '關係', { max: 50 }),
    phone('telNo', 'Telephone', '電話', { required: true }),
  ],
  listColumns: ['contactName', 'relationship', 'telNo'],
  filters: ['driverId'],
  search: ['contactName'],
  defaultSort: ['contactName', 'asc'],
});

/** A driver's password for the driver app page; the hash never leaves the server. */
export const driverAuths = defineResource({
  name: 'driverAuths',
  singular: 'driverAuth',
  label: { en: 'Driver App Password', zh: '司機應用程式密碼' },
  rights: { read: 'DRIVERAUTH', write: 'DRIVERAUTH' },
  fields: [
    { ...reference('driverId', 'Driver', '司機', 'drivers', 'driverNo', { required: true }), unique: true },
    text('loginName', 'Login Name', '登入名稱', {
      required: true,
      max: 30,
      unique: true,
      pattern: { regex: '^[A-Za-z0-9._-]+$', message: 'may hold letters, digits, dot, underscore and dash only' },
    }),
    { name: 'lastLoginDt', type: 'datetime', label: { en: 'Last Sign-in', zh: '最後登入' }, readOnly: true },
    recordStatus(),
  ],
  listColumns: ['driverId', 'loginName', 'lastLoginDt', 'recordStatus'],
  filters: ['driverId', 'loginName', 'recordStatus'],
  search: ['loginName'],
  defaultSort: ['loginName', 'asc'],
});
