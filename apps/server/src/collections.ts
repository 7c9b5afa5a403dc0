import { RESOURCES } from '@limo/domain';
import type { FastifyInstance } from 'fastify';
import type { Db } from './db/client.js';
import { COLLECTION_TABLES } from './db/schema/index.js';
import { registerCollection } from './engine/collection.js';
import type { CollectionStore, StoreOptions } from './engine/store.js';
import { vehicleOptions, vehicleTypeBranchOptions, vehicleTypeMapOptions, vehicleTypeOptions } from './modules/files/scopes.js';
import { voucherStoreOptions } from './modules/files/vouchers.service.js';
import { allowanceOtherOptions } from './modules/allowance/others.service.js';
import { collectionHooks } from './modules/security/hooks.js';
import { specialRateListQuery } from './modules/rates/special-rate-list.js';
import { invoiceListQuery } from './modules/invoices/invoice-list.js';
import { invoiceLineShown } from './modules/invoices/invoice-lines.js';
import { HISTORY_WORD_FIELDS, historyWords } from './modules/orders/order-history-words.js';
import { TARIFF_OPTIONS } from './modules/tariffs/scopes.js';
import { zoneTravelTimeOptions } from './modules/scheduling/zone-travel-times.js';
import { clientPlaceOptions } from './modules/portal-users/places.js';

/** Writes to these change who may do what. */
const SECURITY_COLLECTIONS = new Set(['staffs', 'userGroups', 'modules', 'branches']);

/** Records that belong to a record of a branch-scoped collection without being one of its listed children. */
const EXTRA_BRANCH_PARENTS: Record<string, { parent: string; field: string }> = {
  driverAuths: { parent: 'drivers', field: 'driverId' },
  orderRefs: { parent: 'orders', field: 'orderId' },
  orderHistories: { parent: 'orders', field: 'orderId' },
  orderPayments: { parent: 'orders', field: 'orderId' },
  orderDriverVehicles: { parent: 'orders', field: 'orderId' },
  // HR (issue 16): a driver's items, leave and quotas are seen by the driver's branch.
  allowanceOthers: { parent: 'drivers', field: 'driverId' },
  leaves: { parent: 'drivers', field: 'driverId' },
  leaveQuotas: { parent: 'drivers', field: 'driverId' },
  // order operations (issue 15): a message and a recalculated row are seen by their order's branch.
  orderSmses: { parent: 'orders', field: 'orderId' },
  recalcDtls: { parent: 'orders', field: 'orderId' },
  // invoicing (issue 17): an invoiced order vehicle is seen by its order's branch.
  orderInvoices: { parent: 'orders', field: 'orderId' },
};

/** The operation files' own rules: vehicle types by branch, vouchers keeping their state, tariffs by vehicle type. */
const FILE_OPTIONS: Record<string, StoreOptions> = {
  vehicleTypes: vehicleTypeOptions,
  vehicleTypeBranches: vehicleTypeBranchOptions,
  vehicleTypeMaps: vehicleTypeMapOptions,
  vehicles: vehicleOptions,
  vouchers: voucherStoreOptions,
  // What is priced for a vehicle type follows the type's branch links (modules/tariffs/scopes.ts).
  ...TARIFF_OPTIONS,
  tariffSPRates: { ...TARIFF_OPTIONS.tariffSPRates, listQuery: specialRateListQuery },
  // The generic writes of other items keep upsertAllowanceOther's rules (nature of the group, month open).
  allowanceOthers: allowanceOtherOptions,
  // ?dateFrom=&dateTo= finds the invoices whose period overlaps the dates (issue 17).
  // An invoice's lines are answered in the reader's language where they were worded by the server (issue 30).
  // An order's history in the reader's words: labels, names, dates and composed rows (issue 30).
  orderHistories: { listWords: { fields: HISTORY_WORD_FIELDS, rows: historyWords } },
  // A travel band ends after it starts and overlaps no other band of its pair of zones (issue 32).
  zoneTravelTimes: zoneTravelTimeOptions,
  // A stored place with an address has its zone (issue 33).
  clientPlaces: clientPlaceOptions,
  invoices: { listQuery: invoiceListQuery, childRow: (child, row, lang) => (child === 'invoiceDtls' ? invoiceLineShown(row, lang) : row) },
};

const SECURITY_HOOKS = collectionHooks();

/** What each collection adds to the generic engine: hooks, scopes, write checks, the branch of its parent. */
export function collectionOptions(name: string): StoreOptions {
  const options: StoreOptions = { hooks: SECURITY_HOOKS[name], ...FILE_OPTIONS[name] };
  const parent =
    EXTRA_BRANCH_PARENTS[name] ??
    Object.values(RESOURCES)
      .filter((d) => d.branchScoped)
      .flatMap((d) => (d.children ?? []).filter((c) => c.name === name).map((c) => ({ parent: d.name, field: c.foreignKey })))[0];
  if (parent) options.branchParent = { field: parent.field, table: COLLECTION_TABLES[parent.parent], label: RESOURCES[parent.parent].label };
  return options;
}

/** Registers the HAL routes of every master-data collection; returns their stores for the hand-written calls. */
export function registerCollections(app: FastifyInstance, db: Db): Record<string, CollectionStore> {
  const stores: Record<string, CollectionStore> = {};
  for (const def of Object.values(RESOURCES)) {
    stores[def.name] = registerCollection(app, db, {
      def,
      tables: COLLECTION_TABLES,
      securityWrite: SECURITY_COLLECTIONS.has(def.name),
      // Child lists under a parent show only the children the user may see (filled in as the loop goes).
      childScope: (child, principal) => stores[child]?.scope(principal),
      refStore: (resource) => stores[resource],
      ...collectionOptions(def.name),
    });
  }
  return stores;
}
