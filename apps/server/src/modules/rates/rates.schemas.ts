import { idSchema, isValidIsoDate, MAX_ID, RESOURCES } from '@limo/domain';
import { z } from 'zod';
import { itemSchema } from '../../engine/openapi.js';
import { wireRecordSchema, wireRecordWith } from '../../engine/wire-schemas.js';
import type { RateFamily, RowList } from './families.js';

const date = () => z.string({ error: 'must be a date YYYY-MM-DD' }).refine(isValidIsoDate, 'must be a date YYYY-MM-DD');
const strict = <T extends z.ZodRawShape>(shape: T) =>
  z.strictObject(shape, { error: (iss) => (iss.code === 'unrecognized_keys' ? 'is not a field of this copy' : 'must be an object') });

/** What a copy may change: the vehicle type and the dates (an expiry of null is open); left out, the source's. */
const changes = {
  vehicleTypeId: idSchema().optional().describe('the vehicle type of the copy; the source rate’s when left out'),
  effectiveDate: date().optional().describe('the first day of the copy; the source rate’s when left out'),
  expiryDate: date().nullable().optional().describe('the last day of the copy, null for open; the source rate’s when left out'),
};

/** copyTariffRate: a class rate copied to another tariff and/or vehicle type and/or dates. */
export const copyTariffRateSchema = strict({
  tariffRateId: idSchema().describe('the class rate copied'),
  tariffId: idSchema().optional().describe('the tariff of the copy; the source rate’s when left out'),
  ...changes,
});
/** copyTariffRateClient: a class rate copied into a client's special rate. */
export const copyTariffRateClientSchema = strict({
  tariffRateId: idSchema().describe('the class rate copied'),
  clientId: idSchema().describe('the client whose special rate the copy becomes'),
  ...changes,
});
/** copyTariffSPRates: a special rate copied to another client and/or vehicle type and/or dates. */
export const copyTariffSPRatesSchema = strict({
  tariffSPRateId: idSchema().describe('the special rate copied'),
  clientId: idSchema().optional().describe('the client of the copy; the source rate’s when left out'),
  ...changes,
});

/** What every copy call asks, whoever owns the rates. */
export interface RateCopy {
  ownerId?: number;
  vehicleTypeId?: number;
  effectiveDate?: string;
  expiryDate?: string | null;
}

/** A route row as answered: the codes of its locations beside their ids (read-only; ignored in bodies). */
const routeRow = (def: string) =>
  wireRecordWith(RESOURCES[def], {
    fromLocationCode: z.string().nullable().describe('code of the from location (table L), read-only'),
    toLocationCode: z.string().nullable().describe('code of the to location (table L), read-only'),
  });
const rowSchema = (list: RowList) => (list.tableType ? routeRow(list.store.def.name) : wireRecordSchema(list.store.def));

/** A rate with every list of its rows. */
export const rateAnswerSchema = (fam: RateFamily) => wireRecordWith(fam.def, Object.fromEntries(fam.lists.map((l) => [l.key, z.array(rowSchema(l))])));

/** getTariffRateDtls / getTariffSPRateDtls: the two route tables. */
export const rateTablesSchema = (fam: RateFamily) =>
  z.strictObject(Object.fromEntries(fam.lists.filter((l) => l.tableType).map((l) => [l.key, z.array(rowSchema(l))])));

/** The body of createTariffRates / updateTariffRates (and the special rates' pair): the rate's fields and its lists of rows. */
export function rateBodyDoc(fam: RateFamily, mode: 'create' | 'patch') {
  const body = itemSchema(fam.def, mode);
  const row = (list: RowList) => {
    const { [fam.fk]: _rate, tableType: _table, ...fields } = itemSchema(list.store.def, 'patch').properties as Record<string, unknown>;
    const id = { type: 'integer', minimum: 1, maximum: MAX_ID, description: 'the row kept (updated); a row without id is added' };
    return { type: 'object', title: list.place.en, properties: { id, ...fields } };
  };
  const lists = Object.fromEntries(
    fam.lists.map((l) => [
      l.key,
      {
        type: 'array',
        items: row(l),
        description: `every row of ${l.place.en}: rows left out are deleted; leave the list out to keep them${l.tableType ? ` (table type ${l.tableType} is set by the list)` : ''}`,
      },
    ]),
  );
  return { ...body, properties: { ...(body.properties as object), ...lists } };
}
