import {
  type Bilingual,
  formatDate,
  formatDateTime,
  formatTime,
  groupedMoney,
  LANGS,
  nameIn,
  renderServerText,
  type ServerLanguage,
  type ServerText,
  type ServerTextKey,
  type ServerTextParam,
  serverTextEn,
  srvText,
} from '@limo/domain';
import { inArray } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import * as t from '../../db/schema/index.js';
import type { Row } from '../../engine/store.js';

/*
 * An order's history as a person reads it (issue 30 part 1): each field by the label the order form
 * gives it, codes as their words, references by the record's name (Chinese in zh-HK), dates and money
 * as the screens show them, composed rows worded from their key. Added to each row as fieldLabel,
 * oldText and newText, in the request's language; the stored fieldName, oldValue and newValue stay.
 */

/** The fields the history answer adds to each row. */
export const HISTORY_WORD_FIELDS = ['fieldLabel', 'oldText', 'newText'] as const;

type Label = { text: string } | { srv: ServerTextKey };
const form = (text: string): Label => ({ text });
const own = (field: string): Label => ({ srv: `srv.hist.field.${field}` as ServerTextKey });

/** Each recorded field's label: the order form's own text where it names the field. */
const LABELS: Record<string, Label> = {
  clientId: form('price.client'),
  orderStatus: form('of.status'),
  contactName: form('of.contactName'),
  contactTel: form('of.contactTel'),
  orderEventId: form('of.event'),
  remarks: form('of.remarks'),
  cancelReasonId: form('of.cancelReason'),
  serviceType: form('price.serviceType'),
  pickupDate: form('of.pickupDate'),
  pickupTime: form('price.pickupTime'),
  flightNo: form('of.flightNo'),
  flightEtaDate: form('of.etaDate'),
  flightEtaTime: form('of.etaTime'),
  hireMinutes: form('price.hireMinutes'),
  waitingMinutes: form('price.waitingMinutes'),
  pickupLocationId: form('price.pickup'),
  dropoffLocationId: form('price.dropoff'),
  stops: form('price.stops'),
  vehicleTypeId: form('price.vehicleType'),
  voucherNo: form('price.voucherNo'),
  orderMiscs: form('price.charges'),
  paxCount: form('of.paxCount'),
  luggageCount: form('of.luggageCount'),
  manualFareAmt: form('of.manualFare'),
  manualFareReason: form('of.manualFareReason'),
  startDate: form('of.startDate'),
  startTime: form('of.startTime'),
  endDate: form('of.endDate'),
  endTime: form('of.endTime'),
  noshowFlag: form('of.noshow'),
  orderPaxes: form('of.passengers'),
  agentRef: form('of.agentRef'),
  capacityOverrideReason: form('of.capacity.reason'),
  jobStatus: form('dj.status'),
  ...Object.fromEntries(
    [
      'order',
      'orderVehicle',
      'orderVehicleStatus',
      'tariff',
      'tariffFareAmt',
      'fareAmt',
      'pickupAddress',
      'pickupZone',
      'dropoffAddress',
      'dropoffZone',
      'orderOCDiscounts',
      'payment',
      'driverId',
      'vehicleId',
      'outsourceVendorId',
      'outsourceDriverName',
      'outsourceCost',
      'clashOverride',
      'secondCall',
      'plan',
    ].map((f) => [f, own(f)]),
  ),
};

const word = (lang: ServerLanguage, key: string): string | undefined => LANGS[lang]?.[key];

/** A field's label in `lang`; a field no table names keeps its name. */
export function fieldLabel(lang: ServerLanguage, fieldName: string, onVehicle: boolean): string {
  if (fieldName === 'remarks' && onVehicle) return word(lang, 'of.rowRemarks') ?? fieldName;
  const stamp = /^driverJob\.(\w+)$/.exec(fieldName)?.[1];
  if (stamp) return renderServerText(lang, srvText('srv.hist.field.driverJob', { stamp: word(lang, `dj.stamp.${stamp}`) ?? stamp }));
  const label = LABELS[fieldName];
  if (!label) return fieldName;
  return 'text' in label ? (word(lang, label.text) ?? fieldName) : renderServerText(lang, srvText(label.srv));
}

