import {
  chooseRate,
  chooseSpecialRate,
  chooseTariff,
  locationsOf,
  type OcAmountRequest,
  type OcRateCard,
  PricingError,
  type PricingRequest,
  type RateCardInput,
  type RateCardRate,
  type TariffSPRateInput,
} from '@limo/domain';
import { and, asc, desc, eq, gte, isNull, lte, or, Placeholder, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import * as t from '../../db/schema/index.js';

/*
 * Loads exactly what the pricing engine reads for one request (docs/pricing.md, "For the server"),
 * as prepared statements in three rounds of parallel queries: the request's own records, then the
 * chosen tariff's class rates (only when no special rate is valid), then the chosen rate's rows.
 * Rows not valid on the service date, route rows of other pairs, hire rows of a transfer and
 * other-charge rows not booked are left in the database.
 */

const P = {
  clientId: sql.placeholder('clientId'),
  vehicleTypeId: sql.placeholder('vehicleTypeId'),
  branch: sql.placeholder('branch'),
  date: sql.placeholder('date'),
  locationIds: sql.placeholder('locationIds'),
  ocIds: sql.placeholder('ocIds'),
  voucherNo: sql.placeholder('voucherNo'),
  tariffId: sql.placeholder('tariffId'),
  rateId: sql.placeholder('rateId'),
  pair: sql.placeholder('pair'),
  zones: sql.placeholder('zones'),
};

const parameter = (key: string) => sql<string | null>`(select ${t.sysParameters.parmValue} from ${t.sysParameters} where ${t.sysParameters.parmKey} = ${key})`;
const anyOf = (column: PgColumn | SQL, values: Placeholder) => sql`${column} = any(${values})`;
/** effectiveDate ≤ date ≤ expiryDate (open expiry): the engine chooses among the valid ones. */
const validOn = (table: { effectiveDate: PgColumn; expiryDate: PgColumn }) =>
  and(lte(table.effectiveDate, P.date), or(isNull(table.expiryDate), gte(table.expiryDate, P.date)));
const upperTrim = (column: PgColumn) => sql`upper(trim(${column}))`;

type RateTables = {
  rates: typeof t.tariffRates | typeof t.tariffSPRates;
  dtls: typeof t.tariffRateDtls | typeof t.tariffSPRateDtls;
  hires: typeof t.tariffRateHires | typeof t.tariffSPRateHires;
  extras: typeof t.tariffRateExtras | typeof t.tariffSPRateExtras;
  parent: 'tariffRateId' | 'tariffSPRateId';
};
const CLASS: RateTables = { rates: t.tariffRates, dtls: t.tariffRateDtls, hires: t.tariffRateHires, extras: t.tariffRateExtras, parent: 'tariffRateId' };
const SPECIAL: RateTables = {
  rates: t.tariffSPRates,
  dtls: t.tariffSPRateDtls,
  hires: t.tariffSPRateHires,
  extras: t.tariffSPRateExtras,
  parent: 'tariffSPRateId',
};

const rateColumns = (r: RateTables['rates']) => ({
  id: r.id,
  vehicleTypeId: r.vehicleTypeId,
  effectiveDate: r.effectiveDate,
  expiryDate: r.expiryDate,
  transferAmt: r.transferAmt,
  stopAmt: r.stopAmt,
  freeWaitMins: r.freeWaitMins,
  waitBlockMins: r.waitBlockMins,
  waitBlockAmt: r.waitBlockAmt,
});

type Values = Record<string, unknown>;
type Statement<T> = { execute(values: Values): Promise<T[]> };

function prepareStatements(db: Db) {
  const tariffColumns = { id: t.tariffs.id, tariffCode: t.tariffs.tariffCode, tariffDescEng: t.tariffs.tariffDescEng, recordStatus: t.tariffs.recordStatus };
  const parts = (tables: RateTables, name: string) => {
    const parentOf = (table: RateTables['dtls' | 'hires' | 'extras']) => (table as unknown as Record<string, PgColumn>)[tables.parent];
    const d = tables.dtls;
    return {
      // Only the rows that can price this pair: table L of the two locations, table B of their zones.
      dtls: db
        .select({
          id: d.id,
          tableType: d.tableType,
          fromZone: d.fromZone,
          toZone: d.toZone,
          fromLocationId: d.fromLocationId,
          toLocationId: d.toLocationId,
          amount: d.amount,
        })
        .from(d)
        .where(
          and(
            eq(parentOf(d), P.rateId),
            or(
              and(sql`${upperTrim(d.tableType)} = 'L'`, anyOf(d.fromLocationId, P.pair), anyOf(d.toLocationId, P.pair)),
              and(sql`${upperTrim(d.tableType)} = 'B'`, anyOf(upperTrim(d.fromZone), P.zones), anyOf(upperTrim(d.toZone), P.zones)),
            ),
          ),
        )
        .orderBy(asc(d.id))
        .prepare(`pricing_${name}_dtls`),
      hires: db
        .select({
          id: tables.hires.id,
          minHours: tables.hires.minHours,
          hourAmt: tables.hires.hourAmt,
          blockMins: tables.hires.blockMins,
          blockAmt: tables.hires.blockAmt,
        })
        .from(tables.hires)
        .where(eq(parentOf(tables.hires), P.rateId))
        .orderBy(asc(tables.hires.minHours), asc(tables.hires.id))
        .prepare(`pricing_${name}_hires`),
      extras: db
        .select({
          id: tables.extras.id,
          extraType: tables.extras.extraType,
          extraCode: tables.extras.extraCode,
          extraDescEng: tables.extras.extraDescEng,
          extraDescChi: tables.extras.extraDescChi,
          fromTime: tables.extras.fromTime,
          toTime: tables.extras.toTime,
          amount: tables.extras.amount,
          percent: tables.extras.percent,
        })
        .from(tables.extras)
        .where(eq(parentOf(tables.extras), P.rateId))
        .orderBy(asc(tables.extras.id))
        .prepare(`pricing_${name}_extras`),
    };
  };
  /** The rates of the owner (tariff or client) and vehicle type valid on the date, latest first. */
  const validRates = <R extends RateTables['rates'], O extends Record<string, PgColumn>>(rates: R, owner: O, ownerId: Placeholder, name: string) =>
    db
      .select({ ...rateColumns(rates), ...owner })
      .from(rates as RateTables['rates'])
      .where(and(eq(Object.values(owner)[0], ownerId), eq(rates.vehicleTypeId, P.vehicleTypeId), validOn(rates)))
      .orderBy(desc(rates.effectiveDate), desc(rates.id))
      .prepare(name);
  const ocParm = (table: typeof t.clientOCParms | typeof t.contractTermOCParms) => ({
    id: table.id,
    tariffOcId: table.tariffOcId,
    waiveFlag: table.waiveFlag,
    amount: table.amount,
  });

  return {
    // One row: the client, the vehicle type (with whether the selected branch uses it), the
    // pricing parameters and the default tariff; a missing record is a null.
    head: db
      .select({
        client: { id: t.clients.id, clientCode: t.clients.clientCode, contractTermTypeId: t.clients.contractTermTypeId },
        vehicleType: {
          id: t.vehicleTypes.id,
          vehicleType: t.vehicleTypes.vehicleType,
          // Plain names: in a select list drizzle leaves columns unqualified, and "id" would be the link's.
          inBranch: sql<boolean>`exists (select 1 from vehicle_type_branches vtb where vtb.vehicle_type_id = vehicle_types.id and vtb.branch_id = ${P.branch})`,
        },
        defaultTariffCode: parameter('defaultTariffCode'),
        holidayArea: parameter('holidayArea'),
        priceRoundingUnit: parameter('priceRoundingUnit'),
        defaultTariff: tariffColumns,
      })
      .from(sql`(select 1) as one`)
      .leftJoin(t.clients, eq(t.clients.id, P.clientId))
      .leftJoin(t.vehicleTypes, eq(t.vehicleTypes.id, P.vehicleTypeId))
      .leftJoin(t.tariffs, sql`lower(${t.tariffs.tariffCode}) = lower(trim(${parameter('defaultTariffCode')}))`)
      .prepare('pricing_head'),
    clientTariffs: db
      .select({
        id: t.clientTariffs.id,
        tariffId: t.clientTariffs.tariffId,
        effectiveDate: t.clientTariffs.effectiveDate,
        expiryDate: t.clientTariffs.expiryDate,
        tariff: tariffColumns,
      })
      .from(t.clientTariffs)
      .innerJoin(t.tariffs, eq(t.tariffs.id, t.clientTariffs.tariffId))
      .where(and(eq(t.clientTariffs.clientId, P.clientId), validOn(t.clientTariffs)))
      .prepare('pricing_client_tariffs'),
    // The holidays of the date in the area of holidayArea (HK when the parameter is empty).
    holidays: db
      .select({
        holidayDate: t.holidays.holidayDate,
        areaInitial: t.holidays.areaInitial,
        holidayDescEng: t.holidays.holidayDescEng,
        holidayDescChi: t.holidays.holidayDescChi,
      })
      .from(t.holidays)
      .where(
        and(eq(t.holidays.holidayDate, P.date), sql`upper(${t.holidays.areaInitial}) = upper(coalesce(nullif(trim(${parameter('holidayArea')}), ''), 'HK'))`),
      )
      .prepare('pricing_holidays'),
    locations: db
      .select({
        id: t.locations.id,
        locationCode: t.locations.locationCode,
        locationDescEng: t.locations.locationDescEng,
        locationDescChi: t.locations.locationDescChi,
        contractLabel: t.locations.contractLabel,
      })
      .from(t.locations)
      .where(anyOf(t.locations.id, P.locationIds))
      .prepare('pricing_locations'),
    // The zones of free addresses that are an active location's contractLabel (issue 30 part 3).
    knownZones: db
      .selectDistinct({ zone: upperTrim(t.locations.contractLabel).mapWith(String) })
      .from(t.locations)
      .where(and(anyOf(upperTrim(t.locations.contractLabel), P.zones), eq(t.locations.recordStatus, 'A')))
      .prepare('pricing_known_zones'),
    discounts: db
      .select({
        id: t.clientDiscounts.id,
        vehicleTypeId: t.clientDiscounts.vehicleTypeId,
        serviceType: t.clientDiscounts.serviceType,
        discountPercent: t.clientDiscounts.discountPercent,
        effectiveDate: t.clientDiscounts.effectiveDate,
        expiryDate: t.clientDiscounts.expiryDate,
      })
      .from(t.clientDiscounts)
      .where(and(eq(t.clientDiscounts.clientId, P.clientId), validOn(t.clientDiscounts)))
      .prepare('pricing_discounts'),
    specialRates: validRates(t.tariffSPRates, { clientId: t.tariffSPRates.clientId }, P.clientId, 'pricing_special_rates'),
    classRates: validRates(t.tariffRates, { tariffId: t.tariffRates.tariffId }, P.tariffId, 'pricing_class_rates'),
    // The booked charges with their amount for the vehicle type (none: an empty dtls list).
    ocs: db
      .select({
        id: t.tariffOCs.id,
        ocCode: t.tariffOCs.ocCode,
        ocDescEng: t.tariffOCs.ocDescEng,
        ocDescChi: t.tariffOCs.ocDescChi,
        dtlVehicleTypeId: t.tariffOCDtls.vehicleTypeId,
        dtlAmount: t.tariffOCDtls.amount,
      })
      .from(t.tariffOCs)
      .leftJoin(t.tariffOCDtls, and(eq(t.tariffOCDtls.tariffOcId, t.tariffOCs.id), eq(t.tariffOCDtls.vehicleTypeId, P.vehicleTypeId)))
      .where(anyOf(t.tariffOCs.id, P.ocIds))
      .prepare('pricing_ocs'),
    // The client's and the contract term's OC parameters of the booked charges, in one list.
    ocParms: db
      .select({ ...ocParm(t.clientOCParms), term: sql<boolean>`false` })
      .from(t.clientOCParms)
      .where(and(eq(t.clientOCParms.clientId, P.clientId), anyOf(t.clientOCParms.tariffOcId, P.ocIds)))
      .unionAll(
        db
          .select({ ...ocParm(t.contractTermOCParms), term: sql<boolean>`true` })
          .from(t.contractTermOCParms)
          .where(
            and(
              sql`${t.contractTermOCParms.contractTermTypeId} = (select ${t.clients.contractTermTypeId} from ${t.clients} where ${t.clients.id} = ${P.clientId})`,
              anyOf(t.contractTermOCParms.tariffOcId, P.ocIds),
            ),
          ),
      )
      .prepare('pricing_oc_parms'),
    specialOcs: db
      .select({ tariffOcId: t.tariffSPRateOCs.tariffOcId, amount: t.tariffSPRateOCs.amount })
      .from(t.tariffSPRateOCs)
      .where(and(eq(t.tariffSPRateOCs.tariffSPRateId, P.rateId), anyOf(t.tariffSPRateOCs.tariffOcId, P.ocIds)))
      .prepare('pricing_special_ocs'),
    voucher: db
      .select({
        voucherNo: t.vouchers.voucherNo,
        voucherStatus: t.vouchers.voucherStatus,
        clientId: t.vouchers.clientId,
        vehicleTypeId: t.vouchers.vehicleTypeId,
        issueDate: t.vouchers.issueDate,
        expiryDate: t.vouchers.expiryDate,
        serviceDate: t.vouchers.serviceDate,
      })
      .from(t.vouchers)
      .where(sql`lower(${t.vouchers.voucherNo}) = lower(${P.voucherNo})`)
      .prepare('pricing_voucher'),
    classParts: parts(CLASS, 'class'),
    specialParts: parts(SPECIAL, 'special'),
  };
}

type Statements = ReturnType<typeof prepareStatements>;
const none = <T>(): Promise<T[]> => Promise.resolve([]);
const when = <T>(yes: boolean, statement: Statement<T>, values: Values) => (yes ? statement.execute(values) : none<T>());

/** The rate card and whether the vehicle type exists but is not used in the selected branch. */
export interface Loaded<C> {
  card: C;
  /** The vehicle type exists but is not linked to the selected branch: it priced as unknown. */
  vehicleTypeOutOfBranch: boolean;
}

/**
 * The same statements, each answer kept by the values of the placeholders it reads: a batch prices
 * hundreds of vehicles of the same client, dates and places with a few dozen queries. Callers get
 * copies, so nothing an engine run changes leaks into the next.
 */
function memoize(s: Statements): Statements {
  const wrap = (statement: Statement<unknown> & { getQuery(): { params: unknown[] } }) => {
    const names = [...new Set(statement.getQuery().params.flatMap((p) => (p instanceof Placeholder ? [p.name] : [])))];
    const kept = new Map<string, Promise<unknown[]>>();
    return {
      execute(values: Values) {
        const key = JSON.stringify(names.map((n) => values[n] ?? null));
        let answer = kept.get(key);
        if (!answer) kept.set(key, (answer = statement.execute(values)));
        return answer.then((rows) => structuredClone(rows));
      },
    };
  };
  const walk = (node: Record<string, unknown>): Record<string, unknown> =>
    Object.fromEntries(
      Object.entries(node).map(([k, v]) => [
        k,
        typeof (v as { execute?: unknown }).execute === 'function' ? wrap(v as never) : walk(v as Record<string, unknown>),
      ]),
    );
  return walk(s) as Statements;
}

/** Loads rate cards through statements prepared once per database. */
export class RateCardLoader {
  private readonly s: Statements;

  constructor(
    db: Db,
    statements?: Statements,
    private readonly keeping = false,
  ) {
    this.s = statements ?? prepareStatements(db);
  }

  /**
   * A loader over the same statements that keeps what it read for its own lifetime (one batch: rate
   * cards do not change meanwhile); a loader that keeps already is its own.
   */
  memoized(db: Db): RateCardLoader {
    return this.keeping ? this : new RateCardLoader(db, memoize(this.s), true);
  }

  /** What rule 5 (other charges) reads: getOcAmt. */
  async loadOc(request: OcAmountRequest, branch: number): Promise<Loaded<OcRateCard>> {
    const values = { clientId: request.clientId, vehicleTypeId: request.vehicleTypeId, branch, date: request.serviceDate, ocIds: [request.tariffOcId] };
    const [head, specials, ocs] = await Promise.all([this.head(values), this.s.specialRates.execute(values), this.s.ocs.execute(values)]);
    const card: OcRateCard = { ...head.card, tariffOCs: groupOcs(ocs), tariffSPRates: [] };
    if (card.client && card.vehicleType) {
      const special = chooseSpecialRate(specials.map(asSpecial), request);
      if (special) card.tariffSPRates = [{ ...special, ocs: await this.s.specialOcs.execute({ ...values, rateId: special.id }) }];
    }
    return { card, vehicleTypeOutOfBranch: head.outOfBranch };
  }

  /** Everything rules 1 to 8 read for one order vehicle: getOrderTariff. */
  async load(request: PricingRequest, branch: number): Promise<Loaded<RateCardInput>> {
    const ocIds = [...new Set(request.ocs.map((o) => o.tariffOcId))];
    // Free addresses carry negative ids: no record to read (free-places.ts).
    const locationIds = [
      ...new Set([request.pickupLocationId, request.dropoffLocationId, ...request.stops].filter((id): id is number => id !== null && id > 0)),
    ];
    const values = { clientId: request.clientId, vehicleTypeId: request.vehicleTypeId, branch, date: request.serviceDate, ocIds, locationIds };
    const booked = ocIds.length > 0;
    const [head, clientTariffs, holidays, locations, discounts, specials, ocs, voucher] = await Promise.all([
      this.head(values),
      this.s.clientTariffs.execute(values),
      this.s.holidays.execute(values),
      this.s.locations.execute(values),
      this.s.discounts.execute(values),
      this.s.specialRates.execute(values),
      when(booked, this.s.ocs, values),
      when(Boolean(request.voucherNo), this.s.voucher, { voucherNo: request.voucherNo }),
    ]);
    const card: RateCardInput = {
      ...head.card,
      clientTariffs,
      ...head.tariffing,
      locations,
      holidays,
      clientDiscounts: discounts,
      tariffOCs: groupOcs(ocs),
      voucher: voucher[0] ?? null,
      tariffRates: [],
      tariffSPRates: [],
    };
    // Unknown input: the engine lists it; no rate is needed for that.
    if (!card.client || !card.vehicleType) return { card, vehicleTypeOutOfBranch: head.outOfBranch };
    await this.loadRate(card, request, specials.map(asSpecial), values);
    return { card, vehicleTypeOutOfBranch: false };
  }

  /** Which of these zones (upper case) are an active location's contractLabel. */
  async knownZones(zones: string[]): Promise<Set<string>> {
    if (zones.length === 0) return new Set();
    return new Set((await this.s.knownZones.execute({ zones })).map((r) => r.zone));
  }

  /** Which of these records exist: the ids of a broken body, so one answer names every problem. */
  async known(ids: { clientId?: number; vehicleTypeId?: number; locationIds: number[]; ocIds: number[] }, branch: number) {
    const values = { clientId: ids.clientId ?? 0, vehicleTypeId: ids.vehicleTypeId ?? 0, branch, locationIds: ids.locationIds, ocIds: ids.ocIds };
    const [[head], locations, ocs] = await Promise.all([
      this.s.head.execute(values),
      when(ids.locationIds.length > 0, this.s.locations, values),
      when(ids.ocIds.length > 0, this.s.ocs, values),
    ]);
    const type = head.vehicleType;
    const vehicleType: 'yes' | 'no' | 'outOfBranch' = !type ? 'no' : type.inBranch ? 'yes' : 'outOfBranch';
    return { ...ids, client: head.client !== null, vehicleType, locations: new Set(locations.map((l) => l.id)), ocs: new Set(ocs.map((o) => o.id)) };
  }

  /** The client, the vehicle type, the parameters and default tariff, and the OC parameters of booked charges. */
  private async head(values: Values & { ocIds: number[] }) {
    const [[row], parms] = await Promise.all([this.s.head.execute(values), when(values.ocIds.length > 0, this.s.ocParms, values)]);
    const found = row.vehicleType;
    const vehicleType = found?.inBranch ? { id: found.id, vehicleType: found.vehicleType } : null;
    const ocParms = (term: boolean) => parms.filter((p) => p.term === term).map(({ term: _, ...p }) => p);
    return {
      card: { client: row.client, vehicleType, clientOCParms: ocParms(false), contractTermOCParms: ocParms(true) },
      tariffing: {
        defaultTariff: row.defaultTariff,
        defaultTariffCode: row.defaultTariffCode,
        holidayArea: row.holidayArea || 'HK',
        priceRoundingUnit: row.priceRoundingUnit,
      },
      outOfBranch: Boolean(found && !found.inBranch),
    };
  }

  /**
   * Rules 1 and 2 as the engine decides them: the tariff, then a valid special rate, else the
   * tariff's class rate; only the winner's rows are loaded. When there is no tariff or rate the
   * engine names the problem while pricing, so nothing more is loaded.
   */
  private async loadRate(card: RateCardInput, request: PricingRequest, specials: TariffSPRateInput[], values: Values) {
    card.tariffSPRates = specials;
    const tariff = tryChoice(() => chooseTariff(card, request.serviceDate).tariff);
    if (!tariff) return;
    if (!chooseSpecialRate(specials, request)) {
      const rates = await this.s.classRates.execute({ ...values, tariffId: tariff.id });
      card.tariffRates = rates.map((r) => ({ ...r, dtls: [], hires: [], extras: [] }));
    }
    const rate = tryChoice(() => chooseRate(card, tariff, request));
    if (rate) await this.loadParts(rate.rate, rate.source === 'SPECIAL', card, request, values);
  }

  private async loadParts(rate: RateCardRate, special: boolean, card: RateCardInput, request: PricingRequest, values: Values) {
    const parts = special ? this.s.specialParts : this.s.classParts;
    const hire = request.serviceType === 'Hire';
    const pair = [request.pickupLocationId, request.dropoffLocationId].filter((id): id is number => id !== null);
    const zones = [
      ...new Set(
        locationsOf(card, request)
          .filter((l) => pair.includes(l.id))
          .map((l) => (l.contractLabel ?? '').trim().toUpperCase()),
      ),
    ].filter(Boolean);
    const at = { ...values, rateId: rate.id, pair, zones };
    const [dtls, hires, extras, ocs] = await Promise.all([
      when(!hire, parts.dtls, at),
      when(hire, parts.hires, at),
      parts.extras.execute(at),
      when(special && request.ocs.length > 0, this.s.specialOcs, at),
    ]);
    Object.assign(rate, { dtls, hires, extras }, special ? { ocs } : {});
  }
}

const asSpecial = (r: Omit<TariffSPRateInput, 'dtls' | 'hires' | 'extras' | 'ocs'>): TariffSPRateInput => ({ ...r, dtls: [], hires: [], extras: [], ocs: [] });

function groupOcs(
  rows: { id: number; ocCode: string; ocDescEng: string; ocDescChi: string | null; dtlVehicleTypeId: number | null; dtlAmount: string | null }[],
) {
  return rows.map((r) => ({
    id: r.id,
    ocCode: r.ocCode,
    ocDescEng: r.ocDescEng,
    ocDescChi: r.ocDescChi,
    dtls: r.dtlVehicleTypeId !== null && r.dtlAmount !== null ? [{ vehicleTypeId: r.dtlVehicleTypeId, amount: r.dtlAmount }] : [],
  }));
}

/** The engine's choice, or undefined when it refuses (the engine refuses again while pricing, naming why). */
function tryChoice<T>(choose: () => T): T | undefined {
  try {
    return choose();
  } catch (err) {
    if (err instanceof PricingError) return undefined;
    throw err;
  }
}
