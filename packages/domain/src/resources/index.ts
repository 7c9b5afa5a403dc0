import {
  allowanceEffDates,
  allowanceLocations,
  allowanceOtherGroupNatureMaps,
  allowanceOtherGroupNatures,
  allowanceOtherGroups,
  allowanceOthers,
  allowancePtBasics,
  allowanceRates,
  allowances,
  allowanceVehicleTypes,
} from './allowances.js';
import { banks } from './banks.js';
import { branches } from './branches.js';
import { cancelReasons } from './cancelReasons.js';
import { cardTypes } from './cardTypes.js';
import {
  clientContacts,
  clientDiscounts,
  clientGroupClientMaps,
  clientGroups,
  clientInvoiceMiscs,
  clients,
  clientTypeGroupClientTypeMaps,
  clientTypeGroups,
  clientTypes,
} from './clients.js';
import { clientTariffMaps, clientTariffs } from './clientTariffs.js';
import { companies } from './companies.js';
import { contractTermTypes } from './contractTermTypes.js';
import { cities, countries } from './countries.js';
import type { ResourceDef } from './define.js';
import { departments } from './departments.js';
import { driverAuths, driverContacts, driverLanguages, driverLicenses, drivers } from './drivers.js';
import { fleets } from './fleets.js';
import { licenseTypes } from './licenseTypes.js';
import { locationAssociates, locationPatterns, locations, salesmanTypes } from './locations.js';
import { holidays } from './holidays.js';
import { modules } from './modules.js';
import { clientOCParms, contractTermOCParms } from './ocParms.js';
import { orderEvents } from './orderEvents.js';
import { orderDriverVehicles, orderHistories, orderMiscs, orderOCDiscounts, orderPaxes, orderPayments, orderRefs, orders, orderVehicles } from './orders.js';
import { paymentMethodFees, paymentMethodRefunds, paymentMethods } from './paymentMethods.js';
import { leaveQuotas, leaves } from './leaves.js';
import { flightSchedules, orderSmses, recalcDtls, recalcs, smses } from './orderOperations.js';
import { apiHistories } from './partner.js';
import { invoiceDtls, invoices, orderInvoices } from './invoices.js';
import { remarks } from './remarks.js';
import { dailyRosterPetrols, dailyRosters, dailyRosterVehicles } from './rosters.js';
import { driverJobMileages, driverJobPetrols, driverJobs } from './driverJobs.js';
import { staffContacts } from './staffContacts.js';
import { staffShiftings } from './staffShiftings.js';
import { staffs } from './staffs.js';
import { sysParameters } from './sysParameters.js';
import { tariffOCDtls, tariffOCs } from './tariffOCs.js';
import { tariffRateDtls, tariffRateExtras, tariffRateHires, tariffRates } from './tariffRates.js';
import { tariffs, tariffVehicleTypeMaps } from './tariffs.js';
import { tariffSPRateDtls, tariffSPRateExtras, tariffSPRateHires, tariffSPRateOCs, tariffSPRates } from './tariffSPRates.js';
import { invoiceHeaders, petrolStationDs, petrolStationPs, petrolStations, vouchers } from './stations.js';
import { titles } from './titles.js';
import { userGroups } from './userGroups.js';
import { zoneTravelTimes } from './zoneTravelTimes.js';
import { clientUsers } from './clientUsers.js';
import { clientPassengers, clientPlaces } from './clientPortal.js';
import { apiVehicleTypes, vehicles, vehicleTypeBranches, vehicleTypeMaps, vehicleTypes } from './vehicles.js';

export * from './define.js';
export { RATE_EXTRA_TYPES, RATE_TABLE_TYPES } from './rateParts.js';
export { ORDER_CHILD_COLLECTIONS } from './orders.js';
export { CLIENT_USER_ROLES, type ClientUserRole } from './clientUsers.js';

/** Every master-data collection served by the generic engine, by wire name. */
export const RESOURCES: Record<string, ResourceDef> = Object.fromEntries(
  [
    banks,
    branches,
    cancelReasons,
    cardTypes,
    companies,
    departments,
    fleets,
    modules,
    paymentMethods,
    paymentMethodFees,
    paymentMethodRefunds,
    staffContacts,
    staffShiftings,
    staffs,
    sysParameters,
    titles,
    userGroups,
    // operation files
    locations,
    salesmanTypes,
    locationAssociates,
    locationPatterns,
    remarks,
    countries,
    cities,
    orderEvents,
    licenseTypes,
    vehicleTypes,
    vehicleTypeBranches,
    vehicleTypeMaps,
    apiVehicleTypes,
    vehicles,
    drivers,
    driverLicenses,
    driverLanguages,
    driverContacts,
    driverAuths,
    clientTypes,
    clientTypeGroups,
    clientTypeGroupClientTypeMaps,
    clientGroups,
    clientGroupClientMaps,
    clients,
    clientContacts,
    // the client portal (issue 33)
    clientUsers,
    clientPassengers,
    clientPlaces,
    clientDiscounts,
    clientInvoiceMiscs,
    petrolStations,
    petrolStationPs,
    petrolStationDs,
    vouchers,
    invoiceHeaders,
    // tariffs (issue 8): parents before their children
    contractTermTypes,
    contractTermOCParms,
    tariffs,
    tariffVehicleTypeMaps,
    tariffRates,
    tariffRateDtls,
    tariffRateHires,
    tariffRateExtras,
    tariffOCs,
    tariffOCDtls,
    tariffSPRates,
    tariffSPRateDtls,
    tariffSPRateHires,
    tariffSPRateExtras,
    tariffSPRateOCs,
    clientOCParms,
    clientTariffs,
    clientTariffMaps,
    holidays,
    // orders (issue 9): parents before their children
    orders,
    orderVehicles,
    dailyRosters,
    dailyRosterVehicles,
    dailyRosterPetrols,
    // travel between jobs (issue 32)
    zoneTravelTimes,
    orderPaxes,
    orderMiscs,
    orderOCDiscounts,
    orderRefs,
    orderHistories,
    orderPayments,
    orderDriverVehicles,
    // driver jobs (issue 11)
    driverJobs,
    driverJobMileages,
    driverJobPetrols,
    // HR (issue 16): versions and groups before the rows that name them
    allowanceEffDates,
    allowanceLocations,
    allowanceVehicleTypes,
    allowanceRates,
    allowancePtBasics,
    allowanceOtherGroups,
    allowanceOtherGroupNatures,
    allowanceOtherGroupNatureMaps,
    allowanceOthers,
    allowances,
    leaves,
    leaveQuotas,
    // order operations (issue 15)
    smses,
    orderSmses,
    flightSchedules,
    recalcs,
    recalcDtls,
    // the partner feed (issue 18)
    apiHistories,
    // invoicing (issue 17)
    invoices,
    invoiceDtls,
    orderInvoices,
  ].map((r) => [r.name, r]),
);

export function getResource(name: string): ResourceDef | undefined {
  return RESOURCES[name];
}
