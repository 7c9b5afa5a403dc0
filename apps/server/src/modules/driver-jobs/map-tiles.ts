import { existsSync } from 'node:fs';
import { type FileHandle, open } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { PMTiles, type RangeResponse, type Source, TileType } from 'pmtiles';
import { notFound } from '../../engine/errors.js';

/*
 * Issue 30 part 8: the live map's background from a PMTiles archive the operator puts in DATA_DIR, served by this
 * server (no tile server, no internet). Raster archives only: the map is Leaflet's raster layer.
 */

export const MAP_TILES_FILE = 'map.pmtiles';
export const MAP_TILES_PATH = '/limo/mapTiles';
const MAX_ZOOM = 30;

const CONTENT_TYPES: Partial<Record<TileType, string>> = {
  [TileType.Png]: 'image/png',
  [TileType.Jpeg]: 'image/jpeg',
  [TileType.Webp]: 'image/webp',
  [TileType.Avif]: 'image/avif',
};

/** Byte ranges of the archive read from its file (the library's own sources are for browsers and HTTP). */
class FileSource implements Source {
  constructor(
    private readonly handle: FileHandle,
    private readonly key: string,
  ) {}

  getKey() {
    return this.key;
  }

  async getBytes(offset: number, length: number): Promise<RangeResponse> {
    const data = new Uint8Array(length);
    const { bytesRead } = await this.handle.read(data, 0, length, offset);
    return { data: data.buffer.slice(0, bytesRead) };
  }
}

export interface MapTiles {
  /** The template the map loads tiles from (this server). */
  tileUrl: string;
  maxZoom: number;
  contentType: string;
  tile(z: number, x: number, y: number): Promise<Uint8Array | undefined>;
  close(): Promise<void>;
}

type Warn = (message: string) => void;

/** The archive in the data folder, or null: none there, the embedded database in memory, vector tiles or a bad file (warned). */
export async function openMapTiles(dataDir: string, warn: Warn): Promise<MapTiles | null> {
  if (dataDir.startsWith('memory://')) return null;
  const file = join(dataDir, MAP_TILES_FILE);
  if (!existsSync(file)) return null;
  const handle = await open(file, 'r');
  try {
    const archive = new PMTiles(new FileSource(handle, file));
    const header = await archive.getHeader();
    const contentType = CONTENT_TYPES[header.tileType];
    if (!contentType) throw new Error('its tiles are not images (vector tiles need a tile server of their own)');
    return {
      tileUrl: `${MAP_TILES_PATH}/{z}/{x}/{y}`,
      maxZoom: header.maxZoom,
      contentType,
      tile: async (z, x, y) => {
        const found = await archive.getZxy(z, x, y);
        return found ? new Uint8Array(found.data) : undefined;
      },
      close: () => handle.close(),
    };
  } catch (err) {
    await handle.close();
    warn(`${file} is not used for the live map: ${err instanceof Error ? err.message : String(err)}`);
    return null;
  }
}

const tileIndex = (v: string, max: number) => (/^\d{1,10}$/.test(v) && Number(v) <= max ? Number(v) : undefined);

/**
 * The tiles, public: a map's image requests carry no token, and a map of Hong Kong is no secret. A tile outside the
 * archive is a 404 ("no such path"), which the map draws as no tile.
 */
export function mapTileRoutes(app: FastifyInstance, tiles: MapTiles | null) {
  if (tiles) app.addHook('onClose', async () => tiles.close());
  app.get<{ Params: { z: string; x: string; y: string } }>(
    `${MAP_TILES_PATH}/:z/:x/:y`,
    { config: { public: true }, schema: { hide: true } },
    async (request, reply) => {
      const z = tileIndex(request.params.z, MAX_ZOOM);
      const side = z === undefined ? 0 : 2 ** z - 1;
      const x = tileIndex(request.params.x, side);
      const y = tileIndex(request.params.y, side);
      const data = tiles && z !== undefined && x !== undefined && y !== undefined ? await tiles.tile(z, x, y) : undefined;
      if (!data) throw notFound({ key: 'srv.noSuchPath', params: { method: 'GET', path: request.url } });
      return reply.type(tiles!.contentType).header('Cache-Control', 'public, max-age=86400').send(Buffer.from(data));
    },
  );
}
