import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { locationPatterns, locationPatternTmps, locations } from '../src/db/schema/index.js';
import { byteSorted, client, code, embedded, expectError } from './files-helpers.js';
import { createTestApp, type TestApp } from './harness.js';

let t: TestApp;
let admin: string;
let dispatcher: string;
let hr: string;
let api: ReturnType<typeof client>;
const locId: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  api = client(t);
  [admin, dispatcher, hr] = await Promise.all(['admin', 'dispatcher', 'hr'].map((u) => t.login(u)));
  for (const l of await db().select().from(locations)) locId[l.locationCode] = l.id;
});
afterAll(() => t.close());

const db = () => t.database.db;
const codesOf = (items: Record<string, unknown>[]) => items.map((l) => l.locationCode as string);
const tmpRows = async (batchId?: string) =>
  batchId ? await db().select().from(locationPatternTmps).where(eq(locationPatternTmps.batchId, batchId)) : await db().select().from(locationPatternTmps);
const patternCount = async () => Number((await db().select({ n: count() }).from(locationPatterns))[0].n);
const patternsNamed = async (p: string) =>
  db()
    .select()
    .from(locationPatterns)
    .where(sql`lower(${locationPatterns.pattern}) = lower(${p})`);

describe('location pick-lists', () => {
  it('GET /limo/node/api/locations lists active locations by locationCode', async () => {
    const list = embedded(await api.get(dispatcher, '/limo/node/api/locations'), 'locations');
    const active = await db().select().from(locations).where(eq(locations.recordStatus, 'A'));
    expect(list).toHaveLength(active.length);
    expect(codesOf(list)).toEqual(byteSorted(codesOf(list)));
    expect(list.find((l) => l.locationCode === 'LMC')).toMatchObject({
      locationDescEng: 'Lok Ma Chau Control Point',
      locationDescChi: '落馬洲管制站',
      contractLabel: 'BORDER',
    });

    // A cancelled location leaves the pick-list.
    const made = await api.post(dispatcher, '/limo/api/locations', { locationCode: code('L'), locationDescEng: 'Temporary pick-up point' });
    expect(made.statusCode, made.body).toBe(201);
    expect(codesOf(embedded(await api.get(dispatcher, '/limo/node/api/locations'), 'locations'))).toContain(made.json().locationCode);
    expect((await api.patch(dispatcher, `/limo/api/locations/${made.json().id}`, { recordStatus: 'C' })).statusCode).toBe(200);
    expect(codesOf(embedded(await api.get(dispatcher, '/limo/node/api/locations'), 'locations'))).not.toContain(made.json().locationCode);
    expect(codesOf(embedded(await api.get(dispatcher, '/limo/node/api/locations?q=kwai fong'), 'locations'))).toEqual(['KFCP']);
    expectError(await api.get(await t.login('accounts'), '/limo/node/api/locations'), 403);
  });

  it('GET /limo/node/api/locations/{x}: the exact code first, then codes and names holding x', async () => {
    const byX = async (x: string) => codesOf(embedded(await api.get(dispatcher, `/limo/node/api/locations/${encodeURIComponent(x)}`), 'locations'));
    expect(await byX('shangri')).toEqual(['ISL', 'KSL', 'SZFT-SL']);
    expect(await byX('機場')).toEqual(['HKG-T1', 'HKG-T2', 'KLN-STN', 'SZX']);
    expect(await byX('hkg')).toEqual(['HKG-BAC', 'HKG-SKYPIER', 'HKG-T1', 'HKG-T2']);
    // A code also found inside other codes and names that sort before it still comes first.
    const exact = code('ZQ');
    for (const [locationCode, locationDescEng] of [
      [exact, 'Exact code'],
      [`A${exact}`, 'Code holding the other'],
      [code('AA'), `Name holding ${exact.toLowerCase()}`],
    ]) {
      expect((await api.post(dispatcher, '/limo/api/locations', { locationCode, locationDescEng })).statusCode).toBe(201);
    }
    const found = await byX(exact.toLowerCase());
    expect(found).toHaveLength(3);
    expect(found[0]).toBe(exact);
    expect(found.slice(1)).toEqual(byteSorted(found.slice(1)));
    expect(await byX('nowhere-at-all')).toEqual([]);
  });
});

