import type { Right } from './rights.js';

/**
 * Every screen route of the product (spec section 2), one source for the router,
 * the menu, the shortcuts, the function picker and the module-security button.
 *
 * `right` may list several codes: holding any one opens the route.
 * `exclude` keeps a route out of the function picker (parameterised and duplicate paths).
 * `screen` tells the web app what to show: a generic master file, a files index,
 * or a hand-written feature (features not built yet show a "not available yet" line).
 */
export type Screen =
  | { kind: 'resource'; resource: string }
  | { kind: 'filesIndex'; area: FilesArea }
  | { kind: 'feature'; name: string }
  /** An old address kept working: the router sends it on to `to` (whose own right then applies). */
  | { kind: 'redirect'; to: string };

export type FilesArea = 'operation' | 'system' | 'company';

export interface RouteDef {
  path: string;
  /** English title; `titleZh` beside it feeds the zh-HK text table (see i18n/catalogue.ts). */
  title: string;
  titleZh: string;
  right: Right | Right[];
  exclude?: boolean;
  screen: Screen;
}

const res = (resource: string): Screen => ({ kind: 'resource', resource });
const feature = (name: string): Screen => ({ kind: 'feature', name });
const files = (area: FilesArea): Screen => ({ kind: 'filesIndex', area });
const redirect = (to: string): Screen => ({ kind: 'redirect', to });

export const PUBLIC_PATHS = ['/login', '/driver/app/jobs'] as const;
export const HOME_PATH = '/operation/scheduling';
/** The operator's queue of client portal bookings to confirm (issue 33): its menu entry shows their count. */
export const PORTAL_QUEUE_PATH = '/operation/portalOrders';
export const BLANK_PATH = '/blank';
export const LOGIN_PATH = '/login';
export const LOGOUT_PATH = '/logout';
export const PRODUCT_TITLE = 'Limo Back Office';

