import { RESOURCES, type ResourceDef } from '@limo/domain';
import { getTableName, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { COLLECTION_TABLES } from '../src/db/schema/index.js';
import type { TestApp } from './harness.js';
import { sampleBody } from './samples.js';

/** Child rows deleted with their parent (a vehicle type's branch links). */
export const OWNED_LINKS: Record<string, string[]> = { vehicleTypes: ['vehicleTypeBranches'] };
/** Records voided instead of deleted: their DELETE answers 409 with this message and keeps them. */
export const VOIDED_NOT_DELETED: Record<string, RegExp> = { vouchers: /^Voucher \S+ cannot be deleted: vouchers are voided instead/ };
/** Links to a branch that only its own staff may make (a new branch has none). */
const MEMBERS_ONLY_LINKS = ['vehicleTypeBranches'];
/** Rows a referrer's save adds that refer to the same record (a staff member's branch assignment). */
// An other item (issue 16) needs its nature linked to its group first: that link refers to the record too.
export const ALSO_REFERS: Record<string, string[]> = { staffs: ['Staff branch assignments'], allowanceOthers: ['Group Nature'] };

/**
 * Fields of other collections that refer to this one and a record can be created with (not a
 * branch-scoped record's own branch, not links deleted with the record, not links to a branch
 * only its members make).
 */
/** Tables of read-only collections referring to `name` (an invoice's lines): their rows come from calls of their own. */
export const readOnlyReferrerTables = (name: string) =>
  Object.values(RESOURCES)
    .filter((d) => d.readOnly && d.fields.some((f) => f.ref?.resource === name && f.name !== 'branchId'))
    .map((d) => getTableName(COLLECTION_TABLES[d.name]));

export const referrers = (name: string) =>
  Object.values(RESOURCES).flatMap((d) =>
    d.fields
      .filter(
        (f) =>
          f.ref?.resource === name &&
          !d.readOnly &&
          !(d.branchScoped && f.name === 'branchId') &&
          !OWNED_LINKS[name]?.includes(d.name) &&
          !MEMBERS_ONLY_LINKS.includes(d.name),
      )
      .map((field) => ({ def: d, field })),
  );

type Rows = Record<string, unknown>[];

/** The generic collection calls as one signed-in user, with sample records made on demand. */
export class CollectionApi {
  constructor(
    private readonly t: TestApp,
    private readonly token: string,
    private readonly refsFor: (def: ResourceDef) => Record<string, number>,
  ) {}

  get(url: string, token = this.token) {
    return this.t.as(token, { method: 'GET', url });
  }

  send(method: 'POST' | 'PATCH' | 'DELETE', url: string, payload?: unknown, token = this.token, headers: Record<string, string> = {}) {
    return this.t.as(token, { method, url, payload: payload as object, headers });
  }

  /** Every row of a list, page by page. */
  async listEvery(url: string): Promise<Rows> {
    const name = url.split('?')[0].split('/').pop() as string;
    const rows: Rows = [];
    for (let page = 0; ; page++) {
      const res = await this.get(`${url}${url.includes('?') ? '&' : '?'}size=100&page=${page}`);
      expect(res.statusCode, res.body).toBe(200);
      rows.push(...res.json()._embedded[name]);
      if (page + 1 >= res.json().page.totalPages) return rows;
    }
  }

  /**
   * A body of sample values and `values`. A reference that must be unique (a driver's one app
   * login) points at a record made for it; a pair that must be unique (a branch once per vehicle
   * type) gets a new owner (the vehicle type) unless `values` names one (the tests name new ones).
   */
  async body(def: ResourceDef, values: Record<string, unknown> = {}): Promise<Record<string, unknown>> {
    const body = { ...sampleBody(def, this.refsFor(def)), ...values };
    const fresh = async (name: string) => {
      const field = def.fields.find((f) => f.name === name);
      if (field?.type === 'reference' && !(name in values)) body[name] = (await this.make(RESOURCES[field.ref?.resource ?? ''])).id;
    };
    for (const f of def.fields) {
      if (f.unique) await fresh(f.name);
      else if (f.uniqueWithin) await fresh(f.uniqueWithin);
    }
    return body;
  }

  /** Creates a record (see `body`), expecting 201. */
  async make(def: ResourceDef, values: Record<string, unknown> = {}): Promise<Record<string, unknown>> {
    const res = await this.send('POST', `/limo/api/${def.name}`, await this.body(def, values));
    expect(res.statusCode, `${def.name}: ${res.body}`).toBe(201);
    return res.json();
  }

  /** Deletes a record: 204, or 409 for one voided instead (it stays). */
  async remove(def: ResourceDef, id: unknown) {
    const res = await this.send('DELETE', `/limo/api/${def.name}/${id}`);
    const voided = VOIDED_NOT_DELETED[def.name];
    expect(res.statusCode, res.body).toBe(voided ? 409 : 204);
    if (voided) expect(res.json().message).toMatch(voided);
  }

  private async names(query: ReturnType<typeof sql>): Promise<string[]> {
    return ((await this.t.database.db.execute(query)) as unknown as { rows: { name: string }[] }).rows.map((r) => r.name);
  }

  /** The database's collation (sorting text). */
  async collation(): Promise<string> {
    return (await this.names(sql`select datcollate as name from pg_database where datname = current_database()`))[0];
  }

  /** What the database itself says of a collection's table: foreign keys pointing at it, and its unique indexes. */
  async constraintsOf(def: ResourceDef) {
    const table = getTableName(COLLECTION_TABLES[def.name]);
    return {
      table,
      referredFrom: await this.names(sql`select conrelid::regclass::text as name from pg_constraint where contype = 'f' and confrelid = ${table}::regclass`),
      unique: await this.names(sql`select indexrelid::regclass::text as name from pg_index where indisunique and indrelid = ${table}::regclass`),
    };
  }
}
