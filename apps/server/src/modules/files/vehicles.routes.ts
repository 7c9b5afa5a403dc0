import { idSchema, RESOURCES } from '@limo/domain';
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { vehicles, vehicleTypes } from '../../db/schema/index.js';
import { readAggregate, saveAggregate } from '../../engine/aggregate.js';
import { principalOf } from '../../engine/auth.js';
import { parseBody } from '../../engine/collection.js';
import { mapDbError } from '../../engine/db-errors.js';
import { API, halList, halListOrPage, ifMatchVersion, toWire } from '../../engine/hal.js';
import { parseId, pathId } from '../../engine/ids.js';
import { paginate, parseList } from '../../engine/query.js';
import type { CollectionStore } from '../../engine/store.js';
import { aggregateRoutes } from './aggregate-routes.js';
import { keepBranchLinks } from './scopes.js';
import { handListSpec } from './lists.js';

const NODE = '/limo/node/api';
const tags = ['Vehicles'];
const enqTypesSpec = handListSpec(RESOURCES.vehicleTypes, vehicleTypes, { search: [vehicleTypes.vehicleType, vehicleTypes.vehicleTypeDescEng] });
const pickSpec = handListSpec(RESOURCES.vehicles, vehicles, { filters: { vehicleTypeId: { kind: 'id', column: vehicles.vehicleTypeId } }, search: [vehicles.licensePlateNo] });
const reseqSchema = z.object({
  vehicleTypes: z.array(z.object({ id: idSchema(), displaySeq: z.number().int().min(0).max(99999) }), { error: 'must be a list of {id, displaySeq}' }).min(1, 'must not be empty'),
});

/** Vehicle types with their branches and partner maps; API (partner) vehicle types with their maps; the vehicle pick-list. */
export async function vehicleRoutes(app: FastifyInstance, { db, stores }: { db: Db; stores: Record<string, CollectionStore> }) {
  const types = stores.vehicleTypes;
  const children = [
    { store: stores.vehicleTypeBranches, foreignKey: 'vehicleTypeId' },
    { store: stores.vehicleTypeMaps, foreignKey: 'vehicleTypeId' },
  ];
  aggregateRoutes(app, db, stores.apiVehicleTypes, [{ store: stores.vehicleTypeMaps, foreignKey: 'apiVehicleTypeId' }], {
    create: 'createApiVehicleTypes',
    update: 'updateApiVehicleTypes',
    get: 'getApiVehicleType',
  });
  const read = { rights: ['VEHICLETYPE'] as const };
  const write = { rights: ['VEHICLETYPE'] as const };

  app.get(`${API}/getVehicleType/:id`, { config: read, schema: { tags, summary: 'A vehicle type with its branches and partner maps' } }, async (request) => {
    const principal = principalOf(request);
    const id = pathId((request.params as { id: string }).id, types.def.label.en);
    return db.transaction((tx) => readAggregate(tx, types, children, id, principal));
  });

  app.post(`${API}/upsertVehicleType`, { config: write, schema: { tags, summary: 'Create (no id) or update a vehicle type with vehicleTypeBranches and vehicleTypeMaps' } }, async (request, reply) => {
    const principal = principalOf(request);
    const body = (request.body ?? {}) as Record<string, unknown>;
    const { id, ...rest } = body;
    const existing = id === undefined || id === null ? undefined : parseId(id);
    const saved = await mapDbError(types.def, () =>
      db.transaction(async (tx) => saveAggregate(tx, types, children, await keepBranchLinks(tx, existing, rest, principal), principal, existing, ifMatchVersion(request.headers['if-match']))),
    );
    return reply.status(existing === undefined ? 201 : 200).send(saved);
  });

  app.get(`${API}/enqVehicleTypes`, { config: { rights: ['VEHICLETYPE', 'VEHICLE', 'ORDERING', 'SCHEDULING'] }, schema: { tags, summary: 'Vehicle types of your branches with their branch codes (?q=, ?sort=, ?page=&size=)' } }, async (request) => {
    const principal = principalOf(request);
    const q = parseList(enqTypesSpec, request.query as Record<string, unknown>);
    // The codes of the user's own branches only: links to other branches are not theirs to see.
    const branchCodes = sql<string>`coalesce((select string_agg(b.branch_code, ', ' order by b.branch_code) from vehicle_type_branches vtb join branches b on b.id = vtb.branch_id where vtb.vehicle_type_id = vehicle_types.id and ${inArray(sql`vtb.branch_id`, principal.branches)}), '')`;
    const where = and(types.scope(principal), ...q.where);
    const rows = await paginate(db.select({ row: vehicleTypes, branchCodes }).from(vehicleTypes).where(where).orderBy(...q.orderBy).$dynamic(), q);
    const total = q.paged ? (await db.select({ n: count() }).from(vehicleTypes).where(where))[0].n : rows.length;
    return halListOrPage('vehicleTypes', rows.map((r) => ({ ...toWire(types.def, r.row as never), branchCodes: r.branchCodes })), q, total, request.url);
  });

  app.post(`${API}/updateVehicleType`, { config: write, schema: { tags, summary: 'Re-sequence vehicle types: {vehicleTypes: [{id, displaySeq}]}' } }, async (request) => {
    const principal = principalOf(request);
    const input = parseBody(undefined, reseqSchema, request.body);
    return db.transaction(async (tx) => {
      const out = [];
      for (const { id, displaySeq } of input.vehicleTypes) out.push(toWire(types.def, await types.update(tx, id, { displaySeq }, principal)));
      return halList('vehicleTypes', out, request.url);
    });
  });

  app.get(`${NODE}/vehicles`, { config: { rights: ['VEHICLE', 'ORDERING', 'SCHEDULING', 'DRIVERROSTER', 'DRIVERJOB'] }, schema: { tags, summary: 'Active vehicles of the selected branch, by plate (?q=, ?vehicleTypeId=, ?sort=, ?page=&size=)' } }, async (request) => {
    const principal = principalOf(request);
    const q = parseList(pickSpec, request.query as Record<string, unknown>);
    const where = and(eq(vehicles.branchId, principal.selectedBranchId), eq(vehicles.vehicleStatus, 'A'), ...q.where);
    const rows = await paginate(
      db
        .select({ row: vehicles, vehicleType: vehicleTypes.vehicleType, maxCapacity: vehicleTypes.maxCapacity })
        .from(vehicles)
        .innerJoin(vehicleTypes, eq(vehicleTypes.id, vehicles.vehicleTypeId))
        .where(where)
        .orderBy(...q.orderBy)
        .$dynamic(),
      q,
    );
    const total = q.paged ? (await db.select({ n: count() }).from(vehicles).where(where))[0].n : rows.length;
    const items = rows.map((r) => ({ ...toWire(RESOURCES.vehicles, r.row as never), vehicleType: r.vehicleType, maxCapacity: r.maxCapacity }));
    return halListOrPage('vehicles', items, q, total, request.url);
  });
}