/** Operation files: mounted under /operation/files. */
export const OPERATION_FILES: RouteDef[] = (<RouteDef[]>[
  { path: '/location', title: 'Location', titleZh: '地點', right: 'LOCATION', screen: res('locations') },
  { path: '/remark', title: 'Remark', titleZh: '備註', right: 'REMARK', screen: res('remarks') },
  { path: '/driver', title: 'Driver', titleZh: '司機', right: 'DRIVER', screen: res('drivers') },
  { path: '/vehicle', title: 'Vehicle', titleZh: '車輛', right: 'VEHICLE', screen: res('vehicles') },
  { path: '/vehicleType', title: 'Vehicle Type', titleZh: '車種', right: 'VEHICLETYPE', screen: res('vehicleTypes') },
  { path: '/clientType', title: 'Client Type', titleZh: '客戶類別', right: 'CLIENTTYPE', screen: res('clientTypes') },
  { path: '/clientTypeGroup', title: 'Client Type Group', titleZh: '客戶類別組別', right: 'CLIENTTYPEGROUP', screen: res('clientTypeGroups') },
  { path: '/clientGroup', title: 'Client Group', titleZh: '客戶組別', right: 'CLIENTGROUP', screen: res('clientGroups') },
  // Not in the spec's route table: the clients themselves (contacts, discounts, invoice lines); vendors have /company/vendor.
  { path: '/client', title: 'Client', titleZh: '客戶', right: 'CLIENT', screen: res('clients') },
  { path: '/orderEvent', title: 'Order Event', titleZh: '訂單活動', right: 'ORDEREVENT', screen: res('orderEvents') },
  { path: '/tariff', title: 'Tariff', titleZh: '收費表', right: 'TARIFF', screen: feature('tariff') },
  { path: '/tariffRate', title: 'Class Rate', titleZh: '車種收費', right: 'CLASSRATE', screen: feature('classRate') },
  { path: '/tariffRate/:tariffId/:vehicleTypeId', title: 'Class Rate', titleZh: '車種收費', right: 'CLASSRATE', exclude: true, screen: feature('classRate') },
  { path: '/petrolStation', title: 'Petrol Station', titleZh: '油站', right: 'PETROLSTATION', screen: res('petrolStations') },
  { path: '/tariffOC', title: 'Other Charges', titleZh: '其他費用', right: 'OTHERCHARGES', screen: feature('otherCharges') },
  { path: '/voucher', title: 'Voucher', titleZh: '禮券', right: 'VOUCHER', screen: res('vouchers') },
  { path: '/voucherredeem', title: 'Voucher Redeem', titleZh: '禮券兌換', right: 'VOUCHERREDEEM', screen: feature('voucherRedeem') },
  { path: '/tariffSP', title: 'Client Rate & Other Charges', titleZh: '客戶收費及其他費用', right: 'CLIENTRATE', screen: feature('clientRate') },
  {
    path: '/tariffSP/:id',
    title: 'Client Rate & Other Charges',
    titleZh: '客戶收費及其他費用',
    right: 'CLIENTRATE',
    exclude: true,
    screen: feature('clientRate'),
  },
  { path: '/clientOCParm', title: 'Client Contract Terms', titleZh: '客戶合約條款', right: 'CLIENTCONTRACTTERMS', screen: feature('clientContractTerms') },
  { path: '/apiVehicleType', title: 'API Vehicle Type', titleZh: '接口車種', right: 'APIVEHICLETYPE', screen: res('apiVehicleTypes') },
  { path: '/country', title: 'Country', titleZh: '國家', right: 'COUNTRY', screen: res('countries') },
  { path: '/city', title: 'City', titleZh: '城市', right: 'CITY', screen: res('cities') },
  { path: '/invoiceHeader', title: 'Invoice Header', titleZh: '發票抬頭', right: 'INVOICEHEADER', screen: res('invoiceHeaders') },
  { path: '/licenseType', title: 'Licence Type', titleZh: '駕駛執照類別', right: 'LICENSETYPE', screen: res('licenseTypes') },
  { path: '/vehicleTypeMap', title: 'Vehicle Type Map', titleZh: '車種對照', right: 'VEHICLETYPEMAP', screen: res('vehicleTypeMaps') },
  { path: '/salesmanType', title: 'Location Type', titleZh: '地點類別', right: 'LOCATIONTYPE', screen: res('salesmanTypes') },
  { path: '/locationAssociate', title: 'Location Associate', titleZh: '相關地點', right: 'LOCATIONASSOCIATE', screen: res('locationAssociates') },
  { path: '/locationPattern', title: 'Location Pattern', titleZh: '地點配對', right: 'LOCATIONPATTERN', screen: res('locationPatterns') },
  { path: '/contractTermOCParm', title: 'Contract Terms', titleZh: '合約條款', right: 'CONTRACTTERMS', screen: feature('contractTerms') },
  { path: '/contractTermType', title: 'Contract Term Type', titleZh: '合約條款類別', right: 'CONTRACTTERMTYPE', screen: feature('contractTermType') },
  // Not in the spec's route table (issue 15): the SMS templates and the operator's flight timetable.
  { path: '/sms', title: 'SMS Template', titleZh: '短訊範本', right: 'ORDERING', screen: res('smses') },
  { path: '/flightSchedule', title: 'Flight Timetable', titleZh: '航班時間表', right: 'OPERATIONFILES', screen: res('flightSchedules') },
  { path: '/driverAuth', title: 'Driver App Password', titleZh: '司機應用程式密碼', right: 'DRIVERAUTH', screen: res('driverAuths') },
  // Issue 32: minutes between zones by hour, read by the clash rule; the grid's readers see it, its writers change it.
  {
    path: '/zoneTravelTime',
    title: 'Zone Travel Times',
    titleZh: '分區車程時間',
    right: ['SCHEDULING', 'SCHEDULINGWRITE'],
    screen: res('zoneTravelTimes'),
  },
]).map((r) => ({ ...r, path: `/operation/files${r.path}` }));

export const SYSTEM_FILES: RouteDef[] = [
  { path: '/system/cancelReason', title: 'Cancel Reason', titleZh: '取消原因', right: 'CANCELREASON', screen: res('cancelReasons') },
  { path: '/system/title', title: 'Title', titleZh: '稱謂', right: 'TITLE', screen: res('titles') },
  { path: '/system/staffShifting', title: 'Staff Shifting', titleZh: '職員更次', right: 'STAFFSHIFTING', screen: res('staffShiftings') },
  { path: '/system/fleet', title: 'Fleet', titleZh: '車隊', right: 'FLEET', screen: res('fleets') },
  { path: '/system/company', title: 'Company', titleZh: '公司', right: 'COMPANY', screen: res('companies') },
  { path: '/system/sysParameter', title: 'System Parameter', titleZh: '系統參數', right: 'SYSTEMPARM', screen: res('sysParameters') },
  { path: '/system/staff', title: 'Staff', titleZh: '職員', right: 'STAFF', screen: res('staffs') },
  { path: '/system/userGroup', title: 'User Group', titleZh: '用戶組別', right: 'USERGROUP', screen: res('userGroups') },
  { path: '/system/module', title: 'Module Security', titleZh: '模組權限', right: 'MODULE', screen: res('modules') },
];

