import { createHash } from 'node:crypto';
import { type Bilingual, type ServerLanguage, brokenRules, type FieldDef, type ResourceDef, srvText, type ServerText } from '@limo/domain';
import { and, count, eq, getTableColumns, getTableName, inArray, ne, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Db, Tx } from '../db/client.js';
import type { Principal } from './auth.js';
import { recordBodySchema } from './column-ranges.js';
import { stillReferred, uniqueFieldOf } from './db-errors.js';
import { badRequest, forbidden, HttpError, notFound, pgError } from './errors.js';
import { boundFieldProblem, boundProblems } from './body-bounds.js';
import { codedText, describeIssueTexts, fieldLabel } from './field-text.js';
import { type ListQuery, allOf } from './query.js';
import { checkReferenceList, listedBy, plainTarget } from './reference-lists.js';

export type Row = Record<string, unknown> & { id: number; version: number };

/** List shapes of one collection that keep prepared statements (a screen makes a handful). */
export const MAX_PREPARED_SHAPES = 100;
interface ListStatements {
  page: { execute(v: Record<string, unknown>): Promise<unknown[]> };
  count: { execute(v: Record<string, unknown>): Promise<{ total: number }[]> };
}
type Executor = Db | Tx;

/** What a domain module may add around the generic writes; runs inside the write's transaction. */
export interface CollectionHooks {
  afterCreate?(tx: Tx, row: Row, principal: Principal): Promise<void>;
  afterUpdate?(tx: Tx, before: Row, after: Row, principal: Principal): Promise<void>;
  /** Removes rows that belong to the record alone (its links), before the delete. */
  beforeDelete?(tx: Tx, row: Row, principal: Principal): Promise<void>;
}

export interface StoreOptions {
  hooks?: CollectionHooks;
  /** Further limits what the user sees and changes, beyond branch scoping (e.g. vehicle types of the user's branches). */
  scope?: (principal: Principal, columns: Record<string, PgColumn>) => SQL | undefined;
  /** The same limit for prepared lists, with sql.placeholder('branch') and sql.placeholder('branches') for the user's. */
  scopeTemplate?: (columns: Record<string, PgColumn>) => SQL | undefined;
  /** The record belongs to a record of a branch-scoped collection (a driver's licence): it follows that record's branch. */
  branchParent?: { field: string; table: PgTable; label: Bilingual };
  /** Refuses a record about to be saved (before its unique keys are checked) that points where the user may not; `before` on updates. */
  checkWrite?: (tx: Tx, record: Record<string, unknown>, principal: Principal, before?: Row) => Promise<void>;
  /** Another collection's store: a reference is checked against what the user may see of it (registerCollections fills it). */
  refStore?: (resource: string) => CollectionStore | undefined;
  /** Reads the list's query parameters the way the spec's callers send them (a client id of 0 for any client). */
  listQuery?: (query: Record<string, unknown>) => Record<string, unknown>;
  /** A child row as answered in the request's language (an invoice line's description worded from its text). */
  childRow?: (child: string, row: Row, lang: ServerLanguage) => Row;
  /** Texts added to each listed row in the request's language (optional wire fields, named in `fields`): an order's history in words. */
  listWords?: ListWords;
}

export interface ListWords {
  fields: readonly string[];
  rows: (db: Db, rows: Row[], lang: ServerLanguage) => Promise<Row[]>;
}

/** Validates a body against a schema, or answers 400 naming every broken field (numbers and dates within PostgreSQL's: body-bounds.ts). */
export function parseBody<S extends z.ZodType>(def: ResourceDef | undefined, schema: S, body: unknown): z.output<S> {
  const result = schema.safeParse(body);
  const bounds = boundProblems(schema, body);
  if (result.success && !bounds.length) return result.data;
  const problems: { field: string; value: unknown; text: ServerText }[] = result.success ? [] : describeIssueTexts(def, result.error.issues, body);
  const named = new Set(problems.map((p) => p.field));
  for (const b of bounds) {
    const field = b.path.join('.') || 'body';
    if (named.has(field)) continue;
    const p = boundFieldProblem(b, field);
    problems.push({ field, value: p.value, text: p.text ?? codedText(p.code, p.message, fieldLabel(field), p.params) });
  }
  throw badRequest(
    problems[0]?.text ?? srvText('srv.v.notValid'),
    problems.map((p) => p.text),
    problems.map((p) => ({ field: p.field, value: p.value })),
  );
}

/**
 * The reads and writes of one master-data collection, with its rules: validation from the
 * definition, rules across fields, branch scoping, unique codes, optimistic locking and audit.
 * The HAL routes and the hand-written calls that save a record with its children both use it.
 */
