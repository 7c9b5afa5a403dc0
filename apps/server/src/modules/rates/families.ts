import { type Bilingual, type ResourceDef, RESOURCES, type RightCode, srvText, type ServerText } from '@limo/domain';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { clients, tariffs } from '../../db/schema/index.js';
import type { CollectionStore } from '../../engine/store.js';

/*
 * A class rate (a tariff's price of a vehicle type) and a client's special rate have the same parts
 * (rateParts.ts in the domain). The calls of both are built once from a family: which stores hold
 * the rate and its rows, who owns the rate, and the names of its lists on the wire.
 */

/** One list of rows under a rate, as the calls send and answer it. */
export interface RowList {
  /** The list's name in bodies and answers: tariffRateDtlTableBs, tariffRateHires... */
  key: string;
  store: CollectionStore;
  /** Where a row is, in messages: "Route Table B, row 2" (the English name also titles the OpenAPI schema). */
  place: Bilingual;
  /** The route table a list holds (B or L); other lists hold every row of their collection. */
  tableType?: 'B' | 'L';
  /** What makes two rows of the list the same (a route either way, a hire's hours); undefined: not compared. */
  sameKey?: (row: Record<string, unknown>) => string | undefined;
  /** How the duplicate is named in its message. */
  sameWhat?: (row: Record<string, unknown>) => ServerText;
}

export interface RateFamily {
  rates: CollectionStore;
  def: ResourceDef;
  right: RightCode;
  /** The owner of a rate: the tariff of a class rate, the client of a special rate. */
  owner: { field: 'tariffId' | 'clientId'; table: PgTable & { id: PgColumn }; code: PgColumn; label: Bilingual };
  /** The rows' field holding the rate's id. */
  fk: 'tariffRateId' | 'tariffSPRateId';
  lists: RowList[];
  /** The route table lists (B, L) by table type. */
  tables: { B: string; L: string };
}

const either = (a: unknown, b: unknown) => [String(a ?? ''), String(b ?? '')].sort().join('⇄');
const route = (from: string, to: string) => (r: Record<string, unknown>) =>
  r[from] === null || r[from] === undefined || r[to] === null || r[to] === undefined ? undefined : either(r[from], r[to]);

function family(stores: Record<string, CollectionStore>, prefix: 'tariffRate' | 'tariffSPRate', owner: RateFamily['owner'], right: RightCode): RateFamily {
  const dtls = stores[`${prefix}Dtls`];
  const lists: RowList[] = [
    {
      key: `${prefix}DtlTableBs`,
      store: dtls,
      place: { en: 'Route Table B', zh: '路線表 B' },
      tableType: 'B',
      sameKey: route('fromZone', 'toZone'),
      sameWhat: (r) => srvText('srv.rate.sameRoute', { from: String(r.fromZone), to: String(r.toZone) }),
    },
    {
      key: `${prefix}DtlTableLs`,
      store: dtls,
      place: { en: 'Route Table L', zh: '路線表 L' },
      tableType: 'L',
      sameKey: route('fromLocationId', 'toLocationId'),
      sameWhat: () => srvText('srv.rate.sameLocations'),
    },
    {
      key: `${prefix}Hires`,
      store: stores[`${prefix}Hires`],
      place: RESOURCES[`${prefix}Hires`].label,
      sameKey: (r) => (r.minHours === null || r.minHours === undefined ? undefined : String(Number(r.minHours))),
      sameWhat: (r) => srvText('srv.rate.sameHours', { hours: String(Number(r.minHours)) }),
    },
    {
      key: `${prefix}Extras`,
      store: stores[`${prefix}Extras`],
      place: RESOURCES[`${prefix}Extras`].label,
      sameKey: (r) => (typeof r.extraCode === 'string' ? r.extraCode.toUpperCase() : undefined),
      sameWhat: (r) => srvText('srv.rate.sameExtra', { code: String(r.extraCode) }),
    },
  ];
  if (prefix === 'tariffSPRate') {
    lists.push({
      key: 'tariffSPRateOCs',
      store: stores.tariffSPRateOCs,
      place: RESOURCES.tariffSPRateOCs.label,
      sameKey: (r) => (r.tariffOcId === null || r.tariffOcId === undefined ? undefined : String(r.tariffOcId)),
      sameWhat: () => srvText('srv.rate.sameOc'),
    });
  }
  return {
    rates: stores[`${prefix}s`],
    def: RESOURCES[`${prefix}s`],
    right,
    owner,
    fk: `${prefix}Id`,
    lists,
    tables: { B: `${prefix}DtlTableBs`, L: `${prefix}DtlTableLs` },
  };
}

/** The class rates of tariffs and the special rates of clients. */
export function rateFamilies(stores: Record<string, CollectionStore>) {
  return {
    classRate: family(stores, 'tariffRate', { field: 'tariffId', table: tariffs, code: tariffs.tariffCode, label: RESOURCES.tariffs.label }, 'CLASSRATE'),
    specialRate: family(stores, 'tariffSPRate', { field: 'clientId', table: clients, code: clients.clientCode, label: RESOURCES.clients.label }, 'CLIENTRATE'),
  };
}
export type RateFamilies = ReturnType<typeof rateFamilies>;
