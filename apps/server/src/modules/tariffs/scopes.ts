import { type Bilingual, RESOURCES, srvText } from '@limo/domain';
import { eq, inArray, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/client.js';
import { tariffRates, tariffSPRates } from '../../db/schema/index.js';
import type { Principal } from '../../engine/auth.js';
import { badRequest } from '../../engine/errors.js';
import type { StoreOptions } from '../../engine/store.js';
import { byVisibleType, checkTypeVisible, typesOf, typesTemplate } from '../files/scopes.js';

/*
 * Tariffs, other charges and holidays are company-wide. What is priced for a vehicle type
 * follows that type's branch links, as its partner maps do (docs/decisions.md, issue 8): a user
 * sees and writes the rates, vehicle-type links and charge amounts of the types used in their
 * branches, and a rate's rows (routes, hires, extras, charges) with their rate.
 */

/** A record naming a vehicle type: seen and written where the type is. */
const followsType: StoreOptions = {
  ...byVisibleType('vehicleTypeId'),
  checkWrite: (tx, record, principal) => checkTypeVisible(tx, record.vehicleTypeId, principal),
};

type RateTable = PgTable & { id: PgColumn; vehicleTypeId: PgColumn };

/** A row under a rate (`field` holds the rate's id): seen and written where the rate is. */
function followsRate(field: string, rate: RateTable, label: Bilingual): StoreOptions {
  const ratesOf = (types: ReturnType<typeof typesOf>) => sql`(select ${rate.id} from ${rate} where ${inArray(rate.vehicleTypeId, types)})`;
  return {
    scope: (principal: Principal, columns) => (principal.branches.length ? inArray(columns[field], ratesOf(typesOf(principal))) : sql`false`),
    scopeTemplate: (columns) => inArray(columns[field], ratesOf(typesTemplate())),
    checkWrite: async (tx: Tx, record, principal) => {
      const rateId = record[field];
      if (typeof rateId !== 'number') return;
      const [found] = await tx.select({ typeId: rate.vehicleTypeId }).from(rate).where(eq(rate.id, rateId));
      if (!found) return; // the reference check names the missing rate
      try {
        await checkTypeVisible(tx, found.typeId, principal);
      } catch {
        throw badRequest(srvText('srv.tar.rateTypeNotYours', { what: label, id: rateId }), undefined, [{ field, value: rateId }]);
      }
    },
  };
}

const classRatePart = followsRate('tariffRateId', tariffRates, RESOURCES.tariffRates.label);
const specialRatePart = followsRate('tariffSPRateId', tariffSPRates, RESOURCES.tariffSPRates.label);

/** The store options of the tariff collections, by name. */
export const TARIFF_OPTIONS: Record<string, StoreOptions> = {
  tariffVehicleTypeMaps: followsType,
  tariffRates: followsType,
  tariffSPRates: followsType,
  tariffOCDtls: followsType,
  tariffRateDtls: classRatePart,
  tariffRateHires: classRatePart,
  tariffRateExtras: classRatePart,
  tariffSPRateDtls: specialRatePart,
  tariffSPRateHires: specialRatePart,
  tariffSPRateExtras: specialRatePart,
  tariffSPRateOCs: specialRatePart,
};