export class CollectionStore {
  readonly columns: Record<string, PgColumn>;
  private readonly statements = new Map<string, ListStatements>();
  private readonly createSchema;
  private readonly patchSchema;

  constructor(
    readonly def: ResourceDef,
    readonly table: PgTable,
    private readonly opts: StoreOptions = {},
  ) {
    this.columns = getTableColumns(table) as Record<string, PgColumn>;
    // Numbers also keep within their columns (a smallint beyond 32767 is a 400 naming the field: issue 31).
    this.createSchema = recordBodySchema(def, 'create');
    this.patchSchema = recordBodySchema(def, 'patch');
  }

  /** Its records belong to a branch: their own branchId, or their parent record's. */
  get belongsToBranch(): boolean {
    return Boolean(this.def.branchScoped || this.opts.branchParent);
  }

  scope(principal: Principal): SQL | undefined {
    return allOf([
      this.def.branchScoped ? eq(this.columns.branchId, principal.selectedBranchId) : undefined,
      this.opts.scope?.(principal, this.columns),
      this.opts.branchParent ? inArray(this.columns[this.opts.branchParent.field], this.parentIds(principal.selectedBranchId)) : undefined,
    ]);
  }

  private parentIds(branch: unknown) {
    const parent = this.opts.branchParent as NonNullable<StoreOptions['branchParent']>;
    const cols = getTableColumns(parent.table) as Record<string, PgColumn>;
    return sql`(select ${cols.id} from ${parent.table} where ${cols.branchId} = ${branch})`;
  }

  /** A record under a branch-scoped parent may only be put under a parent of the selected branch. */
  private async checkParent(tx: Executor, values: Record<string, unknown>, principal: Principal) {
    const parent = this.opts.branchParent;
    const parentId = parent ? values[parent.field] : undefined;
    if (!parent || parentId === undefined || parentId === null) return;
    const cols = getTableColumns(parent.table) as Record<string, PgColumn>;
    const [found] = await tx
      .select({ id: cols.id })
      .from(parent.table)
      .where(and(eq(cols.id, parentId), eq(cols.branchId, principal.selectedBranchId)));
    if (!found)
      throw badRequest(srvText('srv.notInBranch', { what: parent.label, id: String(parentId) }), undefined, [{ field: parent.field, value: parentId }]);
  }

  /**
   * A reference to branch data (a driver's usual vehicle) must point at a record the user sees in
   * the selected branch; another branch's record is answered as if it did not exist, so a write
   * neither succeeds nor tells the user it is there.
   */
  private async checkReferences(tx: Tx, values: Record<string, unknown>, principal: Principal, before?: Row) {
    for (const field of this.def.fields) {
      const value = values[field.name];
      if (!field.ref || value === undefined || value === null || field.name === this.opts.branchParent?.field) continue;
      if (field.type === 'references') {
        await this.checkList(tx, field, value as number[], principal, before?.[field.name]);
        continue;
      }
      const target = this.opts.refStore?.(field.ref.resource);
      // Records of a branch, or of a branch's record; shared records limited otherwise (vehicle types) keep their own rules.
      const visible = target?.belongsToBranch ? target.scope(principal) : undefined;
      if (!target || !visible) continue;
      const [found] = await tx
        .select({ id: target.columns.id })
        .from(target.table)
        .where(and(eq(target.columns.id, value), visible))
        .limit(1);
      if (!found)
        throw badRequest(srvText('srv.noSuchRef', { field: field.label, what: target.def.label, id: String(value) }), undefined, [
          { field: field.name, value },
        ]);
    }
  }

  /**
   * A list of ids (a group's locations): each must be a record of the referred collection that the
   * user sees (within all its scopes), as no foreign key checks an array; ids kept from `held` need only exist.
   */
  private async checkList(tx: Tx, field: FieldDef, ids: number[], principal: Principal, held: unknown) {
    const resource = field.ref?.resource as string;
    const store = this.opts.refStore?.(resource);
    const target = store ? { label: store.def.label, table: store.table, columns: store.columns, visible: store.scope(principal) } : plainTarget(resource);
    if (!target) throw new Error(`${this.def.name}.${field.name}: no collection ${resource}`);
    await checkReferenceList(tx, field, ids, target, Array.isArray(held) ? held : []);
  }

  async findOne(ex: Executor, id: number, principal: Principal): Promise<Row> {
    const rows = await ex
      .select()
      .from(this.table)
      .where(allOf([eq(this.columns.id, id), this.scope(principal)]))
      .limit(1);
    if (!rows[0]) throw notFound({ key: 'srv.notFound', params: { what: this.def.label, id } });
    return rows[0] as Row;
  }

