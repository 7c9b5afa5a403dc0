import { randomUUID } from 'node:crypto';
import { RESOURCES } from '@limo/domain';
import { and, asc, count, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { locationPatterns, locationPatternTmps, locations } from '../../db/schema/index.js';
import { principalOf } from '../../engine/auth.js';
import { parseBody } from '../../engine/collection.js';
import { mapDbError } from '../../engine/db-errors.js';
import { badRequest, notFound } from '../../engine/errors.js';
import { API, halList, halListOrPage, toWire } from '../../engine/hal.js';
import { containing, type ListQuery, paginate, parseList } from '../../engine/query.js';
import { handListSpec } from './lists.js';

const NODE = '/limo/node/api';
const tags = ['Locations'];
const PICK = { rights: ['LOCATION', 'ORDERING', 'SCHEDULING', 'DRIVERJOB', 'LOCATIONPATTERN', 'LOCATIONASSOCIATE'] as const };
const PATTERN = { rights: ['LOCATIONPATTERN'] as const };
export const MAX_BATCH_ROWS = 5000;
const pickSpec = handListSpec(RESOURCES.locations, locations, { search: [locations.locationCode, locations.locationDescEng, locations.locationDescChi] });
const byCodeSpec = handListSpec(RESOURCES.locations, locations);

const batchSchema = z.object({
  rows: z
    // A missing cell is checked per row ("Location code is required"), not a reason to refuse the whole file.
    .array(z.object({ pattern: z.unknown().optional(), locationCode: z.unknown().optional() }), { error: 'must be a list of {pattern, locationCode}' })
    .min(1, 'must hold at least one row')
    .max(MAX_BATCH_ROWS, `must hold at most ${MAX_BATCH_ROWS} rows`),
});
const searchSchema = z.object({ text: z.string({ error: 'is required' }).trim().min(1, 'is required').max(500, 'must be at most 500 characters') });

/** Location pick-lists, pattern matching of free text, and the checked upload of pattern files. */
export async function locationRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const wire = (r: unknown) => toWire(RESOURCES.locations, r as never);

  app.get(`${NODE}/locations`, { config: PICK, schema: { tags, summary: 'Active locations by code (?q=, ?sort=, ?page=&size=)' } }, async (request) => {
    const q = parseList(pickSpec, request.query as Record<string, unknown>);
    return pickList(q, [], request.url);
  });

  // {x} is a code or a part of a name: the exact code first, then the rest by code (or the asked sort).
  app.get(`${NODE}/locations/:x`, { config: PICK, schema: { tags, summary: 'Active locations whose code is x or whose code or name holds x' } }, async (request) => {
    const x = String((request.params as { x: string }).x).trim();
    if (!x || x.includes('\u0000')) throw badRequest('x must be a code or a part of a name');
    const q = parseList(byCodeSpec, request.query as Record<string, unknown>);
    const holding = or(ilike(locations.locationCode, containing(x)), ilike(locations.locationDescEng, containing(x)), ilike(locations.locationDescChi, containing(x)));
    return pickList(q, [holding], request.url, sql`case when lower(${locations.locationCode}) = lower(${x}) then 0 else 1 end`);
  });

  async function pickList(q: ListQuery, conds: (SQL | undefined)[], url: string, first?: SQL) {
    const where = and(eq(locations.recordStatus, 'A'), ...conds, ...q.where);
    const rows = await paginate(db.select().from(locations).where(where).orderBy(...(first ? [first] : []), ...q.orderBy).$dynamic(), q);
    const total = q.paged ? (await db.select({ n: count() }).from(locations).where(where))[0].n : rows.length;
    return halListOrPage('locations', rows.map(wire), q, total, url);
  }

  // The patterns found in a free text (an address from a partner feed), best first.
  app.post(`${API}/searchLocationPatterns`, { config: { rights: ['LOCATIONPATTERN', 'ORDERING', 'ORDERAPI'] }, schema: { tags, summary: 'Patterns found in {text}, by priority, with their locations' } }, async (request) => {
    const { text } = parseBody(undefined, searchSchema, request.body);
    const rows = await db
      .select({ p: locationPatterns, locationCode: locations.locationCode, locationDescEng: locations.locationDescEng, locationDescChi: locations.locationDescChi })
      .from(locationPatterns)
      .innerJoin(locations, eq(locations.id, locationPatterns.locationId))
      .where(and(eq(locationPatterns.recordStatus, 'A'), sql`strpos(lower(${text}), lower(${locationPatterns.pattern})) > 0`))
      .orderBy(asc(locationPatterns.priority), sql`length(${locationPatterns.pattern}) desc`);
    return halList(
      'locationPatterns',
      rows.map((r) => ({ ...toWire(RESOURCES.locationPatterns, r.p as never), locationCode: r.locationCode, locationDescEng: r.locationDescEng, locationDescChi: r.locationDescChi })),
      request.url,
    );
  });

  // An uploaded pattern file: every row is checked and kept in a temporary batch for the preview.
  app.post(`${API}/insertLocationPatternTmpBatch`, { config: PATTERN, schema: { tags, summary: 'Check rows {rows: [{pattern, locationCode}]} into a temporary batch; answers accepted and rejected rows' } }, async (request) => {
    const principal = principalOf(request);
    const { rows } = parseBody(undefined, batchSchema, request.body);
    const batchId = randomUUID();
    const codes = [...new Set(rows.map((r) => String(r.locationCode ?? '').trim().toUpperCase()).filter(Boolean))];
    const patternsIn = [...new Set(rows.map((r) => String(r.pattern ?? '').trim().toLowerCase()).filter(Boolean))];
    return db.transaction(async (tx) => {
      const locs = codes.length ? await tx.select({ id: locations.id, code: locations.locationCode, status: locations.recordStatus }).from(locations).where(inArray(locations.locationCode, codes)) : [];
      const existing = patternsIn.length
        ? new Set((await tx.select({ p: sql<string>`lower(${locationPatterns.pattern})` }).from(locationPatterns).where(inArray(sql`lower(${locationPatterns.pattern})`, patternsIn))).map((r) => r.p))
        : new Set<string>();
      const seen = new Set<string>();
      const checked = rows.map((r, i) => {
        const pattern = typeof r.pattern === 'string' ? r.pattern.trim() : r.pattern === undefined || r.pattern === null ? '' : String(r.pattern).trim();
        const locationCode = String(r.locationCode ?? '').trim().toUpperCase();
        const loc = locs.find((l) => l.code === locationCode);
        const key = pattern.toLowerCase();
        const error = !pattern
          ? 'Pattern is required'
          : pattern.length > 200
            ? 'Pattern must be at most 200 characters'
            : pattern.includes('\u0000')
              ? 'Pattern must not hold a NUL character'
              : !locationCode
                ? 'Location code is required'
                : !loc
                  ? `There is no location ${locationCode}`
                  : loc.status !== 'A'
                    ? `Location ${locationCode} is cancelled`
                    : existing.has(key)
                      ? `Pattern "${pattern}" already exists`
                      : seen.has(key)
                        ? `Pattern "${pattern}" appears twice in the file`
                        : null;
        if (!error) seen.add(key);
        return { batchId, rowNo: i + 1, pattern: pattern.slice(0, 500).replace(/\u0000/g, ''), locationCode: locationCode.slice(0, 50).replace(/\u0000/g, ''), locationId: error ? null : (loc?.id ?? null), error, createBy: principal.username };
      });
      for (let i = 0; i < checked.length; i += 1000) await tx.insert(locationPatternTmps).values(checked.slice(i, i + 1000));
      const rejected = checked.filter((c) => c.error).map(({ rowNo, pattern, locationCode, error }) => ({ rowNo, pattern, locationCode, error }));
      return { batchId, total: checked.length, accepted: checked.length - rejected.length, rejected };
    });
  });

  app.post(`${API}/applyLocationPatternTmpBatch/:batchId`, { config: PATTERN, schema: { tags, summary: 'Add the accepted rows of a checked batch as location patterns, then drop the batch' } }, async (request) => {
    const principal = principalOf(request);
    const batchId = batchParam((request.params as { batchId: string }).batchId);
    // A pattern added since the check makes the whole batch a 409; nothing is half-applied.
    return mapDbError(RESOURCES.locationPatterns, () => db.transaction(async (tx) => {
      const rows = await tx.select().from(locationPatternTmps).where(eq(locationPatternTmps.batchId, batchId));
      if (!rows.length) throw notFound(`Upload batch ${batchId} not found: it was applied or discarded already`);
      const accepted = rows.filter((r) => !r.error && r.locationId);
      if (accepted.length) {
        await tx
          .insert(locationPatterns)
          .values(accepted.map((r) => ({ pattern: r.pattern as string, locationId: r.locationId as number, createBy: principal.username, lastUpdateBy: principal.username })));
      }
      await tx.delete(locationPatternTmps).where(eq(locationPatternTmps.batchId, batchId));
      return { batchId, inserted: accepted.length, skipped: rows.length - accepted.length };
    }));
  });

  app.delete(`${API}/locationPatternTmpBatch/:batchId`, { config: PATTERN, schema: { tags, summary: 'Discard a checked batch' } }, async (request, reply) => {
    const batchId = batchParam((request.params as { batchId: string }).batchId);
    const gone = await db.delete(locationPatternTmps).where(eq(locationPatternTmps.batchId, batchId)).returning({ id: locationPatternTmps.id });
    if (!gone.length) throw notFound(`Upload batch ${batchId} not found`);
    return reply.status(204).send();
  });
}

function batchParam(raw: string) {
  if (!/^[0-9a-f-]{36}$/i.test(raw)) throw badRequest('batchId must be the id answered by insertLocationPatternTmpBatch');
  return raw;
}
