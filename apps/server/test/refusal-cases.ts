import { expect } from 'vitest';
import { client, expectError, type Method } from './files-helpers.js';
import type { TestApp } from './harness.js';

/** A refusal asked in English and in Chinese: the same status and wire fields, only the words differ. */
export interface RefusalCase {
  module: string;
  method: Method;
  url: string;
  body?: unknown;
  status: number;
  en: string;
  zh: string;
  /** Sent without a token (the sign-in, the partner API). */
  anonymous?: boolean;
}

/** Asks `c` in both languages and checks the words and the unchanged wire fields. */
export async function checkRefusal(app: TestApp, token: string, c: RefusalCase) {
  const api = client(app);
  const call = (lang: string) =>
    c.anonymous
      ? app.app.inject({ method: c.method, url: c.url, payload: c.body as object, headers: { 'accept-language': lang } })
      : api.call(token, c.method, c.url, c.body, { 'accept-language': lang });
  const en = expectError(await call('en'), c.status, c.en);
  const zh = expectError(await call('zh-HK'), c.status, c.zh);
  expect(en.errors[0]).toBe(c.en);
  expect(zh.errors[0]).toBe(c.zh);
  expect(zh.invalidValues).toEqual(en.invalidValues);
  expect(zh.error).toBe(en.error);
  // The machine code beside the text, where the refusal has one, is the same in both languages.
  expect((zh as { code?: string }).code).toBe((en as { code?: string }).code);
}