/** The tables whose names stand for the ids a history row records. */
const NAMED = {
  clients: { table: t.clients, en: t.clients.clientNameEng, zh: t.clients.clientNameChi },
  locations: { table: t.locations, en: t.locations.locationDescEng, zh: t.locations.locationDescChi },
  vehicleTypes: { table: t.vehicleTypes, en: t.vehicleTypes.vehicleTypeDescEng, zh: t.vehicleTypes.vehicleTypeDescChi },
  drivers: { table: t.drivers, en: t.drivers.driverNameEng, zh: t.drivers.driverNameChi },
  vehicles: { table: t.vehicles, en: t.vehicles.licensePlateNo, zh: t.vehicles.licensePlateNo },
  orderEvents: { table: t.orderEvents, en: t.orderEvents.orderEventDescEng, zh: t.orderEvents.orderEventDescChi },
  cancelReasons: { table: t.cancelReasons, en: t.cancelReasons.cancelReasonDescEng, zh: t.cancelReasons.cancelReasonDescChi },
  tariffOCs: { table: t.tariffOCs, en: t.tariffOCs.ocDescEng, zh: t.tariffOCs.ocDescChi },
} satisfies Record<string, { table: PgTable & { id: PgColumn }; en: PgColumn; zh: PgColumn }>;
type Named = keyof typeof NAMED;

const REFERENCES: Record<string, Named> = {
  clientId: 'clients',
  outsourceVendorId: 'clients',
  pickupLocationId: 'locations',
  dropoffLocationId: 'locations',
  vehicleTypeId: 'vehicleTypes',
  driverId: 'drivers',
  vehicleId: 'vehicles',
  orderEventId: 'orderEvents',
  cancelReasonId: 'cancelReasons',
};
const CODES: Record<string, string> = {
  orderStatus: 'of.statusName.',
  orderVehicleStatus: 'status.',
  jobStatus: 'dj.status.',
  serviceType: 'option.serviceType.',
};
const DATES = new Set(['pickupDate', 'flightEtaDate', 'startDate', 'endDate']);
const TIMES = new Set(['pickupTime', 'flightEtaTime', 'startTime', 'endTime']);
const MONEY = new Set(['manualFareAmt', 'tariffFareAmt', 'fareAmt', 'outsourceCost']);

// A stop: a location id, or a typed address with its zone ("12 Nathan Road (TST)"); listed with ", ".
const STOP = /(\d+|.*? \([^()]*\))(?:, |$)/gy;
const stopTokens = (value: string) => [...value.matchAll(STOP)].map((m) => m[1]);
// An other charge ("7×2 @80.00") and a discount ("7: 10%"), by the charge's id.
const MISC = /^(\d+)(×.*)$/;
const DISCOUNT = /^(\d+)(: .*)$/;

type Names = Map<Named, Map<number, Bilingual>>;

/** The parameters of a composed row that are ids, by the table that names them (a second call's driver, car and vendor). */
const PARAM_REFERENCES: Record<string, Named> = { driver: 'drivers', vehicle: 'vehicles', vendor: 'clients' };
const paramsOf = (r: Row) => (r.textParams ?? {}) as Record<string, unknown>;

/** The ids each history value (and each composed row's parameter) refers to, by table. */
function idsOf(rows: Row[]): Map<Named, Set<number>> {
  const ids = new Map<Named, Set<number>>();
  const add = (named: Named, id: string) => {
    if (!/^\d+$/.test(id)) return;
    if (!ids.has(named)) ids.set(named, new Set());
    ids.get(named)?.add(Number(id));
  };
  for (const r of rows) {
    const field = String(r.fieldName);
    for (const [name, value] of Object.entries(paramsOf(r))) if (PARAM_REFERENCES[name]) add(PARAM_REFERENCES[name], String(value));
    for (const value of [r.oldValue, r.newValue]) {
      if (typeof value !== 'string') continue;
      if (REFERENCES[field]) add(REFERENCES[field], value);
      if (field === 'stops') stopTokens(value).forEach((s) => add('locations', s));
      if (field === 'orderMiscs' || field === 'orderOCDiscounts')
        value.split(', ').forEach((part) => add('tariffOCs', (MISC.exec(part) ?? DISCOUNT.exec(part))?.[1] ?? ''));
    }
  }
  return ids;
}