export const COMPANY_FILES: RouteDef[] = [
  { path: '/company/branch', title: 'Branch', titleZh: '分行', right: 'BRANCH', screen: res('branches') },
  { path: '/company/department', title: 'Department', titleZh: '部門', right: 'DEPARTMENT', screen: res('departments') },
  { path: '/company/vendor', title: 'Vendor', titleZh: '外判商', right: 'CLIENT', screen: feature('vendor') },
  { path: '/company/Bank', title: 'Bank', titleZh: '銀行', right: 'BANK', screen: res('banks') },
  { path: '/company/CardType', title: 'Fusion Promo', titleZh: '推廣卡', right: 'CARDTYPE', screen: res('cardTypes') },
  { path: '/company/PaymentMethod', title: 'Payment Method', titleZh: '付款方式', right: 'PAYMENTMETHOD', screen: res('paymentMethods') },
];

const REPORTS: RouteDef[] = [
  { path: '/report/report', title: 'Report', titleZh: '報表', right: 'REPORTMENU', screen: feature('reportMenu') },
  { path: '/report/salesreport', title: 'Sales Report', titleZh: '銷售報表', right: 'SALESREPORT', screen: feature('salesReport') },
  { path: '/report/cashreport', title: 'Cash Report', titleZh: '現金報表', right: 'CASHREPORT', screen: feature('cashReport') },
  { path: '/report/airportOrderList', title: 'Airport Order List', titleZh: '機場訂單列表', right: 'AIRPORTORDERLIST', screen: feature('airportOrderList') },
  {
    path: '/report/outsourcePLReport',
    title: 'Outsource P&L Report',
    titleZh: '外判損益報表',
    right: 'OUTSOURCEPLREPORT',
    screen: feature('outsourcePLReport'),
  },
  { path: '/report/ordersStatistic', title: 'Orders Statistic', titleZh: '訂單統計', right: 'ORDERSSTATISTIC', screen: feature('ordersStatistic') },
  { path: '/report/resPerformance', title: 'Reservation Performance', titleZh: '訂車表現', right: 'RESPERFORMANCE', screen: feature('resPerformance') },
  { path: '/report/ReducePayReport', title: 'Reduce Pay Report', titleZh: '折扣及手動車資報表', right: 'REDUCEPAYRPT', screen: feature('reducePayReport') },
  { path: '/report/RefuelReport', title: 'Refuel Report', titleZh: '入油報表', right: 'REFUELRPT', screen: feature('refuelReport') },
  { path: '/report/DriverOTReport', title: 'Driver OT Report', titleZh: '司機超時工作報表', right: 'DRIVEROTRPT', screen: feature('driverOTReport') },
  { path: '/report/InvoiceReport', title: 'Invoice Report', titleZh: '發票報表', right: 'INVOICERPT', screen: feature('invoiceReport') },
  { path: '/report/ClientSalesReport', title: 'Client Sales Report', titleZh: '客戶銷售報表', right: 'CLIENTSALESRPT', screen: feature('clientSalesReport') },
  { path: '/report/dashboard', title: 'Dashboard', titleZh: '儀表板', right: 'DASHBOARD', screen: feature('dashboard') },
];

