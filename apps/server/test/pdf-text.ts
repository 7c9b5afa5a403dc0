import { inflateSync } from 'node:zlib';

/** The text a PDF shows: each TJ string decoded by the ToUnicode maps of the embedded fonts, one entry per page stream. */
export function pdfPageTexts(pdf: Buffer): string[] {
  const raw = pdf.toString('latin1');
  const streams: string[] = [];
  for (const m of raw.matchAll(/stream\r?\n/g)) {
    const start = (m.index ?? 0) + m[0].length;
    const end = raw.indexOf('endstream', start);
    try {
      streams.push(inflateSync(pdf.subarray(start, end)).toString('latin1'));
    } catch {
      streams.push(raw.slice(start, end));
    }
  }
  const maps = streams.filter((s) => s.includes('beginbfrange')).map(toUnicodeMap);
  // A page's drawing sets a font (/F1 8 Tf) and shows text; a font file's bytes may hold "TJ" by chance.
  const pages = streams.filter((s) => /\/F\d+ [\d.]+ Tf/.test(s) && /\] TJ/.test(s));
  // A page's strings read with each font's map; the right map gives the text, the others noise.
  return pages.map((page) =>
    maps
      .map((map) => [...page.matchAll(/\[(.*?)\] TJ/g)].map((tj) => [...tj[1].matchAll(/<([0-9a-f]+)>/gi)].map((h) => decode(h[1], map)).join('')).join('\n'))
      .join('\n'),
  );
}

function toUnicodeMap(cmap: string): Map<number, string> {
  const map = new Map<number, string>();
  for (const r of cmap.matchAll(/<([0-9a-f]+)> <([0-9a-f]+)> \[([^\]]*)\]/gi)) {
    let code = parseInt(r[1], 16);
    for (const u of r[3].matchAll(/<([0-9a-f]+)>/gi)) {
      const units = u[1].match(/.{4}/g) ?? [];
      map.set(code++, String.fromCharCode(...units.map((x) => parseInt(x, 16))));
    }
  }
  return map;
}

const decode = (hex: string, map: Map<number, string>) => (hex.match(/.{4}/g) ?? []).map((g) => map.get(parseInt(g, 16)) ?? '\u0000').join('');
