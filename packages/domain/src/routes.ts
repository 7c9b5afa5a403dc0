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
export type Screen = { kind: 'resource'; resource: string } | { kind: 'filesIndex'; area: FilesArea } | { kind: 'feature'; name: string };

export type FilesArea = 'operation' | 'system' | 'company';

export interface RouteDef {
  path: string;
  title: string;
  right: Right | Right[];
  exclude?: boolean;
  screen: Screen;
}

const res = (resource: string): Screen => ({ kind: 'resource', resource });
const feature = (name: string): Screen => ({ kind: 'feature', name });
const files = (area: FilesArea): Screen => ({ kind: 'filesIndex', area });

export const PUBLIC_PATHS = ['/login', '/driver/app/jobs'] as const;
export const HOME_PATH = '/operation/scheduling';
export const BLANK_PATH = '/blank';
export const LOGIN_PATH = '/login';
export const LOGOUT_PATH = '/logout';
export const PRODUCT_TITLE = 'Limo Back Office';

/** Operation files: mounted under /operation/files. */
export const OPERATION_FILES: RouteDef[] = (<RouteDef[]>[
  { path: '/location', title: 'Location', right: 'LOCATION', screen: res('locations') },
  { path: '/remark', title: 'Remark', right: 'REMARK', screen: res('remarks') },
  { path: '/driver', title: 'Driver', right: 'DRIVER', screen: res('drivers') },
  { path: '/vehicle', title: 'Vehicle', right: 'VEHICLE', screen: res('vehicles') },
  { path: '/vehicleType', title: 'Vehicle Type', right: 'VEHICLETYPE', screen: res('vehicleTypes') },
  { path: '/clientType', title: 'Client Type', right: 'CLIENTTYPE', screen: res('clientTypes') },
  { path: '/clientTypeGroup', title: 'Client Type Group', right: 'CLIENTTYPEGROUP', screen: res('clientTypeGroups') },
  { path: '/clientGroup', title: 'Client Group', right: 'CLIENTGROUP', screen: res('clientGroups') },
  // Not in the spec's route table: the clients themselves (contacts, discounts, invoice lines); vendors have /company/vendor.
  { path: '/client', title: 'Client', right: 'CLIENT', screen: res('clients') },
  { path: '/orderEvent', title: 'Order Event', right: 'ORDEREVENT', screen: res('orderEvents') },
  { path: '/tariff', title: 'Tariff', right: 'TARIFF', screen: feature('tariff') },
  { path: '/tariffRate', title: 'Class Rate', right: 'CLASSRATE', screen: feature('classRate') },
  { path: '/tariffRate/:tariffId/:vehicleTypeId', title: 'Class Rate', right: 'CLASSRATE', exclude: true, screen: feature('classRate') },
  { path: '/petrolStation', title: 'Petrol Station', right: 'PETROLSTATION', screen: res('petrolStations') },
  { path: '/tariffOC', title: 'Other Charges', right: 'OTHERCHARGES', screen: feature('otherCharges') },
  { path: '/voucher', title: 'Voucher', right: 'VOUCHER', screen: res('vouchers') },
  { path: '/voucherredeem', title: 'Voucher Redeem', right: 'VOUCHERREDEEM', screen: feature('voucherRedeem') },
  { path: '/tariffSP', title: 'Client Rate & Other Charges', right: 'CLIENTRATE', screen: feature('clientRate') },
  { path: '/tariffSP/:id', title: 'Client Rate & Other Charges', right: 'CLIENTRATE', exclude: true, screen: feature('clientRate') },
  { path: '/clientOCParm', title: 'Client Contract Terms', right: 'CLIENTCONTRACTTERMS', screen: feature('clientContractTerms') },
  { path: '/apiVehicleType', title: 'API Vehicle Type', right: 'APIVEHICLETYPE', screen: res('apiVehicleTypes') },
  { path: '/country', title: 'Country', right: 'COUNTRY', screen: res('countries') },
  { path: '/city', title: 'City', right: 'CITY', screen: res('cities') },
  { path: '/invoiceHeader', title: 'Invoice Header', right: 'INVOICEHEADER', screen: res('invoiceHeaders') },
  { path: '/licenseType', title: 'Licence Type', right: 'LICENSETYPE', screen: res('licenseTypes') },
  { path: '/vehicleTypeMap', title: 'Vehicle Type Map', right: 'VEHICLETYPEMAP', screen: res('vehicleTypeMaps') },
  { path: '/salesmanType', title: 'Location Type', right: 'LOCATIONTYPE', screen: res('salesmanTypes') },
  { path: '/locationAssociate', title: 'Location Associate', right: 'LOCATIONASSOCIATE', screen: res('locationAssociates') },
  { path: '/locationPattern', title: 'Location Pattern', right: 'LOCATIONPATTERN', screen: res('locationPatterns') },
  { path: '/contractTermOCParm', title: 'Contract Terms', right: 'CONTRACTTERMS', screen: feature('contractTerms') },
  { path: '/contractTermType', title: 'Contract Term Type', right: 'CONTRACTTERMTYPE', screen: feature('contractTermType') },
  { path: '/driverAuth', title: 'Driver App Password', right: 'DRIVERAUTH', screen: res('driverAuths') },
]).map((r) => ({ ...r, path: `/operation/files${r.path}` }));

