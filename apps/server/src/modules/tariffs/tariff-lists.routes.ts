import { RESOURCES } from '@limo/domain';
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import { tariffVehicleTypeMaps, vehicleTypes } from '../../db/schema/index.js';
import { principalOf } from '../../engine/auth.js';
import { API, halList, toWire } from '../../engine/hal.js';
import { itemSchema } from '../../engine/openapi.js';
import type { CollectionStore } from '../../engine/store.js';
import { idParam, typed } from '../../engine/route-schema.js';

/** `GET /api/tariffs/{id}/vehicleTypes` (spec section 7): the vehicle types a tariff offers, of those the user sees, in display order. */
export async function tariffListRoutes(base: FastifyInstance, { db, stores }: { db: Db; stores: Record<string, CollectionStore> }) {
  const app = typed(base);
  const answer = {
    type: 'object',
    properties: {
      _embedded: { type: 'object', properties: { vehicleTypes: { type: 'array', items: itemSchema(RESOURCES.vehicleTypes) } } },
      _links: { type: 'object' },
    },
  };
  const schema = {
    params: idParam(stores.tariffs.def.label),
    tags: ['Tariff'],
    summary: 'Vehicle types of a tariff (from tariffVehicleTypeMaps)',
    response: { 200: answer },
  };
  app.get(`${API}/tariffs/:id/vehicleTypes`, { config: { rights: ['TARIFF'] }, schema }, async (request) => {
    const principal = principalOf(request);
    const id = request.params.id;
    await stores.tariffs.findOne(db, id, principal);
    const rows = await db
      .select({ type: vehicleTypes })
      .from(vehicleTypes)
      .innerJoin(tariffVehicleTypeMaps, and(eq(tariffVehicleTypeMaps.vehicleTypeId, vehicleTypes.id), eq(tariffVehicleTypeMaps.tariffId, id)))
      .where(stores.vehicleTypes.scope(principal))
      .orderBy(asc(vehicleTypes.displaySeq), asc(vehicleTypes.id));
    return halList(
      'vehicleTypes',
      rows.map((r) => toWire(RESOURCES.vehicleTypes, r.type)),
      request.url,
    );
  });
}
