import { banks } from './banks.js';
import { branches } from './branches.js';
import { cancelReasons } from './cancelReasons.js';
import { cardTypes } from './cardTypes.js';
import { companies } from './companies.js';
import type { ResourceDef } from './define.js';
import { departments } from './departments.js';
import { fleets } from './fleets.js';
import { modules } from './modules.js';
import { paymentMethodFees, paymentMethodRefunds, paymentMethods } from './paymentMethods.js';
import { staffContacts } from './staffContacts.js';
import { staffShiftings } from './staffShiftings.js';
import { staffs } from './staffs.js';
import { sysParameters } from './sysParameters.js';
import { titles } from './titles.js';
import { userGroups } from './userGroups.js';

export * from './define.js';

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
  ].map((r) => [r.name, r]),
);

export function getResource(name: string): ResourceDef | undefined {
  return RESOURCES[name];
}
