import { REFUSAL_NAMES } from '@limo/domain';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import { principalOf } from '../../engine/auth.js';
import { API, ifMatchOf } from '../../engine/hal.js';
import { callDoc } from '../../engine/openapi.js';
import type { CollectionStore } from '../../engine/store.js';
import { type RateFamily, rateFamilies } from './families.js';
import {
  copyTariffRateClientSchema,
  copyTariffRateSchema,
  copyTariffSPRatesSchema,
  type RateCopy,
  rateAnswerSchema,
  rateBodyDoc,
  rateTablesSchema,
} from './rates.schemas.js';
import { copyRate, rateTables, saveRate } from './rates.service.js';
import { callSchema, idParam, idsParams, typed } from '../../engine/route-schema.js';

const tags = ['Class and special rates'];
type CopySchema = typeof copyTariffRateSchema | typeof copyTariffRateClientSchema | typeof copyTariffSPRatesSchema;

/**
 * The calls of spec section 7 "Tariffs" for class rates and client special rates: each saved with
 * its route tables, hires, extras (and other charges) in one call, their route tables, and copies.
 * The rules are in rates.service.ts.
 */
export async function rateRoutes(base: FastifyInstance, { db, stores }: { db: Db; stores: Record<string, CollectionStore> }) {
  const app = typed(base);
  const { classRate, specialRate } = rateFamilies(stores);

  const saves = (fam: RateFamily, create: string, update: string) => {
    const config = { rights: [fam.right] as const };
    const label = fam.def.label.en;
    const answer = rateAnswerSchema(fam);
    const lists = fam.lists.map((l) => l.key).join(', ');
    const created = callDoc({ tags, summary: `New ${label} with its ${lists}, in one transaction`, body: rateBodyDoc(fam, 'create'), answer, status: 201 });
    const updated = callDoc({
      params: idParam(fam.def.label),
      tags,
      summary: `Update a ${label}; a list sent replaces its rows, in one transaction`,
      body: rateBodyDoc(fam, 'patch'),
      answer,
    });
    app.post(`${API}/${create}`, { config, schema: created }, async (request, reply) =>
      reply.status(201).send(await saveRate(db, fam, request.body, principalOf(request))),
    );
    app.put(`${API}/${update}/:id`, { config: { ...config, ifMatch: true }, schema: updated }, async (request) =>
      saveRate(db, fam, request.body, principalOf(request), request.params.id, ifMatchOf(request)),
    );
  };
  saves(classRate, 'createTariffRates', 'updateTariffRates');
  saves(specialRate, 'createTariffSPRates', 'updateTariffSPRates');

  app.get(
    `${API}/getTariffRateDtls/:id/:vehicleTypeId`,
    {
      config: { rights: [classRate.right] },
      schema: callDoc({
        tags,
        summary: 'Route tables B and L of a class rate (id) of that vehicle type',
        params: idsParams({ id: classRate.def.label, vehicleTypeId: REFUSAL_NAMES.vehicleType }),
        answer: rateTablesSchema(classRate),
      }),
    },
    async (request) => {
      const { id, vehicleTypeId } = request.params;
      return rateTables(db, classRate, id, principalOf(request), { vehicleTypeId });
    },
  );
  app.get(
    `${API}/getTariffSPRateDtls/:id/:vehicleTypeId/:clientId`,
    {
      config: { rights: [specialRate.right] },
      schema: callDoc({
        tags,
        summary: 'Route tables B and L of a special rate (id) of that vehicle type and client',
        params: idsParams({ id: specialRate.def.label, vehicleTypeId: REFUSAL_NAMES.vehicleType, clientId: REFUSAL_NAMES.client }),
        answer: rateTablesSchema(specialRate),
      }),
    },
    async (request) => {
      const { id, vehicleTypeId, clientId } = request.params;
      return rateTables(db, specialRate, id, principalOf(request), { vehicleTypeId, clientId });
    },
  );

  /** A copy call: the source rate's id and the new owner's id are read from the body under their own names. */
  const copies = (call: string, from: RateFamily, to: RateFamily, schema: CopySchema, summary: string) => {
    const doc = callSchema({ tags, summary, body: schema, answer: rateAnswerSchema(to), status: 201 });
    app.post(`${API}/${call}`, { config: { rights: [to.right] }, schema: doc }, async (request, reply) => {
      const body: Record<string, unknown> & RateCopy = request.body;
      const { vehicleTypeId, effectiveDate, expiryDate } = body;
      const copy = { ownerId: body[to.owner.field] as number | undefined, vehicleTypeId, effectiveDate, expiryDate };
      return reply.status(201).send(await copyRate(db, from, to, body[from.fk] as number, copy, principalOf(request)));
    });
  };
  copies('copyTariffRate', classRate, classRate, copyTariffRateSchema, 'Copy a class rate with all its rows to another tariff, vehicle type or dates');
  copies(
    'copyTariffRateClient',
    classRate,
    specialRate,
    copyTariffRateClientSchema,
    "Copy a class rate with all its rows into a client's special rate (needs CLASSRATE too)",
  );
  copies(
    'copyTariffSPRates',
    specialRate,
    specialRate,
    copyTariffSPRatesSchema,
    'Copy a special rate with all its rows and other charges to another client, vehicle type or dates',
  );
}
