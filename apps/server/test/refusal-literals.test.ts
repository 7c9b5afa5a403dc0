import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { REFUSAL_NAMES, srvText } from '@limo/domain';
import { describe, expect, it } from 'vitest';
import { badRequest, conflict, forbidden, HttpError, notFound, unauthorized } from '../src/engine/errors.js';

// Issue 30 parts 1 and 5: every refusal is a message key with parameters, rendered in the reader's
// language; a refusal written as an English literal is refused by the types and by this scan.

const SRC = join(__dirname, '..', 'src');

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.ts$/.test(name) && !/\.test\.ts$/.test(name) ? [path] : [];
  });
}

/** A refusal given a string literal or template (over line breaks too): `notFound(\`Order ${id} not found\`)`. */
const LITERAL = /\b(?:badRequest|conflict|forbidden|notFound|unauthorized)\(\s*[`'"]|\b(?:new HttpError|errorBody)\(\s*\d+\s*,\s*[`'"]/g;

describe('refusals written in one language only', () => {
  it('the server source holds no refusal given a literal text', () => {
    const found = sources(SRC).flatMap((file) => {
      const text = readFileSync(file, 'utf8');
      return [...text.matchAll(LITERAL)].map((m) => `${relative(SRC, file)}:${text.slice(0, m.index).split('\n').length}`);
    });
    expect(found).toEqual([]);
  });

  it('the scan finds a literal refusal, on one line or over several', () => {
    expect('throw notFound(`Order ${id} not found`);'.match(LITERAL)).toHaveLength(1);
    expect("throw conflict(\n  'Taken',\n);".match(LITERAL)).toHaveLength(1);
    expect("new HttpError(401, 'Sign in', undefined)".match(LITERAL)).toHaveLength(1);
    expect('errorBody(429, `Too many`, request.url)'.match(LITERAL)).toHaveLength(1);
    expect("throw notFound(srvText('srv.notFound', { what, id }));".match(LITERAL)).toBeNull();
  });

  it('a literal does not type-check: a refusal takes a message key', () => {
    // Never called: each line fails `tsc` (npm run typecheck) without its directive, as Text is ServerText only.
    const literalRefusals = () => [
      // @ts-expect-error a literal is not a text of the tables
      badRequest('Bad'),
      // @ts-expect-error a literal is not a text of the tables
      conflict('Taken'),
      // @ts-expect-error a literal is not a text of the tables
      forbidden('No'),
      // @ts-expect-error a literal is not a text of the tables
      notFound('Gone'),
      // @ts-expect-error a literal is not a text of the tables
      unauthorized('Who'),
      // @ts-expect-error a literal is not a text of the tables
      new HttpError(418, 'Teapot'),
    ];
    expect(literalRefusals).toBeTypeOf('function');
    const keyed = notFound(srvText('srv.notFound', { what: REFUSAL_NAMES.order, id: 7 }));
    expect(keyed.rendered('en').message).toBe('Order 7 not found');
    expect(keyed.rendered('zh-HK').message).toBe('找不到訂單 7');
  });
});