async function namesOf(db: Db, rows: Row[]): Promise<Names> {
  const names: Names = new Map();
  for (const [named, ids] of idsOf(rows)) {
    const { table, en, zh } = NAMED[named];
    const found = await db
      .select({ id: table.id, en, zh })
      .from(table as PgTable)
      .where(inArray(table.id, [...ids]));
    names.set(named, new Map(found.map((f) => [f.id as number, { en: String(f.en), zh: f.zh ? String(f.zh) : '' }])));
  }
  return names;
}

/** The name of record `id` of `table` in `lang`, else the id. */
function namedIn(lang: ServerLanguage, names: Names, table: Named, id: string): string {
  const name = names.get(table)?.get(Number(id));
  return name ? nameIn(lang, name) : id;
}

/** One recorded value in `lang`; null stays null. */
function valueText(lang: ServerLanguage, field: string, value: unknown, names: Names): string | null {
  if (value === null || value === undefined) return null;
  const v = String(value);
  const named = (table: Named, id: string) => namedIn(lang, names, table, id);
  if (REFERENCES[field]) return named(REFERENCES[field], v);
  if (CODES[field]) return word(lang, CODES[field] + v) ?? v;
  if (DATES.has(field)) return formatDate(v) || v;
  if (TIMES.has(field)) return formatTime(v) || v;
  if (MONEY.has(field)) return groupedMoney(v) ?? v;
  if (field === 'noshowFlag') return word(lang, v === '1' ? 'common.yes' : 'common.no') ?? v;
  if (field.startsWith('driverJob.')) return formatDateTime(v) || v;
  if (field === 'stops')
    return (
      stopTokens(v)
        .map((s) => (/^\d+$/.test(s) ? named('locations', s) : s))
        .join(', ') || v
    );
  if (field === 'orderMiscs' || field === 'orderOCDiscounts')
    return v
      .split(', ')
      .map((part) => {
        const m = MISC.exec(part) ?? DISCOUNT.exec(part);
        return m ? `${named('tariffOCs', m[1])}${m[2]}` : part;
      })
      .join(', ');
  return v;
}

/** A composed row's parameters as words: codes, dates and amounts the way the screens show them, ids as names; a text stays a text. */
function paramWords(lang: ServerLanguage, params: Record<string, unknown>, names: Names): Record<string, ServerTextParam> {
  const out: Record<string, ServerTextParam> = {};
  for (const [name, raw] of Object.entries(params)) {
    const v = String(raw);
    if (raw !== null && typeof raw === 'object') out[name] = raw as ServerTextParam;
    else if (PARAM_REFERENCES[name]) out[name] = namedIn(lang, names, PARAM_REFERENCES[name], v);
    else if (name === 'status') out[name] = word(lang, `of.statusName.${v}`) ?? v;
    else if (name === 'service') out[name] = word(lang, `option.serviceType.${v}`) ?? v;
    else if (name === 'date') out[name] = formatDate(v) || v;
    else if (name === 'time') out[name] = formatTime(v) || v;
    else if (name === 'fare' || name === 'amount') out[name] = groupedMoney(v) ?? v;
    else out[name] = typeof raw === 'number' ? raw : v;
  }
  return out;
}

/** A composed row in `lang`, or undefined for a row without a known key (an old row shows what it stored). */
function composedText(lang: ServerLanguage, r: Row, names: Names): string | undefined {
  const code = r.textCode;
  if (typeof code !== 'string' || !(code in serverTextEn)) return undefined;
  return renderServerText(lang, { key: code, params: paramWords(lang, paramsOf(r), names) } as ServerText);
}

/** A row's text words its new value, or its old one when it has only that (a second call taken off). */
const wordsOld = (r: Row) => (r.newValue === null || r.newValue === undefined) && r.oldValue !== null && r.oldValue !== undefined;

/** The history rows with their label and values worded in `lang` (one read per table named). */
export async function historyWords(db: Db, rows: Row[], lang: ServerLanguage): Promise<Row[]> {
  if (rows.length === 0) return rows;
  const names = await namesOf(db, rows);
  return rows.map((r) => {
    const field = String(r.fieldName);
    const composed = composedText(lang, r, names);
    const old = wordsOld(r);
    return {
      ...r,
      fieldLabel: fieldLabel(lang, field, r.orderVehicleId !== null && r.orderVehicleId !== undefined),
      oldText: (old ? composed : undefined) ?? valueText(lang, field, r.oldValue, names),
      newText: (old ? undefined : composed) ?? valueText(lang, field, r.newValue, names),
    };
  });
}
