import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import type { ChildSpec } from '../../engine/aggregate.js';
import { principalOf } from '../../engine/auth.js';
import { API, halList } from '../../engine/hal.js';
import { callSchema, typed } from '../../engine/route-schema.js';
import type { CollectionStore } from '../../engine/store.js';
import { type AggregateCalls, aggregateRoutes } from '../files/aggregate-routes.js';
import { ocParmRoutes } from './oc-parms.routes.js';
import { holidayParamsSchema, holidaysAnswer, reseqSchema, tariffOCsAnswer } from './tariffs.schemas.js';
import { checkFirst, holidaysBetween, ocChildren, ocLast, resequenceOCs, tariffChildren } from './tariffs.service.js';

const NODE = '/limo/node/api';
const tags = ['Tariff'];

/** Who reads the holiday calendar: the tariff staff, and those who take, schedule and roster the work. */
const HOLIDAY_READERS = [
  'TARIFF',
  'CLASSRATE',
  'CLIENTRATE',
  'ORDERING',
  'SCHEDULING',
  'SCHEDULINGWRITE',
  'DRIVERROSTER',
  'DRIVERROSTERHR',
  'LEAVEAPPROVAL',
] as const;

/**
 * Tariffs with their vehicle types, other charges with their amounts per vehicle type and their
 * order, the other-charge terms of clients and contract term types, and the holiday calendar
 * (spec section 7 "Tariffs"). The rules are in tariffs.service.ts and oc-parms.service.ts.
 */
export async function tariffRoutes(base: FastifyInstance, { db, stores }: { db: Db; stores: Record<string, CollectionStore> }) {
  const app = typed(base);
  // Each save checks its whole body first, so one 400 lists every problem.
  const withChildren = (store: CollectionStore, children: ChildSpec[], calls: AggregateCalls, prepare: typeof checkFirst) =>
    aggregateRoutes(app, db, store, children, calls, tags, prepare(store, children));
  withChildren(stores.tariffs, tariffChildren(stores), { create: 'createTariffs', update: 'updateTariffs', get: 'getTariff' }, checkFirst);
  withChildren(stores.tariffOCs, ocChildren(stores), { create: 'createTariffOCs', update: 'updateTariffOCs', get: 'getTariffOC' }, ocLast);

  const reseqDoc = callSchema({
    tags,
    summary: 'New sequence of other charges, in one transaction; answers every charge in its new order',
    body: reseqSchema,
    answer: tariffOCsAnswer,
  });
  app.post(`${API}/reseqTariffOCs`, { config: { rights: [stores.tariffOCs.def.rights.write] }, schema: reseqDoc }, async (request) => {
    return halList('tariffOCs', await resequenceOCs(db, stores.tariffOCs, request.body, principalOf(request)), request.url);
  });

  ocParmRoutes(app, db, stores);

  const holidayDoc = callSchema({
    params: holidayParamsSchema,
    tags,
    summary: 'Public holidays of an area in a year (2026) or, for a longer value, a month (202612)',
    answer: holidaysAnswer,
  });
  app.get(`${NODE}/holidays/:area/:year`, { config: { rights: HOLIDAY_READERS }, schema: holidayDoc }, async (request) => {
    const { area, year } = request.params;
    return halList('holidays', await holidaysBetween(db, area, year), request.url);
  });
}
