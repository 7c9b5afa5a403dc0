import { type Bilingual, srvText } from '@limo/domain';
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../db/client.js';
import type { Principal } from './auth.js';
import { mapDbError } from './db-errors.js';
import { badRequest, bodyNotObject, HttpError, type Text } from './errors.js';
import { toWire } from './hal.js';
import type { CollectionStore, Row } from './store.js';

export interface ChildSpec {
  store: CollectionStore;
  /** The child's field holding the parent id. */
  foreignKey: string;
}

/**
 * Saves a record with its child rows in one transaction: `body` holds the parent's fields and,
 * under each child collection's name, the full list of its rows. Rows with an id are updated,
 * rows without are created, rows no longer listed are deleted. A child list left out of the body
 * is not touched. Any broken row fails the whole save, its messages prefixed with where it is.
 */
export async function saveAggregate(
  tx: Tx,
  parent: CollectionStore,
  children: ChildSpec[],
  body: unknown,
  principal: Principal,
  id?: number,
  /** The version the editor read (If-Match): a stale one is a 412 and nothing is saved. */
  wantedVersion?: number,
) {
  if (!body || typeof body !== 'object' || Array.isArray(body)) throw bodyNotObject(body);
  const { ...fields } = body as Record<string, unknown>;
  const lists: Record<string, unknown> = {};
  for (const c of children) {
    if (c.store.def.name in fields) {
      lists[c.store.def.name] = fields[c.store.def.name];
      delete fields[c.store.def.name];
    }
  }
  const row = id === undefined ? await parent.create(tx, fields, principal) : await parent.update(tx, id, fields, principal, wantedVersion);
  const out: Record<string, unknown> = toWire(parent.def, row);
  for (const c of children) {
    const name = c.store.def.name;
    out[name] = (await saveChildRows(tx, parent.def.label, row.id, c, name in lists, lists[name], principal)).map((r) => toWire(c.store.def, r));
  }
  return out;
}

/**
 * The rows of one child list of a record, saved as saveAggregate saves them (rows with an id
 * updated, rows without created, rows not listed deleted); `given` false leaves them as they are.
 * Answers the rows the user sees afterwards.
 */
export async function saveChildRows(tx: Tx, parentLabel: Bilingual, parentId: number, c: ChildSpec, given: boolean, rows: unknown, principal: Principal) {
  const name = c.store.def.name;
  const fk = c.store.columns[c.foreignKey];
  // Only the child rows the user may see: the others (another branch's links) are left alone.
  const existing = (await tx
    .select()
    .from(c.store.table)
    .where(and(eq(fk, parentId), c.store.scope(principal)))) as Row[];
  if (!given) return existing;
  if (!Array.isArray(rows)) throw badRequest(srvText('srv.notAList', { field: name }), undefined, [{ field: name, value: rows }]);
  // Rows no longer listed go first, so a listed row may take the unique key of one it replaces
  // (a branch link sent again without its id, or the one a create hook added).
  const listed = new Set(rows.map((r) => (r && typeof r === 'object' ? Number((r as Record<string, unknown>).id) : Number.NaN)));
  for (const gone of existing.filter((e) => !listed.has(e.id))) await mapDbError(c.store.def, () => c.store.remove(tx, gone.id, principal));
  const saved: Row[] = [];
  for (const [i, raw] of rows.entries()) {
    const where = srvText('srv.row', { what: c.store.def.label, row: i + 1 });
    try {
      // Each refusal names its place (`clientContacts[0]`) beside the row's words (issue 31).
      if (!raw || typeof raw !== 'object' || Array.isArray(raw))
        throw badRequest(srvText('srv.rowNotObject'), undefined, [{ field: `${name}[${i}]`, value: raw }]);
      const { id: childId, ...values } = raw as Record<string, unknown>;
      if (childId !== undefined && childId !== null) {
        const mine = existing.find((e) => e.id === Number(childId));
        if (!mine)
          throw badRequest(srvText('srv.noChild', { what: c.store.def.label, id: String(childId), parent: parentLabel }), undefined, [
            { field: `${name}[${i}].id`, value: childId },
          ]);
        saved.push(await mapDbError(c.store.def, () => c.store.update(tx, mine.id, { ...values, [c.foreignKey]: parentId }, principal)));
      } else {
        saved.push(await mapDbError(c.store.def, () => c.store.create(tx, { ...values, [c.foreignKey]: parentId }, principal)));
      }
    } catch (err) {
      throw prefixed(err, where);
    }
  }
  return saved;
}

function prefixed(err: unknown, where: Text) {
  return err instanceof HttpError ? err.within(where) : err;
}

/** A record with its child rows, as saveAggregate answers it. */
export async function readAggregate(ex: Tx, parent: CollectionStore, children: ChildSpec[], id: number, principal: Principal) {
  const row = await parent.findOne(ex, id, principal);
  const out: Record<string, unknown> = toWire(parent.def, row);
  for (const c of children) {
    const rows = (await ex
      .select()
      .from(c.store.table)
      .where(and(eq(c.store.columns[c.foreignKey], id), c.store.scope(principal)))) as Row[];
    out[c.store.def.name] = rows.map((r) => toWire(c.store.def, r));
  }
  return out;
}
