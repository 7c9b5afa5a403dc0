import { RESOURCES } from '@limo/domain';
import { and, asc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { vehicles, vehicleTypes } from '../../db/schema/index.js';
import { readAggregate, saveAggregate } from '../../engine/aggregate.js';
import { principalOf } from '../../engine/auth.js';
import { idParam, parseBody } from '../../engine/collection.js';
import { mapDbError } from '../../engine/db-errors.js';
import { API, halList, ifMatchVersion, toWire } from '../../engine/hal.js';
import type { CollectionStore } from '../../engine/store.js';
import { aggregateRoutes } from './aggregate-routes.js';
import { keepBranchLinks } from './scopes.js';
import { likeAny, textParam } from './lists.js';

const NODE = '/limo/node/api';
const tags = ['Vehicles'];
const reseqSchema = z.object({
  vehicleTypes: z.array(z.object({ id: z.number().int().positive(), displaySeq: z.number().int().min(0).max(99999) }), { error: 'must be a list of {id, displaySeq}' }).min(1, 'must not be empty'),
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
    const id = idParam((request.params as { id: string }).id);
    return db.transaction((tx) => readAggregate(tx, types, children, id, principal));
  });

  app.post(`${API}/upsertVehicleType`, { config: write, schema: { tags, summary: 'Create (no id) or update a vehicle type with vehicleTypeBranches and vehicleTypeMaps' } }, async (request, reply) => {
    const principal = principalOf(request);
    const body = (request.body ?? {}) as Record<string, unknown>;
    const { id, ...rest } = body;
    const existing = id === undefined || id === null ? undefined : idParam(id);
    const saved = await mapDbError(types.def, () =>
      db.transaction(async (tx) => saveAggregate(tx, types, children, await keepBranchLinks(tx, existing, rest, principal), principal, existing, ifMatchVersion(request.headers['if-match']))),
    );
    return reply.status(existing === undefined ? 201 : 200).send(saved);
  });

  app.get(`${API}/enqVehicleTypes`, { config: { rights: ['VEHICLETYPE', 'VEHICLE', 'ORDERING', 'SCHEDULING'] }, schema: { tags, summary: 'Vehicle types of your branches with their branch codes (?q=)' } }, async (request) => {
    const principal = principalOf(request);
    const q = textParam(request, 'q');
    // The codes of the user's own branches only: links to other branches are not theirs to see.
    const branchCodes = sql<string>`coalesce((select string_agg(b.branch_code, ', ' order by b.branch_code) from vehicle_type_branches vtb join branches b on b.id = vtb.branch_id where vtb.vehicle_type_id = vehicle_types.id and ${inArray(sql`vtb.branch_id`, principal.branches)}), '')`;
    const rows = await db
      .select({ row: vehicleTypes, branchCodes })
      .from(vehicleTypes)
      .where(and(types.scope(principal), q ? or(ilike(vehicleTypes.vehicleType, likeAny(q)), ilike(vehicleTypes.vehicleTypeDescEng, likeAny(q))) : undefined))
      .orderBy(asc(vehicleTypes.displaySeq), asc(vehicleTypes.id));
    return halList('vehicleTypes', rows.map((r) => ({ ...toWire(types.def, r.row as never), branchCodes: r.branchCodes })), request.url);
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

  app.get(`${NODE}/vehicles`, { config: { rights: ['VEHICLE', 'ORDERING', 'SCHEDULING', 'DRIVERROSTER', 'DRIVERJOB'] }, schema: { tags, summary: 'Active vehicles of the selected branch, by plate (?q=, ?vehicleTypeId=)' } }, async (request) => {
    const principal = principalOf(request);
    const q = textParam(request, 'q');
    const typeId = textParam(request, 'vehicleTypeId');
    const rows = await db
      .select({ row: vehicles, vehicleType: vehicleTypes.vehicleType, maxCapacity: vehicleTypes.maxCapacity })
      .from(vehicles)
      .innerJoin(vehicleTypes, eq(vehicleTypes.id, vehicles.vehicleTypeId))
      .where(
        and(
          eq(vehicles.branchId, principal.selectedBranchId),
          eq(vehicles.vehicleStatus, 'A'),
          q ? ilike(vehicles.licensePlateNo, likeAny(q)) : undefined,
          typeId ? eq(vehicles.vehicleTypeId, idParam(typeId, 'vehicleTypeId')) : undefined,
        ),
      )
      .orderBy(asc(vehicles.licensePlateNo));
    return halList('vehicles', rows.map((r) => ({ ...toWire(RESOURCES.vehicles, r.row as never), vehicleType: r.vehicleType, maxCapacity: r.maxCapacity })), request.url);
  });
}