  /**
   * The record, locked until the transaction ends: concurrent writes of one record queue here and
   * each sees the version the previous one left, so a write without If-Match never fails as stale.
   */
  private async lockOne(tx: Tx, id: number, principal: Principal): Promise<Row> {
    const rows = await tx
      .select()
      .from(this.table)
      .where(allOf([eq(this.columns.id, id), this.scope(principal)]))
      .limit(1)
      .for('update');
    if (!rows[0]) throw notFound({ key: 'srv.notFound', params: { what: this.def.label, id } });
    return rows[0] as Row;
  }

  /** How many list shapes hold prepared statements (at most MAX_PREPARED_SHAPES). */
  get preparedShapes() {
    return this.statements.size;
  }

  /**
   * A page of the list and its total. Lists of one shape (same filters and sort, other values)
   * share a prepared statement: building the query and planning it are done once.
   */
  async list(ex: Executor, q: ListQuery, principal: Principal) {
    let statements = this.statements.get(q.shape);
    if (!statements) {
      statements = this.prepareList(ex, q, this.statements.size < MAX_PREPARED_SHAPES);
      if (this.statements.size < MAX_PREPARED_SHAPES) this.statements.set(q.shape, statements);
    }
    const values = { ...q.params, branch: principal.selectedBranchId, branches: principal.branches, limit: q.size, offset: q.page * q.size };
    const [rows, [{ total }]] = await Promise.all([statements.page.execute(values), statements.count.execute(values)]);
    return { rows: rows as Row[], total: Number(total) };
  }

  /**
   * The page and count statements of a list shape. A named statement stays on every pooled
   * PostgreSQL connection, and a name may only ever stand for one SQL text: names follow the
   * text (a hash of it), and only the first MAX_PREPARED_SHAPES shapes get one; any further
   * shape a caller invents runs unnamed (parsed each time), so connections stay bounded too.
   */
  private prepareList(ex: Executor, q: ListQuery, named: boolean): ListStatements {
    if (this.opts.scope && !this.opts.scopeTemplate) throw new Error(`${this.def.name}: a scope needs its template for lists`);
    const where = allOf([
      this.def.branchScoped ? eq(this.columns.branchId, sql.placeholder('branch')) : undefined,
      this.opts.scopeTemplate?.(this.columns),
      this.opts.branchParent ? inArray(this.columns[this.opts.branchParent.field], this.parentIds(sql.placeholder('branch'))) : undefined,
      ...q.where,
    ]);
    const page = ex
      .select()
      .from(this.table)
      .where(where)
      .orderBy(...q.orderBy)
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'));
    const total = ex.select({ total: count() }).from(this.table).where(where);
    // An empty name is an unnamed statement for node-postgres.
    const name = (query: { toSQL(): { sql: string } }) =>
      named ? `${this.def.name}_${createHash('sha256').update(query.toSQL().sql).digest('hex').slice(0, 20)}` : '';
    return { page: page.prepare(name(page)), count: total.prepare(name(total)) };
  }

  /** How a record is named in messages: its code when it has one. */
  display(row: Row): ServerText {
    const key = this.def.fields.find((f) => f.unique)?.name;
    return srvText('srv.named', { what: this.def.label, id: key ? String(row[key]) : row.id });
  }

  async create(tx: Tx, body: unknown, principal: Principal): Promise<Row> {
    // A branch-scoped record belongs to the selected branch unless the body names one.
    if (this.def.branchScoped && body && typeof body === 'object' && !Array.isArray(body)) {
      const b = body as Record<string, unknown>;
      if (b.branchId === undefined || b.branchId === null || b.branchId === '') body = { ...b, branchId: principal.selectedBranchId };
    }
    const values = parseBody(this.def, this.createSchema, body);
    checkRules(this.def, values);
    this.checkBranch(values, principal);
    await this.checkParent(tx, values, principal);
    await this.checkReferences(tx, values, principal);
    await this.opts.checkWrite?.(tx, values, principal);
    await this.checkUnique(tx, values, principal);
    const [created] = (await this.raced(values, () =>
      tx
        .insert(this.table)
        .values({ ...values, createBy: principal.username, lastUpdateBy: principal.username, lastUpdateDt: new Date() } as never)
        .returning(),
    )) as Row[];
    await this.opts.hooks?.afterCreate?.(tx, created, principal);
    return created;
  }

