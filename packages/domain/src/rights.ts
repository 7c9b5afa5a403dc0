/**
 * Every right code of the product, one source. A right is a module: staff hold it
 * when the module is active and assigned to them or to one of their active user groups.
 * `ALL` is not a module: every signed-in user holds it.
 */
export const ALL = 'ALL' as const;

export const RIGHTS = {
  // order
  ORDERING: 'Ordering',
  BATCHVOID: 'Batch void orders',
  // operation
  OPERATIONMENU: 'Operation menu',
  DRIVERJOB: 'Driver job',
  DRIVERROSTER: 'Driver roster',
  SCHEDULING: 'Scheduling (read)',
  SCHEDULINGWRITE: 'Scheduling (write)',
  LEAVEAPPROVAL: 'Leave approval',
  DEPARTURENOTE: 'Departure notice',
  AIRPORTSIGN: 'Airport sign',
  ORDERAPI: 'Order API',
  RECALCORDER: 'Recalculate orders',
  ORDERENQUIRY: 'Order enquiry',
  // operation files
  OPERATIONFILES: 'Operation files',
  LOCATION: 'Location',
  REMARK: 'Remark',
  DRIVER: 'Driver',
  VEHICLE: 'Vehicle',
  VEHICLETYPE: 'Vehicle type',
  CLIENTTYPE: 'Client type',
  CLIENTTYPEGROUP: 'Client type group',
  CLIENTGROUP: 'Client group',
  ORDEREVENT: 'Order event',
  TARIFF: 'Tariff',
  CLASSRATE: 'Class rate',
  PETROLSTATION: 'Petrol station',
  OTHERCHARGES: 'Other charges',
  VOUCHER: 'Voucher',
  VOUCHERREDEEM: 'Voucher redeem',
  CLIENTRATE: 'Client rate & other charges',
  CLIENTCONTRACTTERMS: 'Client contract terms',
  APIVEHICLETYPE: 'API vehicle type',
  COUNTRY: 'Country',
  CITY: 'City',
  INVOICEHEADER: 'Invoice header',
  LICENSETYPE: 'Licence type',
  VEHICLETYPEMAP: 'Vehicle type map',
  LOCATIONTYPE: 'Location type',
  LOCATIONASSOCIATE: 'Location associate',
  LOCATIONPATTERN: 'Location pattern',
  CONTRACTTERMS: 'Contract terms',
  CONTRACTTERMTYPE: 'Contract term type',
  DRIVERAUTH: 'Driver app password',
  // system
  SYSTEMMENU: 'System menu',
  SYSTEMFILES: 'System files',
  CANCELREASON: 'Cancel reason',
  TITLE: 'Title',
  STAFFSHIFTING: 'Staff shifting',
  FLEET: 'Fleet',
  COMPANY: 'Company',
  SYSTEMPARM: 'System parameter',
  STAFF: 'Staff',
  USERGROUP: 'User group',
  MODULE: 'Module security',
  // company
  COMPANYMENU: 'Company menu',
  COMPANYFILES: 'Company files',
  BRANCH: 'Branch',
  DEPARTMENT: 'Department',
  CLIENT: 'Client / vendor',
  BANK: 'Bank',
  CARDTYPE: 'Fusion promo (card type)',
  PAYMENTMETHOD: 'Payment method',
  // report
  REPORTMENU: 'Report menu',
  SALESREPORT: 'Sales report',
  CASHREPORT: 'Cash report',
  AIRPORTORDERLIST: 'Airport order list',
  OUTSOURCEPLREPORT: 'Outsource P&L report',
  ORDERSSTATISTIC: 'Orders statistic',
  RESPERFORMANCE: 'Reservation performance',
  REDUCEPAYRPT: 'Reduce pay report',
  REFUELRPT: 'Refuel report',
  DRIVEROTRPT: 'Driver OT report',
  INVOICERPT: 'Invoice report',
  CLIENTSALESRPT: 'Client sales report',
  DASHBOARD: 'Dashboard',
  // HR
  HRMENU: 'HR menu',
  ALLOWANCERATE: 'Allowance rate',
  DRIVERALLOWANCE: 'Driver allowance',
  DRIVERROSTERHR: 'Driver roster HR',
  // Ours (issue 16): reopening a closed allowance month changes what was paid, so it is its own right.
  ALLOWANCEREOPEN: 'Reopen allowance month',
  // account
  ACCOUNTMENU: 'Account menu',
  ORDERINVOICE: 'Order invoice',
  INVOICING: 'Invoicing',
} as const;

export type RightCode = keyof typeof RIGHTS;
export type Right = RightCode | typeof ALL;

export const RIGHT_CODES = Object.keys(RIGHTS) as RightCode[];

export function isRightCode(code: string): code is RightCode {
  return Object.hasOwn(RIGHTS, code);
}

/** True when the holder of `rights` may use something guarded by `required` (any of them). */
export function hasRight(rights: readonly string[], required: Right | readonly Right[]): boolean {
  const list = typeof required === 'string' ? [required] : required;
  return list.some((r) => r === ALL || rights.includes(r));
}
