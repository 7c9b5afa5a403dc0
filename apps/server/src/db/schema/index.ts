import type { PgTable } from 'drizzle-orm/pg-core';
import { clientTariffMaps } from '../views.js';
import * as clients from './clients.js';
import * as contractTerms from './contract-terms.js';
import * as driverJobs from './driver-jobs.js';
import * as fleet from './fleet.js';
import * as hr from './hr.js';
import * as invoices from './invoices.js';
import * as operation from './operation.js';
import * as orderOperations from './order-operations.js';
import * as partner from './partner.js';
import * as orders from './orders.js';
import * as org from './org.js';
import * as payment from './payment.js';
import * as portal from './portal.js';
import * as portalIdentity from './portal-identity.js';
import * as rosters from './rosters.js';
import * as security from './security.js';
import * as system from './system.js';
import * as tariffs from './tariffs.js';

export * from './clients.js';
export * from './contract-terms.js';
export * from './driver-jobs.js';
export * from './fleet.js';
export * from './hr.js';
export * from './invoices.js';
export * from './operation.js';
export * from './order-operations.js';
export * from './partner.js';
export * from './orders.js';
export * from './org.js';
export * from './payment.js';
export * from './planning.js';
export * from './portal.js';
export * from './portal-identity.js';
export * from './portal-orders.js';
export * from './rosters.js';
export * from './security.js';
export * from './system.js';
export * from './tariffs.js';
export * from './tracking.js';

/**
 * The table behind each generic collection, by wire name. Cast, not annotated: checking ~100 concrete tables against
 * PgTable's generic shape was a third of the server's type-check time (tsc --generateTrace); collection-tables.test.ts
 * checks that every entry is a table.
 */
export const COLLECTION_TABLES = {
  banks: payment.banks,
  branches: org.branches,
  cancelReasons: system.cancelReasons,
  cardTypes: payment.cardTypes,
  companies: org.companies,
  departments: org.departments,
  fleets: system.fleets,
  modules: security.modules,
  paymentMethods: payment.paymentMethods,
  paymentMethodFees: payment.paymentMethodFees,
  paymentMethodRefunds: payment.paymentMethodRefunds,
  staffContacts: security.staffContacts,
  staffShiftings: system.staffShiftings,
  staffs: security.staffs,
  sysParameters: system.sysParameters,
  titles: system.titles,
  userGroups: security.userGroups,
  // operation files
  locations: operation.locations,
  salesmanTypes: operation.salesmanTypes,
  locationAssociates: operation.locationAssociates,
  locationPatterns: operation.locationPatterns,
  remarks: operation.remarks,
  countries: operation.countries,
  cities: operation.cities,
  orderEvents: operation.orderEvents,
  licenseTypes: fleet.licenseTypes,
  vehicleTypes: fleet.vehicleTypes,
  vehicleTypeBranches: fleet.vehicleTypeBranches,
  vehicleTypeMaps: fleet.vehicleTypeMaps,
  apiVehicleTypes: fleet.apiVehicleTypes,
  vehicles: fleet.vehicles,
  drivers: fleet.drivers,
  driverLicenses: fleet.driverLicenses,
  driverLanguages: fleet.driverLanguages,
  driverContacts: fleet.driverContacts,
  driverAuths: fleet.driverAuths,
  petrolStations: fleet.petrolStations,
  petrolStationPs: fleet.petrolStationPs,
  petrolStationDs: fleet.petrolStationDs,
  clientTypes: clients.clientTypes,
  clientTypeGroups: clients.clientTypeGroups,
  clientTypeGroupClientTypeMaps: clients.clientTypeGroupClientTypeMaps,
  clientGroups: clients.clientGroups,
  clientGroupClientMaps: clients.clientGroupClientMaps,
  clients: clients.clients,
  clientContacts: clients.clientContacts,
  clientUsers: portal.clientUsers,
  clientPassengers: portalIdentity.clientPassengers,
  clientPlaces: portalIdentity.clientPlaces,
  clientDiscounts: clients.clientDiscounts,
  clientInvoiceMiscs: clients.clientInvoiceMiscs,
  vouchers: clients.vouchers,
  invoiceHeaders: clients.invoiceHeaders,
  // tariffs (issue 8)
  contractTermTypes: contractTerms.contractTermTypes,
  contractTermOCParms: tariffs.contractTermOCParms,
  tariffs: tariffs.tariffs,
  tariffVehicleTypeMaps: tariffs.tariffVehicleTypeMaps,
  tariffRates: tariffs.tariffRates,
  tariffRateDtls: tariffs.tariffRateDtls,
  tariffRateHires: tariffs.tariffRateHires,
  tariffRateExtras: tariffs.tariffRateExtras,
  tariffOCs: tariffs.tariffOCs,
  tariffOCDtls: tariffs.tariffOCDtls,
  tariffSPRates: tariffs.tariffSPRates,
  tariffSPRateDtls: tariffs.tariffSPRateDtls,
  tariffSPRateHires: tariffs.tariffSPRateHires,
  tariffSPRateExtras: tariffs.tariffSPRateExtras,
  tariffSPRateOCs: tariffs.tariffSPRateOCs,
  clientOCParms: tariffs.clientOCParms,
  clientTariffs: tariffs.clientTariffs,
  // a database view, not a table (see views.ts)
  clientTariffMaps,
  holidays: tariffs.holidays,
  // orders (issue 9)
  orders: orders.orders,
  orderVehicles: orders.orderVehicles,
  orderPaxes: orders.orderPaxes,
  orderMiscs: orders.orderMiscs,
  orderOCDiscounts: orders.orderOCDiscounts,
  orderRefs: orders.orderRefs,
  orderHistories: orders.orderHistories,
  orderPayments: orders.orderPayments,
  orderDriverVehicles: orders.orderDriverVehicles,
  dailyRosters: rosters.dailyRosters,
  dailyRosterVehicles: rosters.dailyRosterVehicles,
  dailyRosterPetrols: rosters.dailyRosterPetrols,
  zoneTravelTimes: rosters.zoneTravelTimes,
  driverJobs: driverJobs.driverJobs,
  driverJobMileages: driverJobs.driverJobMileages,
  driverJobPetrols: driverJobs.driverJobPetrols,
  // HR (issue 16)
  allowanceEffDates: hr.allowanceEffDates,
  allowanceLocations: hr.allowanceLocations,
  allowanceVehicleTypes: hr.allowanceVehicleTypes,
  allowanceRates: hr.allowanceRates,
  allowancePtBasics: hr.allowancePtBasics,
  allowanceOtherGroups: hr.allowanceOtherGroups,
  allowanceOtherGroupNatures: hr.allowanceOtherGroupNatures,
  allowanceOtherGroupNatureMaps: hr.allowanceOtherGroupNatureMaps,
  allowanceOthers: hr.allowanceOthers,
  allowances: hr.allowances,
  leaves: hr.leaves,
  leaveQuotas: hr.leaveQuotas,
  // order operations (issue 15)
  smses: orderOperations.smses,
  orderSmses: orderOperations.orderSmses,
  flightSchedules: orderOperations.flightSchedules,
  recalcs: orderOperations.recalcs,
  recalcDtls: orderOperations.recalcDtls,
  // the partner feed (issue 18)
  apiHistories: partner.apiHistories,
  // invoicing (issue 17)
  invoices: invoices.invoices,
  invoiceDtls: invoices.invoiceDtls,
  orderInvoices: invoices.orderInvoices,
} as unknown as Record<string, PgTable>;