  async update(tx: Tx, id: number, body: unknown, principal: Principal, wantedVersion?: number): Promise<Row> {
    const values = parseBody(this.def, this.patchSchema, body);
    if (this.def.branchScoped && values.branchId !== undefined && values.branchId !== principal.selectedBranchId) {
      throw forbidden(srvText('srv.noMove', { what: this.def.label }));
    }
    const before = await this.lockOne(tx, id, principal);
    if (wantedVersion !== undefined && wantedVersion !== before.version) throw staleVersion(this.def, before);
    checkRules(this.def, { ...before, ...values });
    await this.checkParent(tx, values, principal);
    await this.checkReferences(tx, values, principal, before);
    await this.opts.checkWrite?.(tx, { ...before, ...values }, principal, before);
    await this.checkUnique(tx, { ...before, ...values }, principal, id);
    const [after] = (await this.raced({ ...before, ...values }, () =>
      tx
        .update(this.table)
        .set({ ...values, lastUpdateBy: principal.username, lastUpdateDt: new Date(), version: before.version + 1 } as never)
        .where(and(eq(this.columns.id, id), eq(this.columns.version, before.version)))
        .returning(),
    )) as Row[];
    if (!after) throw staleVersion(this.def, before);
    await this.opts.hooks?.afterUpdate?.(tx, before, after, principal);
    return after;
  }

  async remove(tx: Tx, id: number, principal: Principal, wantedVersion?: number): Promise<void> {
    const row = await this.lockOne(tx, id, principal);
    if (wantedVersion !== undefined && wantedVersion !== row.version) throw staleVersion(this.def, row);
    // A record another collection lists (a location of a group) stays, as a referenced one does by its foreign key.
    const lister = await listedBy(tx, this.def.name, id);
    if (lister) throw stillReferred(this.def, this.display(row), lister.label, lister.codes);
    await this.opts.hooks?.beforeDelete?.(tx, row, principal);
    await tx.delete(this.table).where(eq(this.columns.id, id));
  }

  private checkBranch(values: Record<string, unknown>, principal: Principal) {
    if (!this.def.branchScoped) return;
    if (values.branchId === undefined || values.branchId === null) values.branchId = principal.selectedBranchId;
    else if (values.branchId !== principal.selectedBranchId) {
      throw forbidden(srvText('srv.otherBranch', { branch: principal.selectedBranchId, what: this.def.label, other: String(values.branchId) }));
    }
  }

  private async checkUnique(tx: Executor, values: Record<string, unknown>, principal: Principal, selfId?: number) {
    for (const field of this.def.fields.filter((f) => f.unique || f.uniqueWithin)) {
      const value = values[field.name];
      if (value === undefined || value === null) continue;
      const col = this.columns[field.name];
      const within = field.uniqueWithin;
      if (within && (values[within] === undefined || values[within] === null)) continue;
      const rows = await tx
        .select({ id: this.columns.id })
        .from(this.table)
        .where(
          allOf([
            field.type === 'text' ? sql`lower(${col}) = lower(${String(value)})` : eq(col, value),
            within ? eq(this.columns[within], values[within]) : undefined,
            this.def.branchScoped && !within && !field.uniqueAcrossBranches
              ? eq(this.columns.branchId, (values.branchId as number) ?? principal.selectedBranchId)
              : undefined,
            selfId ? ne(this.columns.id, selfId) : undefined,
          ]),
        )
        .limit(1);
      if (rows[0]) throw this.duplicate(field, value);
    }
  }

  private duplicate(field: FieldDef, value: unknown) {
    const within = field.uniqueWithin;
    const params = { field: field.label, value: String(value) };
    const text = within
      ? srvText('srv.duplicateFor', { ...params, owner: this.def.fields.find((f) => f.name === within)?.label ?? within })
      : srvText(!this.def.branchScoped ? 'srv.duplicate' : field.uniqueAcrossBranches ? 'srv.duplicateAnyBranch' : 'srv.duplicateBranch', params);
    return new HttpError(409, text, undefined, [{ field: field.name, value }]);
  }

  /**
   * A write that raced past checkUnique with another one (both checked before either saved):
   * the unique index refuses the second, answered as checkUnique would have.
   */
  private async raced<T>(record: Record<string, unknown>, write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (err) {
      const pg = pgError(err);
      const field = pg?.code === '23505' && pg.table === getTableName(this.table) ? uniqueFieldOf(this.def, pg) : undefined;
      throw field ? this.duplicate(field, record[field.name]) : err;
    }
  }
}

/** Rules across fields (an expiry not before its start), on the record as it would be saved. */
function checkRules(def: ResourceDef, record: Record<string, unknown>) {
  const broken = brokenRules(def, record);
  if (broken.length)
    throw badRequest(
      broken[0].text,
      broken.map((b) => b.text),
      broken.map((b) => ({ field: b.field, value: b.value })),
    );
}

function staleVersion(def: ResourceDef, row: Row) {
  return new HttpError(412, srvText('srv.stale', { what: def.label, id: row.id, version: row.version }));
}
