import { DEFAULT_OPERATOR_TIME_ZONE, operatorTimeZone, setOperatorTimeZone } from '@limo/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.js';
import { createTestApp, type TestApp } from './harness.js';

const env = (extra: Record<string, string>) =>
  ({ DATA_DIR: 'memory://', JWT_SECRET: 'test-secret-test-secret-test-secret-0123', ...extra }) as NodeJS.ProcessEnv;

describe('TZ_OPERATOR', () => {
  it('defaults to Hong Kong and takes another zone by its IANA name', () => {
    expect(loadConfig(env({})).timeZone).toBe('Asia/Hong_Kong');
    expect(loadConfig(env({ TZ_OPERATOR: 'Asia/Tokyo' })).timeZone).toBe('Asia/Tokyo');
  });

  it('refuses to start with a zone nobody knows', () => {
    expect(() => loadConfig(env({ TZ_OPERATOR: 'Mars/Olympus' }))).toThrow(ConfigError);
    expect(() => loadConfig(env({ TZ_OPERATOR: 'Mars/Olympus' }))).toThrow('TZ_OPERATOR must be a time zone name such as Asia/Hong_Kong, got "Mars/Olympus"');
  });
});

describe('the operator zone of a running server', () => {
  let t: TestApp;
  let dispatcher: string;
  beforeAll(async () => {
    t = await createTestApp({ timeZone: 'Asia/Tokyo' });
    dispatcher = await t.login('dispatcher');
  });
  afterAll(async () => {
    await t.close();
    setOperatorTimeZone(DEFAULT_OPERATOR_TIME_ZONE);
  });

  it('is the one the domain rules use', () => {
    expect(operatorTimeZone()).toBe('Asia/Tokyo');
  });

  it('is told to the web with the public parameters', async () => {
    const res = await t.as(dispatcher, { method: 'GET', url: '/limo/api/publicParameters' });
    expect(res.statusCode).toBe(200);
    expect(res.json().timeZone).toBe('Asia/Tokyo');
  });
});
