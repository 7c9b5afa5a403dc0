import { CODE_PATTERN, RESOURCES, type ResourceDef } from '@limo/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './harness.js';

// Issue 30 part 8: a master-file code takes letters, digits and - _ . / only (names take any text).

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin');
});
afterAll(() => t?.close());

const codeFields = (def: ResourceDef) => def.fields.filter((f) => f.pattern === CODE_PATTERN);
const WITH_CODES = Object.values(RESOURCES).filter((d) => !d.readOnly && codeFields(d).length > 0);
// Fields named like codes that keep a stricter pattern of their own (a SWIFT code).
const OWN_PATTERN = ['swiftCode'];

const count = async (name: string) => (await t.as(admin, { method: 'GET', url: `/limo/api/${name}?size=1` })).json().page.totalElements as number;

describe('codes of the master files', () => {
  it('every writable code field, by name or by being a unique upper-case text, takes the code pattern', () => {
    const looksLikeCode = Object.values(RESOURCES)
      .filter((d) => !d.readOnly)
      .flatMap((d) =>
        d.fields
          .filter((f) => f.type === 'text' && !f.readOnly && (/Code$/.test(f.name) || (f.unique && f.upper && !f.pattern)))
          .map((f) => [d.name, f] as const),
      )
      .filter(([, f]) => !OWN_PATTERN.includes(f.name));
    expect(looksLikeCode.length).toBeGreaterThan(30);
    for (const [name, f] of looksLikeCode) expect(f.pattern, `${name}.${f.name}`).toBe(CODE_PATTERN);
  });

  it.each(WITH_CODES.map((d) => [d.name, d] as const))(
    '%s refuses an emoji or a space in its code, naming the allowed characters, and creates nothing',
    async (name, def) => {
      const before = await count(name);
      for (const field of codeFields(def)) {
        for (const bad of ['AB😀', 'A B', '中文', 'A,B']) {
          const res = await t.as(admin, { method: 'POST', url: `/limo/api/${name}`, payload: { [field.name]: bad } });
          expect(res.statusCode, `${name}.${field.name} ${bad}`).toBe(400);
          expect(res.json().errors, `${name}.${field.name} ${bad}`).toContain(`${field.label.en} may hold letters A-Z, digits 0-9 and - _ . / only`);
        }
        // The allowed characters pass the code's check (an unknown field still refuses the body).
        const payload = { [field.name]: 'A-1_B./C'.slice(0, field.max), notAField: 1 };
        const good = await t.as(admin, { method: 'POST', url: `/limo/api/${name}`, payload });
        expect(good.statusCode).toBe(400);
        expect((good.json().errors as string[]).filter((e) => e.startsWith(`${field.label.en} `))).toEqual([]);
      }
      expect(await count(name)).toBe(before);
    },
  );
});
