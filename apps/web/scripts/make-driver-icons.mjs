/*
 * Writes the drivers' app icons (apps/web/public/driver/icon-192.png and icon-512.png): a white
 * car on the office's navy, full-bleed so the same picture serves as a maskable icon.
 * Run from the repository: node apps/web/src/features/driverApp/make-icons.mjs
 */
import { writeFileSync } from 'node:fs';
import { deflateSync } from 'node:zlib';

const NAVY = [0x1f, 0x3a, 0x5f];
const WHITE = [0xff, 0xff, 0xff];
const GOLD = [0xb8, 0x86, 0x0b];

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (buf) => {
  let c = 0xffffffff;
  for (const b of buf) c = CRC_TABLE[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
function chunk(type, data) {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
}

/** The colour of a pixel, in units of the icon's size (0..1 both ways). */
function colourAt(x, y) {
  const inRoundRect = (x0, y0, x1, y1, r) => {
    if (x < x0 || x > x1 || y < y0 || y > y1) return false;
    const cx = Math.min(Math.max(x, x0 + r), x1 - r);
    const cy = Math.min(Math.max(y, y0 + r), y1 - r);
    return (x - cx) ** 2 + (y - cy) ** 2 <= r * r;
  };
  const inCircle = (cx, cy, r) => (x - cx) ** 2 + (y - cy) ** 2 <= r * r;
  // Wheels first (navy hubs inside white tyres), then the body and the cabin, then the windows.
  for (const cx of [0.34, 0.66]) {
    if (inCircle(cx, 0.64, 0.035)) return NAVY;
    if (inCircle(cx, 0.64, 0.075)) return WHITE;
  }
  const windows = inRoundRect(0.36, 0.4, 0.485, 0.5, 0.015) || inRoundRect(0.515, 0.4, 0.64, 0.5, 0.015);
  if (windows) return NAVY;
  if (inRoundRect(0.2, 0.5, 0.8, 0.64, 0.04)) return WHITE;
  // The cabin narrows towards the roof.
  const t = (y - 0.36) / 0.14;
  if (y >= 0.36 && y <= 0.52 && x >= 0.34 - 0.06 * t && x <= 0.66 + 0.06 * t) return WHITE;
  if (inRoundRect(0.3, 0.74, 0.7, 0.77, 0.015)) return GOLD;
  return NAVY;
}

function png(size) {
  // Four samples a pixel smooth the edges.
  const rows = [];
  for (let py = 0; py < size; py++) {
    const row = Buffer.alloc(1 + size * 3);
    for (let px = 0; px < size; px++) {
      const sum = [0, 0, 0];
      for (const [dx, dy] of [
        [0.25, 0.25],
        [0.75, 0.25],
        [0.25, 0.75],
        [0.75, 0.75],
      ]) {
        const c = colourAt((px + dx) / size, (py + dy) / size);
        for (let i = 0; i < 3; i++) sum[i] += c[i];
      }
      for (let i = 0; i < 3; i++) row[1 + px * 3 + i] = Math.round(sum[i] / 4);
    }
    rows.push(row);
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(size, 0);
  ihdr.writeUInt32BE(size, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // truecolour
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, chunk('IHDR', ihdr), chunk('IDAT', deflateSync(Buffer.concat(rows), { level: 9 })), chunk('IEND', Buffer.alloc(0))]);
}

const out = new URL('../public/driver/', import.meta.url);
for (const size of [192, 512]) writeFileSync(new URL(`icon-${size}.png`, out), png(size));
