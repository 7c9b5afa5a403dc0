import { type FieldDef, RESOURCES, type ResourceDef } from '@limo/domain';
import { getTableColumns } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import type { Database } from '../src/db/client.js';
import { COLLECTION_TABLES } from '../src/db/schema/index.js';
import { halList, halListOrPage, halPage, toWire } from '../src/engine/hal.js';
import { collectionOptions } from '../src/collections.js';
import { listSerializer } from '../src/engine/wire-serializer.js';
import { DEMO_PASSWORD, openTestDatabase, testConfig } from './harness.js';

/*
 * The generic lists are written by a serializer compiled from the definitions (fast-json-stringify),
 * which leaves out keys its schema lacks and may coerce values. Every answer must hold what
 * JSON.stringify of the same answer holds: the same keys, the same values.
 */

const DEFS = Object.values(RESOURCES);
const plain = (answer: unknown) => JSON.parse(JSON.stringify(answer)) as unknown;

/** toWire as it was written before it was compiled (instants written ISO since): the reference the compiled one must match. */
function referenceToWire(def: ResourceDef, row: Record<string, unknown>) {
  const out: Record<string, unknown> = { id: row.id };
  for (const field of def.fields) {
    const value = row[field.name];
    out[field.name] =
      value === null || value === undefined
        ? null
        : field.type === 'decimal'
          ? Number(value)
          : field.type === 'money'
            ? Number(value).toFixed(2)
            : // Instants as ISO 8601, from a Date or PostgreSQL's text (issue 31).
              field.type === 'datetime'
              ? new Date(value as string).toISOString()
              : value;
  }
  for (const key of ['version', 'createDt', 'createBy', 'lastUpdateDt', 'lastUpdateBy']) out[key] = row[key];
  const href = `/limo/api/${def.name}/${row.id}`;
  out._links = { self: { href }, [def.singular]: { href } };
  return out;
}

type Column = { dataType: string; columnType: string; notNull: boolean; mapFromDriverValue(v: unknown): unknown };
const columnsOf = (def: ResourceDef) => getTableColumns(COLLECTION_TABLES[def.name]) as unknown as Record<string, Column>;

/** Texts that take every path of the serializer's escaping: quotes, backslashes, control characters, CJK, surrogates, long ones. */
const TEXTS = [
  'Sample',
  '',
  'a "quoted" \\ text',
  'line\nbreak\ttab\u0001',
  '測試職員',
  'car 🚗 and a lone \ud800',
  'x'.repeat(60),
  `long "quoted" ${'測'.repeat(50)}`,
];

/** What node-postgres hands drizzle for a column, by column type (drizzle maps it as for a real row). */
function driverValue(column: Column, i: number): unknown {
  switch (column.columnType) {
    case 'PgVarchar':
    case 'PgText':
      return TEXTS[i % TEXTS.length];
    case 'PgInteger':
    case 'PgSmallInt':
      return [7, 0, -3, 2_147_483_647][i % 4];
    case 'PgNumeric':
      return ['1234.5600', '0.0000', '-12.5', '99999999.99'][i % 4];
    case 'PgDateString':
      return '2026-11-22';
    case 'PgTime':
      return '08:30:00';
    case 'PgTimestamp':
    case 'PgTimestampString':
      return ['2026-11-22 10:00:00.123+00', '1999-01-02 03:04:05+00'][i % 2];
    case 'PgJsonb':
      // Columns kept off the wire (a closed month's detail lines): toWire never reads them.
      return ['{"lines":[]}', '[]', '{}', 'null'][i % 4];
    case 'PgArray':
      // An int[] ('references' fields) as PostgreSQL writes it, or as an already parsed array.
      return ['{7,12,2147483647}', '{}', [3], '{1}'][i % 4];
    default:
      throw new Error(`no sample driver value for a ${column.columnType} column: add one`);
  }
}

/** Rows as a list reads them: every column of the table, values as drizzle maps them; the second one with every nullable column null. */
function sampleRows(def: ResourceDef): Record<string, unknown>[] {
  const columns = Object.entries(columnsOf(def));
  return [0, 1, 2, 3].map((i) =>
    Object.fromEntries(columns.map(([name, c]) => [name, name === 'id' ? 100 + i : i === 1 && !c.notNull ? null : c.mapFromDriverValue(driverValue(c, i))])),
  );
}

