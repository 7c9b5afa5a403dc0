import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import { principalOf } from '../../engine/auth.js';
import { API, halList, halListOrPage } from '../../engine/hal.js';
import type { CollectionStore } from '../../engine/store.js';
import { aggregateRoutes, upsertRoutes } from './aggregate-routes.js';
import { keepBranchLinks } from './scopes.js';
import { resequenceAnswer, resequenceSchema, vehiclePickAnswer, vehicleTypeEnquiryAnswer } from './vehicles.schemas.js';
import {
  resequenceVehicleTypes,
  vehiclePickList,
  vehiclePickSpec,
  vehicleTypeChildren,
  vehicleTypeEnquiry,
  vehicleTypeEnquirySpec,
} from './vehicles.service.js';
import { callSchema, typed } from '../../engine/route-schema.js';

const NODE = '/limo/node/api';
const tags = ['Vehicles'];

/** Vehicle types with their branches and partner maps; API (partner) vehicle types with their maps; the vehicle pick-list. The rules are in vehicles.service.ts and scopes.ts. */
export async function vehicleRoutes(base: FastifyInstance, { db, stores }: { db: Db; stores: Record<string, CollectionStore> }) {
  const app = typed(base);
  const types = stores.vehicleTypes;
  aggregateRoutes(app, db, stores.apiVehicleTypes, [{ store: stores.vehicleTypeMaps, foreignKey: 'apiVehicleTypeId' }], {
    create: 'createApiVehicleTypes',
    update: 'updateApiVehicleTypes',
    get: 'getApiVehicleType',
  });
  // Rows naming a branch the type is linked to already keep that link (scopes.ts).
  upsertRoutes(app, db, types, vehicleTypeChildren(stores), { upsert: 'upsertVehicleType', get: 'getVehicleType' }, tags, keepBranchLinks);

  app.get(
    `${API}/enqVehicleTypes`,
    {
      config: { rights: ['VEHICLETYPE', 'VEHICLE', 'ORDERING', 'SCHEDULING'] },
      schema: callSchema({
        tags,
        summary: 'Vehicle types of your branches with their branch codes',
        query: vehicleTypeEnquirySpec,
        answer: vehicleTypeEnquiryAnswer,
      }),
    },
    async (request) => {
      const q = request.query;
      const { items, total } = await vehicleTypeEnquiry(db, types, q, principalOf(request));
      return halListOrPage('vehicleTypes', items, q, total, request.url);
    },
  );

  app.post(
    `${API}/updateVehicleType`,
    {
      config: { rights: ['VEHICLETYPE'] },
      schema: callSchema({ tags, summary: 'Re-sequence vehicle types', body: resequenceSchema, answer: resequenceAnswer }),
    },
    async (request) => {
      return halList('vehicleTypes', await resequenceVehicleTypes(db, types, request.body, principalOf(request)), request.url);
    },
  );

  app.get(
    `${NODE}/vehicles`,
    {
      config: { rights: ['VEHICLE', 'ORDERING', 'SCHEDULING', 'DRIVERROSTER', 'DRIVERJOB'] },
      schema: callSchema({
        tags,
        summary: 'Active vehicles of the selected branch, by plate, with their type',
        query: vehiclePickSpec,
        answer: vehiclePickAnswer,
      }),
    },
    async (request) => {
      const q = request.query;
      const { items, total } = await vehiclePickList(db, q, principalOf(request));
      return halListOrPage('vehicles', items, q, total, request.url);
    },
  );
}
