import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../src/db/schema/index.js';
import { MAP_TILES_FILE, openMapTiles } from '../src/modules/driver-jobs/map-tiles.js';
import { createTestApp, type TestApp } from './harness.js';
import { pmtilesArchive } from './pmtiles-fixture.js';

// Issue 30 part 8: "a configured tile URL or a PMTiles file in DATA_DIR replaces" the embedded outline.

const PNG_A = Buffer.from('89504e470d0a1a0a-tile-10-854-454');
const PNG_B = Buffer.from('89504e470d0a1a0a-tile-11-1709-909');
const dir = mkdtempSync(join(tmpdir(), 'limo-map-tiles-'));
writeFileSync(join(dir, MAP_TILES_FILE), pmtilesArchive({ '10/854/454': PNG_A, '11/1709/909': PNG_B }));
let app: TestApp;
let dispatcher: string;

beforeAll(async () => {
  app = await createTestApp({ dataDir: dir });
  dispatcher = await app.login('dispatcher');
});
afterAll(async () => {
  await app.close();
  rmSync(dir, { recursive: true, force: true });
});

const live = async () => {
  const res = await app.as(dispatcher, { method: 'GET', url: '/limo/node/api/liveVehicles' });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { tileUrl: string | null; tileMaxZoom?: number };
};

describe('a PMTiles archive in the data folder', () => {
  it("is the map's background: the live call names this server's tiles and their deepest zoom", async () => {
    expect(await live()).toMatchObject({ tileUrl: '/limo/mapTiles/{z}/{x}/{y}', tileMaxZoom: 11 });
  });

  it('serves each tile of the archive as it is stored, without a token (a map image sends none)', async () => {
    for (const [url, body] of [
      ['/limo/mapTiles/10/854/454', PNG_A],
      ['/limo/mapTiles/11/1709/909', PNG_B],
    ] as const) {
      const res = await app.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toBe('image/png');
      expect(res.headers['cache-control'], url).toContain('max-age');
      expect(res.rawPayload.equals(body), url).toBe(true);
    }
  });

  it('answers 404 for a tile it does not hold and for what is no tile address, in the caller’s language', async () => {
    for (const url of ['/limo/mapTiles/10/854/455', '/limo/mapTiles/3/8/0', '/limo/mapTiles/31/0/0', '/limo/mapTiles/a/1/1', '/limo/mapTiles/10/-1/4']) {
      const res = await app.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json().message, url).toMatch(/^No such path: GET \/limo\/mapTiles\//);
    }
    const zh = await app.app.inject({ method: 'GET', url: '/limo/mapTiles/10/854/455', headers: { 'accept-language': 'zh-HK' } });
    expect(zh.json().message).toMatch(/^找不到路徑/);
  });

  it('gives way to a tile URL set in the system parameters', async () => {
    const setting = (v: string) => app.database.db.update(t.sysParameters).set({ parmValue: v }).where(eq(t.sysParameters.parmKey, 'mapTileUrl'));
    await setting('https://tiles.example.hk/{z}/{x}/{y}.png');
    try {
      const answer = await live();
      expect(answer.tileUrl).toBe('https://tiles.example.hk/{z}/{x}/{y}.png');
      expect(answer.tileMaxZoom).toBeUndefined();
    } finally {
      await setting('');
    }
    expect((await live()).tileUrl).toBe('/limo/mapTiles/{z}/{x}/{y}');
  });
});

describe('no usable archive', () => {
  it('is none in memory, none when the folder has no file, and a warning for vector tiles or a broken file', async () => {
    const warnings: string[] = [];
    const warn = (m: string) => warnings.push(m);
    expect(await openMapTiles('memory://', warn)).toBeNull();
    const other = mkdtempSync(join(tmpdir(), 'limo-map-none-'));
    try {
      expect(await openMapTiles(other, warn)).toBeNull();
      expect(warnings).toEqual([]);
      writeFileSync(join(other, MAP_TILES_FILE), pmtilesArchive({ '10/854/454': PNG_A }, 1));
      expect(await openMapTiles(other, warn)).toBeNull();
      expect(warnings[0]).toMatch(/not used for the live map: its tiles are not images/);
      writeFileSync(join(other, MAP_TILES_FILE), Buffer.from('not an archive at all, just text'));
      expect(await openMapTiles(other, warn)).toBeNull();
      expect(warnings).toHaveLength(2);
      expect(warnings[1]).toMatch(/not used for the live map/);
    } finally {
      rmSync(other, { recursive: true, force: true });
    }
  });
});