export const SYSTEM_FILES: RouteDef[] = [
  { path: '/system/cancelReason', title: 'Cancel Reason', right: 'CANCELREASON', screen: res('cancelReasons') },
  { path: '/system/title', title: 'Title', right: 'TITLE', screen: res('titles') },
  { path: '/system/staffShifting', title: 'Staff Shifting', right: 'STAFFSHIFTING', screen: res('staffShiftings') },
  { path: '/system/fleet', title: 'Fleet', right: 'FLEET', screen: res('fleets') },
  { path: '/system/company', title: 'Company', right: 'COMPANY', screen: res('companies') },
  { path: '/system/sysParameter', title: 'System Parameter', right: 'SYSTEMPARM', screen: res('sysParameters') },
  { path: '/system/staff', title: 'Staff', right: 'STAFF', screen: res('staffs') },
  { path: '/system/userGroup', title: 'User Group', right: 'USERGROUP', screen: res('userGroups') },
  { path: '/system/module', title: 'Module Security', right: 'MODULE', screen: res('modules') },
];

export const COMPANY_FILES: RouteDef[] = [
  { path: '/company/branch', title: 'Branch', right: 'BRANCH', screen: res('branches') },
  { path: '/company/department', title: 'Department', right: 'DEPARTMENT', screen: res('departments') },
  { path: '/company/vendor', title: 'Vendor', right: 'CLIENT', screen: feature('vendor') },
  { path: '/company/Bank', title: 'Bank', right: 'BANK', screen: res('banks') },
  { path: '/company/CardType', title: 'Fusion Promo', right: 'CARDTYPE', screen: res('cardTypes') },
  { path: '/company/PaymentMethod', title: 'Payment Method', right: 'PAYMENTMETHOD', screen: res('paymentMethods') },
];

