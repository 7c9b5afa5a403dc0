import { randomUUID } from 'node:crypto';
import { RESOURCES, REFUSAL_NAMES, srvText } from '@limo/domain';
import { and, asc, count, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { locationPatterns, locationPatternTmps, locations } from '../../db/schema/index.js';
import { searchKey } from '../../db/schema/search.js';
import type { Principal } from '../../engine/auth.js';
import { mapDbError } from '../../engine/db-errors.js';
import { notFound } from '../../engine/errors.js';
import { toWire } from '../../engine/hal.js';
import { type ListQuery, paginate } from '../../engine/query.js';
import { matchesSearch, searchForm, searchPattern } from '../../engine/search.js';
import { handListSpec } from './hand-list-spec.js';
import type { PatternRow } from './locations.schemas.js';

export const locationPickSpec = handListSpec(RESOURCES.locations, locations, {
  search: [locations.locationCode, locations.locationDescEng, locations.locationDescChi],
});
export const locationsByCodeSpec = handListSpec(RESOURCES.locations, locations);

/** Active locations in the list's order; `first` puts some before the others (the exact code). */
async function pickList(db: Db, q: ListQuery, conds: (SQL | undefined)[], first?: SQL) {
  const where = and(eq(locations.recordStatus, 'A'), ...conds, ...q.where);
  const rows = await paginate(
    db
      .select()
      .from(locations)
      .where(where)
      .orderBy(...(first ? [first] : []), ...q.orderBy)
      .$dynamic(),
    q,
  );
  const total = q.paged ? (await db.select({ n: count() }).from(locations).where(where))[0].n : rows.length;
  return { items: rows.map((r) => toWire(RESOURCES.locations, r as never)), total };
}

/** The location pick-list. */
export const locationPickList = (db: Db, q: ListQuery) => pickList(db, q, []);

/** {x} is a code or a part of a name: the exact code first, then the rest by code (or the asked sort). */
export function locationsHolding(db: Db, x: string, q: ListQuery) {
  const holding = matchesSearch(locationPickSpec.search, searchPattern(x));
  return pickList(db, q, [holding], sql`case when ${searchKey(locations.locationCode)} = ${searchForm(x)} then 0 else 1 end`);
}

/** The patterns found in a free text (an address from a partner feed), best first, with their locations. */
export async function searchLocationPatterns(db: Db, text: string) {
  const rows = await db
    .select({
      p: locationPatterns,
      locationCode: locations.locationCode,
      locationDescEng: locations.locationDescEng,
      locationDescChi: locations.locationDescChi,
    })
    .from(locationPatterns)
    .innerJoin(locations, eq(locations.id, locationPatterns.locationId))
    .where(and(eq(locationPatterns.recordStatus, 'A'), sql`strpos(lower(${text}), lower(${locationPatterns.pattern})) > 0`))
    .orderBy(asc(locationPatterns.priority), sql`length(${locationPatterns.pattern}) desc`);
  return rows.map((r) => ({
    ...toWire(RESOURCES.locationPatterns, r.p as never),
    locationCode: r.locationCode,
    locationDescEng: r.locationDescEng,
    locationDescChi: r.locationDescChi,
  }));
}

/** An uploaded pattern file: every row is checked and kept in a temporary batch for the preview. */
export function checkPatternBatch(db: Db, rows: PatternRow[], principal: Principal) {
  const batchId = randomUUID();
  const codes = [
    ...new Set(
      rows
        .map((r) =>
          String(r.locationCode ?? '')
            .trim()
            .toUpperCase(),
        )
        .filter(Boolean),
    ),
  ];
  const patternsIn = [
    ...new Set(
      rows
        .map((r) =>
          String(r.pattern ?? '')
            .trim()
            .toLowerCase(),
        )
        .filter(Boolean),
    ),
  ];
  return db.transaction(async (tx) => {
    const locs = codes.length
      ? await tx
          .select({ id: locations.id, code: locations.locationCode, status: locations.recordStatus })
          .from(locations)
          .where(inArray(locations.locationCode, codes))
      : [];
    const existing = patternsIn.length
      ? new Set(
          (
            await tx
              .select({ p: sql<string>`lower(${locationPatterns.pattern})` })
              .from(locationPatterns)
              .where(inArray(sql`lower(${locationPatterns.pattern})`, patternsIn))
          ).map((r) => r.p),
        )
      : new Set<string>();
    const seen = new Set<string>();
    const checked = rows.map((r, i) => {
      const pattern = typeof r.pattern === 'string' ? r.pattern.trim() : r.pattern === undefined || r.pattern === null ? '' : String(r.pattern).trim();
      const locationCode = String(r.locationCode ?? '')
        .trim()
        .toUpperCase();
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
      return {
        batchId,
        rowNo: i + 1,
        pattern: pattern.slice(0, 500).replace(/\u0000/g, ''),
        locationCode: locationCode.slice(0, 50).replace(/\u0000/g, ''),
        locationId: error ? null : (loc?.id ?? null),
        error,
        createBy: principal.username,
      };
    });
    for (let i = 0; i < checked.length; i += 1000) await tx.insert(locationPatternTmps).values(checked.slice(i, i + 1000));
    const rejected = checked.filter((c) => c.error).map(({ rowNo, pattern, locationCode, error }) => ({ rowNo, pattern, locationCode, error }));
    return { batchId, total: checked.length, accepted: checked.length - rejected.length, rejected };
  });
}

/** Adds the accepted rows of a checked batch as location patterns, then drops the batch. */
export function applyPatternBatch(db: Db, batchId: string, principal: Principal) {
  // A pattern added since the check makes the whole batch a 409; nothing is half-applied.
  return mapDbError(RESOURCES.locationPatterns, () =>
    db.transaction(async (tx) => {
      const rows = await tx.select().from(locationPatternTmps).where(eq(locationPatternTmps.batchId, batchId));
      if (!rows.length) throw notFound(srvText('srv.loc.batchGone', { id: batchId }));
      const accepted = rows.filter((r) => !r.error && r.locationId);
      if (accepted.length) {
        await tx.insert(locationPatterns).values(
          accepted.map((r) => ({
            pattern: r.pattern as string,
            locationId: r.locationId as number,
            createBy: principal.username,
            lastUpdateBy: principal.username,
          })),
        );
      }
      await tx.delete(locationPatternTmps).where(eq(locationPatternTmps.batchId, batchId));
      return { batchId, inserted: accepted.length, skipped: rows.length - accepted.length };
    }),
  );
}

/** Drops a checked batch. */
export async function discardPatternBatch(db: Db, batchId: string) {
  const gone = await db.delete(locationPatternTmps).where(eq(locationPatternTmps.batchId, batchId)).returning({ id: locationPatternTmps.id });
  if (!gone.length) throw notFound(srvText('srv.notFound', { what: REFUSAL_NAMES.uploadBatch, id: batchId }));
}