export const ROUTES: RouteDef[] = [
  { path: '/order/ordering2', title: 'Ordering', titleZh: '訂單輸入', right: 'ORDERING', screen: feature('ordering') },
  { path: '/order/ordering3/:id', title: 'Ordering', titleZh: '訂單輸入', right: 'ORDERING', exclude: true, screen: feature('ordering') },
  // The operator's queue of client portal bookings (issue 33).
  { path: PORTAL_QUEUE_PATH, title: 'To Confirm', titleZh: '待確認', right: 'ORDERING', screen: feature('portalQueue') },
  { path: '/order/BatchVoid', title: 'Batch Void', titleZh: '批量作廢', right: 'BATCHVOID', screen: feature('batchVoid') },
  { path: '/operation/driverJob', title: 'Driver Job', titleZh: '司機工作', right: 'DRIVERJOB', screen: feature('driverJob') },
  {
    path: '/operation/driverJob/:driverId/:dutyDate',
    title: 'Driver Job',
    titleZh: '司機工作',
    right: 'DRIVERJOB',
    exclude: true,
    screen: feature('driverJob'),
  },
  { path: '/operation/driverRoster', title: 'Driver Roster', titleZh: '司機更表', right: 'DRIVERROSTER', screen: feature('driverRoster') },
  { path: '/operation/scheduling', title: 'Scheduling', titleZh: '派車編排', right: ['SCHEDULING', 'SCHEDULINGWRITE'], screen: feature('scheduling') },
  { path: '/operation/scheduling4', title: 'Scheduling', titleZh: '派車編排', right: 'SCHEDULING', exclude: true, screen: feature('scheduling') },
  { path: '/operation/RealTimeVehicle', title: 'Real Time Vehicle', titleZh: '實時車輛', right: 'SCHEDULING', screen: feature('realTimeVehicle') },
  { path: '/operation/LeaveApproval', title: 'Leave Approval', titleZh: '請假審批', right: 'LEAVEAPPROVAL', screen: feature('leaveApproval') },
  { path: '/operation/departureNotice', title: 'Departure Notice', titleZh: '離港通知', right: 'DEPARTURENOTE', screen: feature('departureNotice') },
  { path: '/operation/airportSign', title: 'Airport Sign', titleZh: '機場接機牌', right: 'AIRPORTSIGN', screen: feature('airportSign') },
  { path: '/operation/orderAPI', title: 'Order API', titleZh: '訂單接口', right: 'ORDERAPI', screen: feature('orderApi') },
  // Issue 33: the emails and SMS to portal bookers and passengers; who reads the SMS log reads it.
  { path: '/operation/messageLog', title: 'Message Log', titleZh: '訊息記錄', right: 'ORDERING', screen: feature('messageLog') },
  { path: '/operation/recalcOrder', title: 'Recalculate Order', titleZh: '重新計算訂單', right: 'RECALCORDER', screen: feature('recalcOrder') },
  { path: '/operation/orderEnquiry', title: 'Order Enquiry', titleZh: '訂單查詢', right: 'ORDERENQUIRY', screen: feature('orderEnquiry') },
  { path: '/operation/files', title: 'Operation Files', titleZh: '營運檔案', right: 'OPERATIONFILES', screen: files('operation') },
  ...OPERATION_FILES,
  { path: '/system/files', title: 'System Files', titleZh: '系統檔案', right: 'SYSTEMFILES', screen: files('system') },
  ...SYSTEM_FILES,
  { path: '/system/changePassword', title: 'Change Password', titleZh: '更改密碼', right: 'ALL', screen: feature('changePassword') },
  { path: '/company/files', title: 'Company Files', titleZh: '公司檔案', right: 'COMPANYFILES', screen: files('company') },
  ...COMPANY_FILES,
  ...REPORTS,
  { path: '/HR/AllowanceRate', title: 'Allowance Rate', titleZh: '津貼率', right: 'ALLOWANCERATE', screen: feature('allowanceRate') },
  { path: '/HR/driverAllowance', title: 'Driver Allowance', titleZh: '司機津貼', right: 'DRIVERALLOWANCE', screen: feature('driverAllowance') },
  { path: '/HR/driverRosterHR', title: 'Driver Roster HR', titleZh: '司機更表（人事）', right: 'DRIVERROSTERHR', screen: feature('driverRosterHR') },
  { path: '/Account/orderInvoice', title: 'Order Invoice', titleZh: '訂單發票', right: 'ORDERINVOICE', screen: feature('orderInvoice') },
  { path: '/Account/invoicing', title: 'Invoicing', titleZh: '發票', right: 'INVOICING', screen: feature('invoicing') },
  // The partner feed's screen lives at /operation/orderAPI; the old address leads there.
  { path: '/chinalink', title: 'chinaLink', titleZh: '中國連線', right: 'ALL', exclude: true, screen: redirect('/operation/orderAPI') },
  { path: '/blank', title: '', titleZh: '', right: 'ALL', exclude: true, screen: feature('blank') },
];

export const FILES_BY_AREA: Record<FilesArea, RouteDef[]> = {
  operation: OPERATION_FILES.filter((r) => !r.exclude),
  system: SYSTEM_FILES,
  company: COMPANY_FILES,
};

/** The rights that open a route, as a list. */
export function routeRights(route: Pick<RouteDef, 'right'>): Right[] {
  return typeof route.right === 'string' ? [route.right] : route.right;
}

/**
 * The route a concrete path belongs to. Path matching ignores case, as the menu
 * links of the spec differ in case from the route table (/Operation/LeaveApproval).
 */
export function findRoute(pathname: string): RouteDef | undefined {
  const parts = pathname.replace(/\/+$/, '').toLowerCase().split('/');
  return ROUTES.find((r) => {
    const pattern = r.path.toLowerCase().split('/');
    return pattern.length === parts.length && pattern.every((p, i) => p.startsWith(':') || p === parts[i]);
  });
}

export interface MenuEntry {
  label: string;
  labelZh: string;
  path?: string;
  right: Right;
  children?: MenuEntry[];
}

