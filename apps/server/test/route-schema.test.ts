import { REFUSAL_NAMES } from '@limo/domain';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, expectTypeOf, it } from 'vitest';
import { z } from 'zod';
import { installErrorHandling } from '../src/engine/errors.js';
import { installLanguage } from '../src/engine/language.js';
import { bodyOrEmpty, callSchema, idParam, routeValidator, typed } from '../src/engine/route-schema.js';
import { createTestApp, type TestApp } from './harness.js';

// Issue 31 part 3: one zod schema per route validates it, types its handler and documents it.

const noteBody = z.object({ title: z.string().max(5), count: z.int().positive().optional() });
const reached: unknown[] = [];

async function miniApp() {
  const app = Fastify();
  app.setValidatorCompiler(routeValidator);
  installLanguage(app);
  installErrorHandling(app);
  typed(app).post(
    '/notes/:id',
    { schema: callSchema({ tags: ['Test'], params: idParam(REFUSAL_NAMES.order), body: noteBody, answer: z.object({ id: z.number() }) }) },
    async (request) => {
      // The handler's types are the schemas' outputs: no cast.
      expectTypeOf(request.body).toEqualTypeOf<{ title: string; count?: number }>();
      expectTypeOf(request.params).toEqualTypeOf<{ id: number }>();
      reached.push(request.body);
      return { id: request.params.id };
    },
  );
  // A body that may be left out reads as {}; without bodyOrEmpty a missing body is refused.
  const draft = z.strictObject({ q: z.string().optional() });
  for (const [url, body] of [
    ['/drafts', bodyOrEmpty(draft)],
    ['/drafts-required', z.strictObject({ q: z.string().optional() })],
  ] as const) {
    typed(app).post(url, { schema: callSchema({ tags: ['Test'], body, answer: z.object({ q: z.string().optional() }) }) }, async (request) => {
      reached.push(request.body);
      return request.body;
    });
  }
  await app.ready();
  return app;
}

describe('a route whose schema is zod', () => {
  let app: Awaited<ReturnType<typeof miniApp>>;
  beforeAll(async () => void (app = await miniApp()));
  afterAll(() => app.close());

  it('refuses an invalid body before its handler, naming the field in the caller language', async () => {
    reached.length = 0;
    const res = await app.inject({ method: 'POST', url: '/notes/7', payload: { title: 'far too long' }, headers: { 'accept-language': 'zh-HK' } });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.invalidValues).toEqual([{ field: 'title', value: 'far too long' }]);
    expect(body.errors[0]).toMatch(/[\u4e00-\u9fff]/);
    expect(body.code).toBeUndefined();
    expect(reached).toEqual([]);
  });

  it('hands the handler the parsed body and the id as a number', async () => {
    reached.length = 0;
    const res = await app.inject({ method: 'POST', url: '/notes/7', payload: { title: 'ok', extra: 1 } });
    expect(res.json()).toEqual({ id: 7 });
    expect(reached).toEqual([{ title: 'ok' }]);
  });

  it('reads a missing body as {} where the schema is bodyOrEmpty, and refuses it elsewhere', async () => {
    reached.length = 0;
    const left = await app.inject({ method: 'POST', url: '/drafts' });
    expect([left.statusCode, left.json()]).toEqual([200, {}]);
    expect(reached).toEqual([{}]);
    const bad = await app.inject({ method: 'POST', url: '/drafts', payload: { q: 1 } });
    expect([bad.statusCode, bad.json().invalidValues]).toEqual([400, [{ field: 'q', value: 1 }]]);
    const required = await app.inject({ method: 'POST', url: '/drafts-required' });
    expect(required.statusCode).toBe(400);
    expect(reached).toEqual([{}]);
  });

  it('answers a path id as pathId does: 400 for no id, 404 naming the record beyond the id range', async () => {
    const bad = await app.inject({ method: 'POST', url: '/notes/abc', payload: { title: 'ok' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().invalidValues).toEqual([{ field: 'id', value: 'abc' }]);
    const far = await app.inject({ method: 'POST', url: '/notes/2147483648', payload: { title: 'ok' } });
    expect(far.statusCode).toBe(404);
    expect(far.json().message).toBe('Order 2147483648 not found');
  });
});

describe("the server's hand-written routes", () => {
  let t: TestApp;
  beforeAll(async () => void (t = await createTestApp()));
  afterAll(() => t.close());

  it('document a path id as the integer its zod schema takes', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/limo/api-docs/json' })).json() as {
      paths: Record<string, Record<string, { parameters?: { in: string; name: string; schema: Record<string, unknown> }[] }>>;
    };
    const id = doc.paths['/limo/api/invoices/{id}/letterhead'].get.parameters?.find((p) => p.in === 'path' && p.name === 'id');
    expect(id?.schema).toMatchObject({ type: 'integer', minimum: 1, maximum: 2147483647 });
  });
});
