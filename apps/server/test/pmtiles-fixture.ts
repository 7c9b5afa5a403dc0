import { zxyToTileId } from 'pmtiles';

/*
 * A small PMTiles v3 archive written by hand (the npm package only reads them): a header, one root directory
 * and the tiles, nothing compressed. Spec: https://github.com/protomaps/PMTiles/blob/main/spec/v3/spec.md
 */

const HEADER_BYTES = 127;
const NO_COMPRESSION = 1;

function varints(values: number[]): Buffer {
  const bytes: number[] = [];
  for (let v of values) {
    while (v >= 0x80) {
      bytes.push((v % 0x80) | 0x80);
      v = Math.floor(v / 0x80);
    }
    bytes.push(v);
  }
  return Buffer.from(bytes);
}

/** `tiles` by "z/x/y"; `tileType` as the spec numbers it (2 png, 1 mvt). */
export function pmtilesArchive(tiles: Record<string, Buffer>, tileType = 2): Buffer {
  const entries = Object.entries(tiles)
    .map(([zxy, data]) => {
      const [z, x, y] = zxy.split('/').map(Number);
      return { id: zxyToTileId(z, x, y), z, data };
    })
    .sort((a, b) => a.id - b.id);
  let offset = 0;
  const placed = entries.map((e) => {
    const at = offset;
    offset += e.data.length;
    return { ...e, offset: at };
  });
  const directory = Buffer.concat([
    varints([placed.length]),
    varints(placed.map((e, i) => e.id - (i ? placed[i - 1].id : 0))),
    varints(placed.map(() => 1)),
    varints(placed.map((e) => e.data.length)),
    // 0: right after the previous tile; else its offset + 1.
    varints(placed.map((e, i) => (i && e.offset === placed[i - 1].offset + placed[i - 1].data.length ? 0 : e.offset + 1))),
  ]);
  const metadata = Buffer.from('{}');
  const data = Buffer.concat(placed.map((e) => e.data));
  const header = Buffer.alloc(HEADER_BYTES);
  header.write('PMTiles', 0, 'ascii');
  header.writeUInt8(3, 7);
  const u64 = (at: number, v: number) => header.writeBigUInt64LE(BigInt(v), at);
  const rootAt = HEADER_BYTES;
  const metadataAt = rootAt + directory.length;
  const dataAt = metadataAt + metadata.length;
  u64(8, rootAt);
  u64(16, directory.length);
  u64(24, metadataAt);
  u64(32, metadata.length);
  u64(40, dataAt);
  u64(48, 0);
  u64(56, dataAt);
  u64(64, data.length);
  u64(72, placed.length);
  u64(80, placed.length);
  u64(88, placed.length);
  header.writeUInt8(1, 96); // clustered
  header.writeUInt8(NO_COMPRESSION, 97);
  header.writeUInt8(NO_COMPRESSION, 98);
  header.writeUInt8(tileType, 99);
  header.writeUInt8(Math.min(...placed.map((e) => e.z)), 100);
  header.writeUInt8(Math.max(...placed.map((e) => e.z)), 101);
  // Hong Kong's box, in degrees x 10^7.
  header.writeInt32LE(113_800_000_0, 102);
  header.writeInt32LE(22_100_000_0, 106);
  header.writeInt32LE(114_500_000_0, 110);
  header.writeInt32LE(22_600_000_0, 114);
  header.writeUInt8(10, 118);
  header.writeInt32LE(114_100_000_0, 119);
  header.writeInt32LE(22_330_000_0, 123);
  return Buffer.concat([header, directory, metadata, data]);
}
