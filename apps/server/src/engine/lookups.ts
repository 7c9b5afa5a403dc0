import { ALL, hasRight, srvText, nameFields, readRights, type ResourceDef, RESOURCES, type RightCode } from '@limo/domain';
import { and, asc, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client.js';
import { principalOf } from './auth.js';
import { badRequest } from './errors.js';
import { API, halList } from './hal.js';
import { matchesSearch, searchPattern } from './search.js';
import type { CollectionStore } from './store.js';

/** Who refers to whom: for each collection, the definitions with a reference field to it. */
function referrers(name: string): { def: ResourceDef; display: string }[] {
  return Object.values(RESOURCES).flatMap((def) => def.fields.filter((f) => f.ref?.resource === name).map((f) => ({ def, display: f.ref?.display as string })));
}

/**
 * `GET /limo/api/lookups/{name}`: the id, shown code, English and Chinese names and status of every
 * record of a collection, for the pick-lists of screens that refer to it; `?q=` keeps those whose code
 * or names hold it, ignoring case and width (engine/search.ts). Readable with the collection's own read right
 * or with the read right of any collection that refers to it (a dispatcher editing a vehicle
 * sees fleet codes without holding FLEET). Branch scoping applies as on the list.
 * Branches are the exception: every signed-in user reads the codes of the branches they work in
 * (the branch selector names them); those rights show every branch.
 */
/** A lookup's answer as documented: a HAL list of the records' ids, display fields and status, each nullable text or number. */
function lookupAnswer(name: string, shown: string[], status: string | undefined) {
  const value = {
    anyOf: [
      { type: 'string', nullable: true },
      { type: 'number', nullable: true },
    ],
  };
  const row = {
    type: 'object',
    required: ['id'],
    properties: { id: { type: 'integer' }, ...Object.fromEntries([...shown, ...(status ? [status] : [])].map((c) => [c, value])) },
  };
  return {
    description: 'The records, ordered by their display field',
    type: 'object',
    required: ['_embedded', '_links'],
    properties: { _embedded: { type: 'object', required: [name], properties: { [name]: { type: 'array', items: row } } }, _links: { type: 'object' } },
  };
}

export function registerLookups(app: FastifyInstance, db: Db, stores: Record<string, CollectionStore>) {
  for (const [name, store] of Object.entries(stores)) {
    const refs = referrers(name);
    if (!refs.length) continue;
    const displays = [...new Set(refs.map((r) => r.display))].filter((d) => store.columns[d]);
    const status = store.def.fields.find((f) => f.type === 'status' && /status$/i.test(f.name))?.name;
    const rights = [...new Set([...readRights(store.def), ...refs.flatMap((r) => readRights(r.def))])] as RightCode[];
    const ownBranches = name === 'branches';
    const names = Object.values(nameFields(store.def)).filter((c): c is string => Boolean(c && store.columns[c]));
    const shown = [...new Set([...displays, ...names])];
    const selection = Object.fromEntries(['id', ...shown, ...(status ? [status] : [])].map((c) => [c, store.columns[c]]));
    // ?q= reads the texts shown (a date or a number shown is no text to search: it failed with a 500, issue 31).
    const searched = shown.map((c) => store.columns[c]).filter((col) => ['PgVarchar', 'PgText', 'PgChar'].includes(col.columnType));
    app.get(
      `${API}/lookups/${name}`,
      {
        config: { rights: ownBranches ? [...rights, ALL] : rights },
        schema: {
          tags: ['Lookups'],
          summary: `Ids, ${displays.join(', ')} of every ${store.def.label.en}, for pick-lists`,
          querystring: { type: 'object', properties: { q: { type: 'string', description: 'code or either name, ignoring case and width' } } },
          response: { 200: lookupAnswer(name, shown, status) },
        },
      },
      async (request) => {
        const principal = principalOf(request);
        const onlyOwn = ownBranches && !hasRight(principal.rights, rights);
        const raw = (request.query as { q?: unknown }).q;
        if (raw !== undefined && (typeof raw !== 'string' || raw.includes('\u0000'))) throw badRequest(srvText('srv.noNul', { field: 'q' }));
        const q = typeof raw === 'string' && raw.trim() ? raw.trim() : undefined;
        const rows = await db
          .select(selection)
          .from(store.table)
          .where(
            and(
              onlyOwn ? inArray(store.columns.id, principal.branches) : store.scope(principal),
              q ? (matchesSearch(searched, searchPattern(q)) ?? sql`false`) : undefined,
            ),
          )
          .orderBy(asc(store.columns[displays[0] ?? 'id']), asc(store.columns.id));
        return halList(name, rows, request.url);
      },
    );
  }
}