/** Every shape of a list answer: pages with and without each link, a page past the last, the whole list. */
function sampleAnswers(def: ResourceDef, items: unknown[]) {
  const url = `/limo/api/${def.name}?sort=id,desc&q=%E6%B8%AC+x&page=1&size=2`;
  const page = (number: number, totalPages: number) => ({ size: 2, totalElements: totalPages * 2, totalPages, number });
  return [
    halPage(def.name, items, page(0, 1), `/limo/api/${def.name}`),
    halPage(def.name, items, page(0, 3), url),
    halPage(def.name, items, page(1, 3), url),
    halPage(def.name, items, page(2, 3), url),
    halPage(def.name, items, page(5, 3), url),
    halPage(def.name, [], page(0, 0), url),
    halList(def.name, items, `/limo/api/${def.name}`),
    halListOrPage(def.name, items, { paged: false, page: 0, size: 20 }, items.length, url),
  ];
}

describe('toWire, compiled per collection', () => {
  it.each(DEFS)('writes every record of $name as the field-by-field version did, keys in the same order', (def) => {
    const rows = [...sampleRows(def), { id: 5 }, { id: 6, version: undefined, [def.fields[0].name]: undefined }];
    for (const row of rows) {
      const wire = toWire(def, row);
      expect(wire).toStrictEqual(referenceToWire(def, row));
      expect(JSON.stringify(wire)).toBe(JSON.stringify(referenceToWire(def, row)));
    }
  });
});

describe('the compiled list serializer', () => {
  /** The types each field reads from its column: the serializer's schema takes them as they are, uncoerced. */
  const DATA_TYPES: Record<FieldDef['type'], string[]> = {
    text: ['string'],
    longText: ['string'],
    status: ['string'],
    time: ['string'],
    date: ['string'],
    datetime: ['date', 'string'],
    money: ['string'],
    decimal: ['string', 'number'],
    integer: ['number'],
    reference: ['number'],
    references: ['array'],
    flag: ['number'],
  };

  it('meets only column types it writes uncoerced (a text field on a JSON or array column would be written by toString)', () => {
    for (const def of DEFS) {
      const columns = columnsOf(def);
      for (const f of def.fields)
        expect(DATA_TYPES[f.type], `${def.name}.${f.name}: a ${f.type} field on a ${columns[f.name]?.dataType} column`).toContain(columns[f.name]?.dataType);
      for (const [name, type] of Object.entries({
        id: 'number',
        version: 'number',
        createDt: 'date',
        createBy: 'string',
        lastUpdateDt: 'date',
        lastUpdateBy: 'string',
      }))
        expect(columns[name]?.dataType, `${def.name}.${name}`).toBe(type);
    }
  });

  it.each(DEFS)('writes every shape of a $name list as JSON.stringify does, without falling back', (def) => {
    const { fast, serialize } = listSerializer(def);
    for (const answer of sampleAnswers(
      def,
      sampleRows(def).map((r) => toWire(def, r)),
    )) {
      expect(JSON.parse(fast(answer))).toStrictEqual(plain(answer));
      expect(serialize(answer)).toBe(fast(answer));
    }
  });

  it('falls back to JSON.stringify for a value of another type than its field, never coercing it', () => {
    const def = RESOURCES.staffs;
    const [row] = sampleRows(def).map((r) => toWire(def, r));
    const odd = [
      { ...row, staffNameEng: 42 },
      { ...row, branchId: '12' },
      { ...row, branchId: 1.5 },
      { ...row, version: Number.NaN },
      { ...row, createBy: { name: 'x' } },
      { ...row, id: '1000' },
    ];
    for (const record of odd) {
      const answer = halPage(def.name, [record], { size: 20, totalElements: 1, totalPages: 1, number: 0 }, '/limo/api/staffs');
      const { fast, serialize } = listSerializer(def);
      expect(() => fast(answer), JSON.stringify(record)).toThrow();
      expect(JSON.parse(serialize(answer))).toStrictEqual(plain(answer));
    }
  });

  it('writes a list of ids as an array of integers, falling back for anything else in it', () => {
    const def = RESOURCES.allowanceLocations;
    const [row] = sampleRows(def).map((r) => toWire(def, r));
    expect(row.locationIds).toStrictEqual([7, 12, 2_147_483_647]);
    const page = (record: unknown) => halPage(def.name, [record], { size: 20, totalElements: 1, totalPages: 1, number: 0 }, '/limo/api/allowanceLocations');
    const { fast, serialize } = listSerializer(def);
    for (const locationIds of [[], [1], [3, 4, 5]]) expect(JSON.parse(fast(page({ ...row, locationIds })))).toStrictEqual(plain(page({ ...row, locationIds })));
    for (const locationIds of [['12'], [1.5], [true], '1,2', { 0: 1 }]) {
      const answer = page({ ...row, locationIds });
      expect(() => fast(answer), JSON.stringify(locationIds)).toThrow();
      expect(JSON.parse(serialize(answer))).toStrictEqual(plain(answer));
    }
  });
});