describe('location patterns', () => {
  it('POST /limo/api/searchLocationPatterns finds the patterns in a free text', async () => {
    const res = await api.post(dispatcher, '/limo/api/searchLocationPatterns', { text: 'Pick up at Lok Ma Chau control point' });
    const found = embedded(res, 'locationPatterns');
    expect(found.map((p) => [p.pattern, p.locationCode])).toEqual([['LOK MA CHAU', 'LMC']]);
    expect(found[0]).toMatchObject({ locationId: locId.LMC, locationDescEng: 'Lok Ma Chau Control Point', locationDescChi: '落馬洲管制站' });
    const chinese = embedded(await api.post(dispatcher, '/limo/api/searchLocationPatterns', { text: '請到半島酒店接客' }), 'locationPatterns');
    expect(chinese.map((p) => p.locationCode)).toEqual(['PEN']);
    expect(embedded(await api.post(dispatcher, '/limo/api/searchLocationPatterns', { text: 'Somewhere in Mongolia' }), 'locationPatterns')).toEqual([]);
  });

  it('refuses a search without text', async () => {
    expectError(await api.post(dispatcher, '/limo/api/searchLocationPatterns', {}), 400, 'text is required');
    expectError(await api.post(dispatcher, '/limo/api/searchLocationPatterns', { text: '   ' }), 400, 'text is required');
    expectError(await api.post(dispatcher, '/limo/api/searchLocationPatterns', { text: 42 }), 400);
    expectError(await api.post(hr, '/limo/api/searchLocationPatterns', { text: 'Lok Ma Chau' }), 403);
  });

  describe('upload through the temporary batch', () => {
    const fresh = `Harbour Grand lobby ${code()}`;
    const rows = [
      { pattern: fresh, locationCode: 'HGK' },
      { pattern: 'Nowhere Inn', locationCode: 'XXX' },
      { pattern: '', locationCode: 'PEN' },
      { pattern: fresh.toUpperCase(), locationCode: 'PEN' },
      { pattern: 'lok ma chau', locationCode: 'LMC' },
      { pattern: `  Disneyland Hotel lobby ${code()}  `, locationCode: ' dlh ' },
      { pattern: 'No code at all' },
    ];
    let batchId: string;

    it('checks every row and answers the accepted count and the rejected rows', async () => {
      const before = await patternCount();
      const res = await api.post(dispatcher, '/limo/api/insertLocationPatternTmpBatch', { rows });
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json();
      batchId = body.batchId;
      expect(batchId).toMatch(/^[0-9a-f-]{36}$/);
      expect(body).toEqual({
        batchId,
        total: 7,
        accepted: 2,
        rejected: [
          { rowNo: 2, pattern: 'Nowhere Inn', locationCode: 'XXX', error: 'There is no location XXX' },
          { rowNo: 3, pattern: '', locationCode: 'PEN', error: 'Pattern is required' },
          { rowNo: 4, pattern: fresh.toUpperCase(), locationCode: 'PEN', error: `Pattern "${fresh.toUpperCase()}" appears twice in the file` },
          { rowNo: 5, pattern: 'lok ma chau', locationCode: 'LMC', error: 'Pattern "lok ma chau" already exists' },
          { rowNo: 7, pattern: 'No code at all', locationCode: '', error: 'Location code is required' },
        ],
      });
      const kept = await tmpRows(batchId);
      expect(kept).toHaveLength(7);
      expect(
        kept
          .filter((r) => !r.error)
          .map((r) => r.locationId)
          .sort(),
      ).toEqual([locId.HGK, locId.DLH].sort());
      // Checking adds no pattern yet.
      expect(await patternCount()).toBe(before);
    });

    it('applies the accepted rows only, then forgets the batch: a second apply is 404', async () => {
      const before = await patternCount();
      const res = await api.post(dispatcher, `/limo/api/applyLocationPatternTmpBatch/${batchId}`, {});
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ batchId, inserted: 2, skipped: 5 });
      expect(await patternCount()).toBe(before + 2);
      expect((await patternsNamed(fresh)).map((p) => p.locationId)).toEqual([locId.HGK]);
      expect(await patternsNamed('Nowhere Inn')).toEqual([]);
      expect(await patternsNamed('lok ma chau')).toHaveLength(1);
      expect(await tmpRows(batchId)).toEqual([]);
      const found = embedded(
        await api.post(dispatcher, '/limo/api/searchLocationPatterns', { text: `Meet at ${fresh.toLowerCase()} at 9` }),
        'locationPatterns',
      );
      expect(found.map((p) => p.locationCode)).toEqual(['HGK']);
      expectError(await api.post(dispatcher, `/limo/api/applyLocationPatternTmpBatch/${batchId}`, {}), 404, /not found: it was applied or discarded already/);
      expect(await patternCount()).toBe(before + 2);
    });

    it('discards a batch with DELETE; nothing is applied', async () => {
      const pattern = `Discarded ${code()}`;
      const made = await api.post(dispatcher, '/limo/api/insertLocationPatternTmpBatch', { rows: [{ pattern, locationCode: 'PEN' }] });
      expect(made.json()).toMatchObject({ total: 1, accepted: 1, rejected: [] });
      const id = made.json().batchId as string;
      expect(await tmpRows(id)).toHaveLength(1);
      const gone = await api.del(dispatcher, `/limo/api/locationPatternTmpBatch/${id}`);
      expect(gone.statusCode).toBe(204);
      expect(await tmpRows(id)).toEqual([]);
      expectError(await api.post(dispatcher, `/limo/api/applyLocationPatternTmpBatch/${id}`, {}), 404);
      expectError(await api.del(dispatcher, `/limo/api/locationPatternTmpBatch/${id}`), 404);
      expect(await patternsNamed(pattern)).toEqual([]);
      expectError(await api.del(dispatcher, '/limo/api/locationPatternTmpBatch/not-a-batch'), 400);
    });

    it('applies nothing when a pattern was added since the check (409), keeping the batch', async () => {
      const late = `Late pattern ${code()}`;
      const other = `Other pattern ${code()}`;
      const made = await api.post(dispatcher, '/limo/api/insertLocationPatternTmpBatch', {
        rows: [
          { pattern: other, locationCode: 'PEN' },
          { pattern: late, locationCode: 'PEN' },
        ],
      });
      expect(made.json()).toMatchObject({ total: 2, accepted: 2 });
      const id = made.json().batchId as string;
      expect((await api.post(dispatcher, '/limo/api/locationPatterns', { pattern: late, locationId: locId.FSH })).statusCode).toBe(201);
      expectError(await api.post(dispatcher, `/limo/api/applyLocationPatternTmpBatch/${id}`, {}), 409);
      expect(await patternsNamed(other)).toEqual([]);
      expect((await patternsNamed(late)).map((p) => p.locationId)).toEqual([locId.FSH]);
      expect(await tmpRows(id)).toHaveLength(2);
      expect((await api.del(dispatcher, `/limo/api/locationPatternTmpBatch/${id}`)).statusCode).toBe(204);
    });

    it('refuses more than 5000 rows, an empty file and users without the right, keeping nothing', async () => {
      const before = (await tmpRows()).length;
      const many = Array.from({ length: 5001 }, (_, i) => ({ pattern: `Bulk ${i}`, locationCode: 'PEN' }));
      expectError(await api.post(dispatcher, '/limo/api/insertLocationPatternTmpBatch', { rows: many }), 400, 'rows must hold at most 5000 rows');
      expectError(await api.post(dispatcher, '/limo/api/insertLocationPatternTmpBatch', { rows: [] }), 400, 'rows must hold at least one row');
      expectError(await api.post(dispatcher, '/limo/api/insertLocationPatternTmpBatch', { rows: 'PEN,Peninsula' }), 400);
      expectError(
        await api.post(hr, '/limo/api/insertLocationPatternTmpBatch', { rows: [{ pattern: 'x', locationCode: 'PEN' }] }),
        403,
        'You do not have the right LOCATIONPATTERN',
      );
      expect((await tmpRows()).length).toBe(before);
      const other = await api.post(admin, '/limo/api/insertLocationPatternTmpBatch', { rows: [{ pattern: `Admin ${code()}`, locationCode: 'PEN' }] });
      const otherId = other.json().batchId as string;
      expectError(await api.post(hr, `/limo/api/applyLocationPatternTmpBatch/${otherId}`, {}), 403);
      expectError(await api.del(hr, `/limo/api/locationPatternTmpBatch/${otherId}`), 403);
      expect(await tmpRows(otherId)).toHaveLength(1);
    });
  });
});
