import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import type { CollectionStore } from '../../engine/store.js';
import { aggregateRoutes } from './aggregate-routes.js';

/** Petrol stations saved with their prices and discounts. */
export async function petrolStationRoutes(app: FastifyInstance, { db, stores }: { db: Db; stores: Record<string, CollectionStore> }) {
  const children = [
    { store: stores.petrolStationPs, foreignKey: 'petrolStationId' },
    { store: stores.petrolStationDs, foreignKey: 'petrolStationId' },
  ];
  aggregateRoutes(app, db, stores.petrolStations, children, { create: 'createPetrolStations', update: 'updatePetrolStations', get: 'getPetrolStation' });
}
