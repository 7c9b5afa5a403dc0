// The live map's own background when no tile server is set (issue 30 part 8): Natural Earth's 1:10m land
// (world-atlas) clipped to Hong Kong, written beside the map. Run after changing the box or the source:
//   node scripts/basemap.mjs
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import bboxClip from '@turf/bbox-clip';
import { feature } from 'topojson-client';

const require = createRequire(import.meta.url);
/** West, south, east, north: Hong Kong with Shenzhen's shore and the cross-border ports. */
export const BOX = [113.75, 22.1, 114.5, 22.6];
const OUT = new URL('../apps/web/src/features/realTimeVehicle/hongKongLand.json', import.meta.url);

const round = (v) => Math.round(v * 1e4) / 1e4;
const outside = (ring) => {
  const xs = ring.map((c) => c[0]);
  const ys = ring.map((c) => c[1]);
  return Math.max(...xs) < BOX[0] || Math.min(...xs) > BOX[2] || Math.max(...ys) < BOX[1] || Math.min(...ys) > BOX[3];
};

const topo = JSON.parse(readFileSync(require.resolve('world-atlas/land-10m.json'), 'utf8'));
const polygons = [];
for (const f of feature(topo, topo.objects.land).features) {
  for (const polygon of f.geometry.type === 'Polygon' ? [f.geometry.coordinates] : f.geometry.coordinates) {
    if (outside(polygon[0])) continue;
    const clipped = bboxClip({ type: 'Feature', properties: {}, geometry: { type: 'Polygon', coordinates: polygon } }, BOX).geometry.coordinates;
    if (clipped[0]?.length) polygons.push(clipped.map((ring) => ring.map(([x, y]) => [round(x), round(y)])));
  }
}
const land = {
  type: 'Feature',
  properties: { source: 'Natural Earth 1:10m land (world-atlas 2.0.2), public domain', box: BOX },
  geometry: { type: 'MultiPolygon', coordinates: polygons },
};
writeFileSync(OUT, `${JSON.stringify(land)}\n`);
console.log(`${polygons.length} polygons written to ${OUT.pathname}`);
