import type { PgTable } from 'drizzle-orm/pg-core';
import * as org from './org.js';
import * as payment from './payment.js';
import * as security from './security.js';
import * as system from './system.js';

export * from './org.js';
export * from './payment.js';
export * from './security.js';
export * from './system.js';

/** The table behind each generic collection, by wire name. */
export const COLLECTION_TABLES: Record<string, PgTable> = {
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
};
