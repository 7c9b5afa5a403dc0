import { srvText } from '@limo/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.js';
import * as t from '../../db/schema/index.js';
import type { Principal } from '../../engine/auth.js';
import { mapDbError } from '../../engine/db-errors.js';
import { forbidden, notFound } from '../../engine/errors.js';
import { ifMatchOf } from '../../engine/hal.js';
import { callDoc } from '../../engine/openapi.js';
import { type PortalPrincipal, portalOf } from '../../engine/portal-auth.js';
import { idParam, typed } from '../../engine/route-schema.js';
import type { CollectionStore, Row } from '../../engine/store.js';
import { meAnswer, passengerAnswer, passengerBody, passengerList, placeAnswer, placeBody, placeList } from './portal.schemas.js';

const tags = ['Portal'];
const portal = { portal: true } as const;

/** What a portal row answers, by collection: the contract's fields (docs/portal.md). */
const FIELDS = {
  clientPassengers: ['id', 'version', 'name', 'mobile', 'email', 'language', 'notes', 'notify'],
  clientPlaces: ['id', 'version', 'label', 'locationId', 'address', 'zone'],
} as const;
type Kept = keyof typeof FIELDS;

const pick = (name: Kept, row: Row) => Object.fromEntries(FIELDS[name].map((f) => [f, row[f] ?? null]));

/**
 * The store's writes on behalf of a portal user: its rules, versions and audit stamps, with the user
 * named `portal:<username>` in the stamps (the clients and their children are not branch data).
 */
function actor(p: PortalPrincipal): Principal {
  return {
    staffId: 0,
    sessionId: p.sessionId,
    username: `portal:${p.username}`.slice(0, 50),
    fullname: p.name,
    rights: [],
    branchId: p.branchId,
    branches: [p.branchId],
    selectedBranchId: p.branchId,
    clientGroupId: null,
  };
}

/** The version a write names: If-Match, else the body's `version`. */
function versionOf(body: unknown): number | undefined {
  const v = (body as Record<string, unknown> | null)?.version;
  return typeof v === 'number' && Number.isInteger(v) ? v : undefined;
}

/** Only the ADMIN users of a client keep its stored passengers and places. */
function admin(p: PortalPrincipal) {
  if (p.role !== 'ADMIN') throw forbidden(srvText('srv.portal.adminOnly')).withCode('PORTAL_ADMIN_ONLY');
}

/** The body without what the portal never sets: the row's id, version and client are the server's. */
function bodyOf(body: unknown): Record<string, unknown> {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return body as Record<string, unknown>;
  const { id: _id, version: _v, clientId: _c, ...rest } = body as Record<string, unknown>;
  return rest;
}

/** The portal user and their client (`GET /me`), stored passengers and stored places (issue 33). */
export async function portalPeopleRoutes(base: FastifyInstance, { db, stores }: { db: Db; stores: Record<string, CollectionStore> }) {
  const app = typed(base);

  app.get(
    '/limo/portal/api/me',
    { config: portal, schema: callDoc({ tags, summary: 'The signed-in portal user and their client', answer: meAnswer }) },
    async (request) => {
      const p = portalOf(request);
      const [client] = await db.select({ name: t.clients.clientNameEng, nameChi: t.clients.clientNameChi }).from(t.clients).where(eq(t.clients.id, p.clientId));
      return {
        clientUserId: p.clientUserId,
        clientId: p.clientId,
        clientName: client.name,
        ...(client.nameChi ? { clientNameChi: client.nameChi } : {}),
        role: p.role,
        language: p.language,
        name: p.name,
      };
    },
  );

  /** A row of the user's client, locked for the write, or 404 as if no other client's row existed. */
  async function ownRow(store: CollectionStore, tx: Parameters<CollectionStore['findOne']>[0], id: number, p: PortalPrincipal) {
    const rows = await tx
      .select({ clientId: store.columns.clientId })
      .from(store.table)
      .where(and(eq(store.columns.id, id), eq(store.columns.clientId, p.clientId)));
    if (!rows[0]) throw notFound(srvText('srv.notFound', { what: store.def.label, id }));
  }

  for (const [path, name, body, answer, list] of [
    ['passengers', 'clientPassengers', passengerBody, passengerAnswer, passengerList],
    ['places', 'clientPlaces', placeBody, placeAnswer, placeList],
  ] as const) {
    const store = stores[name];
    const def = store.def;
    const what = def.label.en.toLowerCase();
    const url = `/limo/portal/api/${path}`;
    const params = idParam(def.label);
    const wanted = (request: FastifyRequest) => ifMatchOf(request) ?? versionOf(request.body);
    const active = name === 'clientPassengers' ? eq(t.clientPassengers.recordStatus, 'A') : undefined;
    const order = name === 'clientPassengers' ? sql`lower(${t.clientPassengers.name})` : sql`lower(${t.clientPlaces.label})`;

    app.get(url, { config: portal, schema: callDoc({ tags, summary: `The client's ${what}s`, answer: list }) }, async (request) => {
      const p = portalOf(request);
      const rows = await db
        .select()
        .from(store.table)
        .where(and(eq(store.columns.clientId, p.clientId), active))
        .orderBy(order, asc(store.columns.id));
      return (rows as Row[]).map((r) => pick(name, r));
    });

    app.post(url, { config: portal, schema: callDoc({ tags, summary: `Add a ${what} (ADMIN users)`, body, answer, status: 201 }) }, async (request, reply) => {
      const p = portalOf(request);
      admin(p);
      const row = await mapDbError(def, () => db.transaction((tx) => store.create(tx, { ...bodyOf(request.body), clientId: p.clientId }, actor(p))));
      return reply.status(201).send(pick(name, row));
    });

    app.put(
      `${url}/:id`,
      {
        config: { ...portal, ifMatch: true },
        schema: callDoc({
          params,
          tags,
          summary: `Change a ${what} (ADMIN users; If-Match or the body's version: 412 when stale)`,
          body: body.partial(),
          answer,
        }),
      },
      async (request) => {
        const p = portalOf(request);
        const id = request.params.id;
        const row = await mapDbError(def, () =>
          db.transaction(async (tx) => {
            await ownRow(store, tx, id, p);
            admin(p);
            return store.update(tx, id, bodyOf(request.body), actor(p), wanted(request));
          }),
        );
        return pick(name, row);
      },
    );

    app.delete(
      `${url}/:id`,
      { config: { ...portal, ifMatch: true }, schema: callDoc({ params, tags, summary: `Remove a ${what} (ADMIN users)`, answer: null }) },
      async (request, reply) => {
        const p = portalOf(request);
        const id = request.params.id;
        await mapDbError(def, () =>
          db.transaction(async (tx) => {
            await ownRow(store, tx, id, p);
            admin(p);
            await store.remove(tx, id, actor(p), ifMatchOf(request));
          }),
        );
        return reply.status(204).send();
      },
    );
  }
}