const REPORTS: RouteDef[] = [
  { path: '/report/report', title: 'Report', right: 'REPORTMENU', screen: feature('reportMenu') },
  { path: '/report/salesreport', title: 'Sales Report', right: 'SALESREPORT', screen: feature('salesReport') },
  { path: '/report/cashreport', title: 'Cash Report', right: 'CASHREPORT', screen: feature('cashReport') },
  { path: '/report/airportOrderList', title: 'Airport Order List', right: 'AIRPORTORDERLIST', screen: feature('airportOrderList') },
  { path: '/report/outsourcePLReport', title: 'Outsource P&L Report', right: 'OUTSOURCEPLREPORT', screen: feature('outsourcePLReport') },
  { path: '/report/ordersStatistic', title: 'Orders Statistic', right: 'ORDERSSTATISTIC', screen: feature('ordersStatistic') },
  { path: '/report/resPerformance', title: 'Reservation Performance', right: 'RESPERFORMANCE', screen: feature('resPerformance') },
  { path: '/report/ReducePayReport', title: 'Reduce Pay Report', right: 'REDUCEPAYRPT', screen: feature('reducePayReport') },
  { path: '/report/RefuelReport', title: 'Refuel Report', right: 'REFUELRPT', screen: feature('refuelReport') },
  { path: '/report/DriverOTReport', title: 'Driver OT Report', right: 'DRIVEROTRPT', screen: feature('driverOTReport') },
  { path: '/report/InvoiceReport', title: 'Invoice Report', right: 'INVOICERPT', screen: feature('invoiceReport') },
  { path: '/report/ClientSalesReport', title: 'Client Sales Report', right: 'CLIENTSALESRPT', screen: feature('clientSalesReport') },
  { path: '/report/dashboard', title: 'Dashboard', right: 'DASHBOARD', screen: feature('dashboard') },
];

export const ROUTES: RouteDef[] = [
  { path: '/order/ordering2', title: 'Ordering', right: 'ORDERING', screen: feature('ordering') },
  { path: '/order/ordering3/:id', title: 'Ordering', right: 'ORDERING', exclude: true, screen: feature('ordering') },
  { path: '/order/BatchVoid', title: 'Batch Void', right: 'BATCHVOID', screen: feature('batchVoid') },
  { path: '/operation/driverJob', title: 'Driver Job', right: 'DRIVERJOB', screen: feature('driverJob') },
  { path: '/operation/driverJob/:driverId/:dutyDate', title: 'Driver Job', right: 'DRIVERJOB', exclude: true, screen: feature('driverJob') },
  { path: '/operation/driverRoster', title: 'Driver Roster', right: 'DRIVERROSTER', screen: feature('driverRoster') },
  { path: '/operation/scheduling', title: 'Scheduling', right: ['SCHEDULING', 'SCHEDULINGWRITE'], screen: feature('scheduling') },
  { path: '/operation/scheduling4', title: 'Scheduling', right: 'SCHEDULING', exclude: true, screen: feature('scheduling') },
  { path: '/operation/RealTimeVehicle', title: 'Real Time Vehicle', right: 'SCHEDULING', screen: feature('realTimeVehicle') },
  { path: '/operation/LeaveApproval', title: 'Leave Approval', right: 'LEAVEAPPROVAL', screen: feature('leaveApproval') },
  { path: '/operation/departureNotice', title: 'Departure Notice', right: 'DEPARTURENOTE', screen: feature('departureNotice') },
  { path: '/operation/airportSign', title: 'Airport Sign', right: 'AIRPORTSIGN', screen: feature('airportSign') },
  { path: '/operation/orderAPI', title: 'Order API', right: 'ORDERAPI', screen: feature('orderApi') },
  { path: '/operation/recalcOrder', title: 'Recalculate Order', right: 'RECALCORDER', screen: feature('recalcOrder') },
  { path: '/operation/orderEnquiry', title: 'Order Enquiry', right: 'ORDERENQUIRY', screen: feature('orderEnquiry') },
  { path: '/operation/files', title: 'Operation Files', right: 'OPERATIONFILES', screen: files('operation') },
  ...OPERATION_FILES,
  { path: '/system/files', title: 'System Files', right: 'SYSTEMFILES', screen: files('system') },
  ...SYSTEM_FILES,
  { path: '/system/changePassword', title: 'Change Password', right: 'ALL', screen: feature('changePassword') },
  { path: '/company/files', title: 'Company Files', right: 'COMPANYFILES', screen: files('company') },
  ...COMPANY_FILES,
  ...REPORTS,
  { path: '/HR/AllowanceRate', title: 'Allowance Rate', right: 'ALLOWANCERATE', screen: feature('allowanceRate') },
  { path: '/HR/driverAllowance', title: 'Driver Allowance', right: 'DRIVERALLOWANCE', screen: feature('driverAllowance') },
  { path: '/HR/driverRosterHR', title: 'Driver Roster HR', right: 'DRIVERROSTERHR', screen: feature('driverRosterHR') },
  { path: '/Account/orderInvoice', title: 'Order Invoice', right: 'ORDERINVOICE', screen: feature('orderInvoice') },
  { path: '/Account/invoicing', title: 'Invoicing', right: 'INVOICING', screen: feature('invoicing') },
  { path: '/chinalink', title: 'chinaLink', right: 'ALL', exclude: true, screen: feature('chinaLink') },
  { path: '/blank', title: '', right: 'ALL', exclude: true, screen: feature('blank') },
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
  path?: string;
  right: Right;
  children?: MenuEntry[];
}