describe('the list answers of a running server', () => {
  let app: FastifyInstance;
  let database: Database;
  let token: string;
  /** The answer of each request before it was written, by request id. */
  const answers = new Map<string, unknown>();

  beforeAll(async () => {
    database = await openTestDatabase();
    app = await buildApp({ config: testConfig(), database, logger: false });
    app.addHook('preSerialization', async (request, _reply, payload) => {
      answers.set(request.id, payload);
      return payload;
    });
    await app.ready();
    const res = await app.inject({ method: 'POST', url: '/limo/auth', payload: { username: 'admin', password: DEMO_PASSWORD } });
    token = res.json().token;
    // Lists of ids ('references' fields) on real rows: a group with members and one without.
    const members = async (name: string) =>
      (await app.inject({ method: 'GET', url: `/limo/api/lookups/${name}`, headers: { authorization: `Bearer ${token}` } }))
        .json()
        ._embedded[name].slice(0, 3)
        .map((r: { id: number }) => r.id);
    const groups = {
      allowanceLocations: ['allowanceLocationCode', 'locationIds', 'locations'],
      allowanceVehicleTypes: ['allowanceVehicleTypeCode', 'vehicleTypeIds', 'vehicleTypes'],
    };
    for (const [name, [codeField, listField, target]] of Object.entries(groups))
      for (const [code, ids] of [
        ['SER1', await members(target)],
        ['SER2', []],
      ]) {
        const made = await app.inject({
          method: 'POST',
          url: `/limo/api/${name}`,
          headers: { authorization: `Bearer ${token}` },
          payload: { [codeField]: code, descEng: 'Serializer', [listField]: ids },
        });
        expect(made.statusCode, made.body).toBe(201);
      }
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  /** A list call: its answer as written must hold what JSON.stringify of the answer holds, written by the compiled serializer. */
  async function check(def: ResourceDef, url: string) {
    const res = await app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
    expect(res.statusCode, `${url}: ${res.body.slice(0, 300)}`).toBe(200);
    const answer = answers.get(String(res.headers['x-request-id']));
    expect(answer, url).toBeDefined();
    expect(res.json(), url).toStrictEqual(plain(answer));
    // A collection adding words to its rows (the order history) writes them with its serializer (issue 30).
    const texts = url.startsWith(`/limo/api/${def.name}?`) ? collectionOptions(def.name).listWords?.fields : undefined;
    expect(res.body, `${url}: written by the compiled serializer`).toBe(listSerializer(def, texts).fast(answer));
    return res.json() as { _embedded: Record<string, { id: number }[]> };
  }

  it('writes a page of every collection, and the child lists of its first record, as JSON.stringify would', async () => {
    const empty: string[] = [];
    for (const def of DEFS) {
      const rows = (await check(def, `/limo/api/${def.name}?size=5&page=0`))._embedded[def.name];
      if (!rows.length) empty.push(def.name);
      await check(def, `/limo/api/${def.name}?size=2&page=1&sort=id,desc`);
      for (const child of rows.length ? (def.children ?? []) : []) {
        await check(RESOURCES[child.name], `/limo/api/${def.name}/${rows[0].id}/${child.name}`);
        await check(RESOURCES[child.name], `/limo/api/${def.name}/${rows[0].id}/${child.name}?page=0&size=1`);
      }
    }
    // The demo data fills most collections: the sample pages above cover every one.
    expect(empty.length, `collections without a record in the demo data: ${empty.join(', ')}`).toBeLessThan(DEFS.length / 4);
  });
});
