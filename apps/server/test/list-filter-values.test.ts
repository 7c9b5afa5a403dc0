import { type FieldDef, RESOURCES, type ResourceDef } from '@limo/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderMaker } from './enquiry-fixtures.js';
import { makeDriverJob } from './order-fixtures.js';
import { makePricingCard } from './pricing-card.js';
import { client, embedded, expectError } from './files-helpers.js';
import { createTestApp, type TestApp } from './harness.js';

/*
 * Every filter of every collection list (top-level and child lists), of a type with a format
 * (dates and their xFrom/xTo range, whole numbers, ids, flags, statuses), refuses a malformed
 * value with a 400 naming the filter: never a 500 from the database. The cases come from the
 * definitions, so a filter added later is tried without touching this file.
 */

let t: TestApp;
let admin: string;
let api: ReturnType<typeof client>;

beforeAll(async () => {
  t = await createTestApp();
  api = client(t);
  admin = await t.login('admin');
  // Driver jobs come from the driver page, not the generic calls: one to list its children under.
  const card = await makePricingCard(t, admin);
  const make = orderMaker(t, admin, card);
  await makeDriverJob(t, (await make.create(card.c1, [make.vehicle()])).id);
  // Invoices come from createInvoice only: one to list its lines and order vehicles under.
  const invoice = await api.post(admin, '/limo/api/createInvoice', {
    clientId: card.c1,
    dateFrom: '2030-02-01',
    dateTo: '2030-02-28',
    invoiceDate: '2030-03-01',
  });
  expect(invoice.statusCode, invoice.body).toBe(201);
});
afterAll(() => t.close());

const BAD_DATES = ["'", '2026-02-30', '2026-1-1', '20260101', '0000-01-01', "2026-01-01'", 'today'];
const BAD: Partial<Record<FieldDef['type'], string[]>> = {
  date: BAD_DATES,
  integer: ["'", '1.5', '1e3', '2147483648', '-2147483649', 'abc', '0x10'],
  reference: ["'", '-1', '1.5', '1e3', '2147483648', '99999999999999999999', 'abc'],
  flag: ["'", '2', 'yes', '-1', 'true'],
  status: ["'", 'Z', 'a ; drop table banks'],
};

/** The parent of a child-only collection, and the list's address under one of its records. */
const parentOf = (def: ResourceDef) => Object.values(RESOURCES).find((p) => p.children?.some((c) => c.name === def.name));

interface Case {
  list: string;
  resource: string;
  filter: string;
  value: string;
}
function cases(): Case[] {
  const out: Case[] = [];
  for (const def of Object.values(RESOURCES)) {
    const lists = def.childOnly ? [`${parentOf(def)?.name}/PARENT/${def.name}`] : [def.name];
    for (const name of def.filters) {
      const field = def.fields.find((f) => f.name === name);
      const values = field ? BAD[field.type] : undefined;
      if (!values) continue;
      const filters = field?.type === 'date' ? [name, `${name}From`, `${name}To`] : [name];
      for (const list of lists) for (const filter of filters) for (const value of values) out.push({ list, resource: def.name, filter, value });
    }
  }
  return out;
}
const CASES = cases();

describe('a malformed filter value is a 400 naming the filter, on every collection list', () => {
  it('covers many filters of every kind', () => {
    expect(new Set(CASES.map((c) => `${c.list}?${c.filter}`)).size).toBeGreaterThan(100);
    for (const kind of Object.keys(BAD)) expect(CASES.some((c) => RESOURCES[c.resource].fields.find((f) => f.name === c.filter)?.type === kind)).toBe(true);
    expect(CASES.some((c) => c.filter.endsWith('From'))).toBe(true);
    expect(CASES.some((c) => c.list.includes('/PARENT/'))).toBe(true);
  });

  const parents = new Map<string, number>();
  /** The id of a record of the parent collection, for a child list's address. */
  async function parentId(parent: string) {
    if (!parents.has(parent)) {
      const rows = embedded(await api.get(admin, `/limo/api/${parent}?size=1`), parent);
      expect(rows.length, `a record of ${parent} to list its children`).toBeGreaterThan(0);
      parents.set(parent, rows[0].id);
    }
    return parents.get(parent) as number;
  }

  it.each(CASES)('$list?$filter=$value', async (c) => {
    let list = c.list;
    if (list.includes('/PARENT/')) list = list.replace('PARENT', String(await parentId(list.split('/')[0])));
    const res = await api.get(admin, `/limo/api/${list}?${c.filter}=${encodeURIComponent(c.value)}`);
    const body = expectError(res, 400);
    expect(body.message).toContain(c.filter);
    expect(body.invalidValues).toEqual([{ field: c.filter, value: c.value }]);
  });
});