/** The text key of a route's title in the text tables: `route.<path>`. */
export const routeTextKey = (route: Pick<RouteDef, 'path'>) => `route.${route.path}` as const;

/** The text key of a menu entry: `menu.<path>`, or `menu.group.<label>` for a group header. */
export const menuTextKey = (entry: Pick<MenuEntry, 'path' | 'label'>) => (entry.path ? `menu.${entry.path}` : `menu.group.${entry.label}`) as `menu.${string}`;

/** The text key of a shortcut button: `shortcut.<path>`. */
export const shortcutTextKey = (entry: Pick<MenuEntry, 'path' | 'label'>) => `shortcut.${entry.path ?? entry.label}` as const;

/** The left menu of spec section 2, in its order. */
export const MENU: MenuEntry[] = [
  { label: 'Ordering', labelZh: '訂單輸入', path: '/order/ordering2', right: 'ORDERING' },
  { label: 'To Confirm', labelZh: '待確認', path: PORTAL_QUEUE_PATH, right: 'ORDERING' },
  { label: 'Voucher', labelZh: '禮券', path: '/operation/files/voucherredeem', right: 'VOUCHERREDEEM' },
  {
    label: 'Operation',
    labelZh: '營運',
    right: 'OPERATIONMENU',
    children: [
      { label: 'Driver Job', labelZh: '司機工作', path: '/operation/driverJob', right: 'DRIVERJOB' },
      { label: 'Scheduling', labelZh: '派車編排', path: '/operation/scheduling', right: 'SCHEDULING' },
      { label: 'Driver Roster', labelZh: '司機更表', path: '/operation/driverRoster', right: 'DRIVERROSTER' },
      { label: 'Enquiry', labelZh: '查詢', path: '/operation/orderenquiry', right: 'ORDERENQUIRY' },
      { label: 'Files', labelZh: '檔案', path: '/operation/files', right: 'OPERATIONFILES' },
      { label: 'Depart. Notice', labelZh: '離港通知', path: '/operation/departureNotice', right: 'DEPARTURENOTE' },
      { label: 'Airport Sign', labelZh: '機場接機牌', path: '/operation/airportSign', right: 'AIRPORTSIGN' },
      { label: 'Order API', labelZh: '訂單接口', path: '/operation/orderAPI', right: 'ORDERAPI' },
      { label: 'Message Log', labelZh: '訊息記錄', path: '/operation/messageLog', right: 'ORDERING' },
      { label: 'Leave Approval', labelZh: '請假審批', path: '/Operation/LeaveApproval', right: 'LEAVEAPPROVAL' },
    ],
  },
  {
    label: 'HR',
    labelZh: '人事',
    right: 'HRMENU',
    children: [
      { label: 'Allowance Rate', labelZh: '津貼率', path: '/HR/allowanceRate', right: 'ALLOWANCERATE' },
      { label: 'Driver Allowance', labelZh: '司機津貼', path: '/HR/driverAllowance', right: 'DRIVERALLOWANCE' },
      { label: 'Driver Roster HR', labelZh: '司機更表（人事）', path: '/HR/DriverRosterHR', right: 'DRIVERROSTERHR' },
    ],
  },
  {
    label: 'Account',
    labelZh: '會計',
    right: 'ACCOUNTMENU',
    children: [
      { label: 'Order Invoice', labelZh: '訂單發票', path: '/Account/orderInvoice', right: 'ORDERINVOICE' },
      { label: 'Invoicing', labelZh: '發票', path: '/Account/invoicing', right: 'INVOICING' },
    ],
  },
  { label: 'Company', labelZh: '公司', right: 'COMPANYMENU', children: [{ label: 'Files', labelZh: '檔案', path: '/company/files', right: 'COMPANYFILES' }] },
  { label: 'System', labelZh: '系統', right: 'SYSTEMMENU', children: [{ label: 'Files', labelZh: '檔案', path: '/system/files', right: 'SYSTEMFILES' }] },
  { label: 'Report', labelZh: '報表', path: '/report/report', right: 'REPORTMENU' },
  { label: 'Log Out', labelZh: '登出', path: '/logout', right: 'ALL' },
];

export const SHORTCUTS: MenuEntry[] = [
  { label: 'Scheduling', labelZh: '派車編排', path: '/operation/scheduling', right: 'SCHEDULING' },
  { label: 'Ordering', labelZh: '訂單輸入', path: '/order/ordering2', right: 'ORDERING' },
  { label: 'Driver Roster', labelZh: '司機更表', path: '/operation/driverRoster', right: 'DRIVERROSTER' },
  { label: 'Driver Job', labelZh: '司機工作', path: '/operation/driverJob', right: 'DRIVERJOB' },
];