/** The left menu of spec section 2, in its order. */
export const MENU: MenuEntry[] = [
  { label: 'Ordering', path: '/order/ordering2', right: 'ORDERING' },
  { label: 'Voucher', path: '/operation/files/voucherredeem', right: 'VOUCHERREDEEM' },
  {
    label: 'Operation',
    right: 'OPERATIONMENU',
    children: [
      { label: 'Driver Job', path: '/operation/driverJob', right: 'DRIVERJOB' },
      { label: 'Scheduling', path: '/operation/scheduling', right: 'SCHEDULING' },
      { label: 'Driver Roster', path: '/operation/driverRoster', right: 'DRIVERROSTER' },
      { label: 'Enquiry', path: '/operation/orderenquiry', right: 'ORDERENQUIRY' },
      { label: 'Files', path: '/operation/files', right: 'OPERATIONFILES' },
      { label: 'Depart. Notice', path: '/operation/departureNotice', right: 'DEPARTURENOTE' },
      { label: 'Airport Sign', path: '/operation/airportSign', right: 'AIRPORTSIGN' },
      { label: 'Order API', path: '/operation/orderAPI', right: 'ORDERAPI' },
      { label: 'Leave Approval', path: '/Operation/LeaveApproval', right: 'LEAVEAPPROVAL' },
    ],
  },
  {
    label: 'HR',
    right: 'HRMENU',
    children: [
      { label: 'Allowance Rate', path: '/HR/allowanceRate', right: 'ALLOWANCERATE' },
      { label: 'Driver Allowance', path: '/HR/driverAllowance', right: 'DRIVERALLOWANCE' },
      { label: 'Driver Roster HR', path: '/HR/DriverRosterHR', right: 'DRIVERROSTERHR' },
    ],
  },
  {
    label: 'Account',
    right: 'ACCOUNTMENU',
    children: [
      { label: 'Order Invoice', path: '/Account/orderInvoice', right: 'ORDERINVOICE' },
      { label: 'Invoicing', path: '/Account/invoicing', right: 'INVOICING' },
    ],
  },
  { label: 'Company', right: 'COMPANYMENU', children: [{ label: 'Files', path: '/company/files', right: 'COMPANYFILES' }] },
  { label: 'System', right: 'SYSTEMMENU', children: [{ label: 'Files', path: '/system/files', right: 'SYSTEMFILES' }] },
  { label: 'Report', path: '/report/report', right: 'REPORTMENU' },
  { label: 'Log Out', path: '/logout', right: 'ALL' },
];

export const SHORTCUTS: MenuEntry[] = [
  { label: 'Scheduling', path: '/operation/scheduling', right: 'SCHEDULING' },
  { label: 'Ordering', path: '/order/ordering2', right: 'ORDERING' },
  { label: 'Driver Roster', path: '/operation/driverRoster', right: 'DRIVERROSTER' },
  { label: 'Driver Job', path: '/operation/driverJob', right: 'DRIVERJOB' },
];
