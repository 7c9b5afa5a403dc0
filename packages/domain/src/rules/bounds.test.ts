import { describe, expect, it } from 'vitest';
import { renderServerText, srvText } from '../i18n/serverText.js';
import { serverBoundsEn, serverBoundsZhHK } from '../i18n/serverBounds.js';
import { bodySchema } from '../schema.js';
import { RESOURCES } from '../resources/index.js';
import { pricingRequestSchema } from './pricing/request.js';
import { orderBodySchema } from './order/request.js';
import { instantMillis, isValidIsoMonth } from './wire.js';

/* Issue 31 part 1: the shared rules that keep dates, months, instants and objects within what PostgreSQL and the code can hold. */

describe('isValidIsoMonth', () => {
  it('takes a month whose days the database holds, and refuses year 0 or no month', () => {
    expect(isValidIsoMonth('2030-01')).toBe(true);
    expect(isValidIsoMonth('0001-12')).toBe(true);
    for (const bad of ['0000-01', '2030-13', '2030-00', '2030-1', '12030-01', '2030-01-01', '']) expect(isValidIsoMonth(bad), bad).toBe(false);
  });
});

describe('instantMillis', () => {
  it('reads an ISO 8601 date-time of years 0001 to 9999', () => {
    expect(instantMillis('2030-05-06T08:15:00+08:00')).toBe(Date.UTC(2030, 4, 6, 0, 15));
    expect(instantMillis('0001-01-01T00:00:00Z')).toBeDefined();
    expect(instantMillis('9999-12-31T23:59:59.999Z')).toBeDefined();
  });

  it('refuses what is empty, no date-time, or beyond those years (PostgreSQL has no year 0; toISOString fails on NaN)', () => {
    for (const bad of [
      '',
      '   ',
      'soon',
      '0000-01-01T00:00:00Z',
      '0001-01-01T00:00:00+01:00',
      '+010000-01-01T00:00:00Z',
      '-000001-01-01T00:00:00Z',
      7,
      null,
      undefined,
    ])
      expect(instantMillis(bad), String(bad)).toBeUndefined();
  });
});

describe('cross-field checks of the order and pricing bodies', () => {
  it('word a vehicle that is null as "must be an object" instead of failing on its fields', () => {
    const result = orderBodySchema.safeParse({ clientId: 1, orderStatus: 'A', orderVehicles: [null, 7, []] });
    expect(result.success).toBe(false);
    const issues = result.error?.issues.filter((i) => i.path[0] === 'orderVehicles') ?? [];
    expect(issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['orderVehicles.0', 'must be an object'],
      ['orderVehicles.1', 'must be an object'],
      ['orderVehicles.2', 'must be an object'],
    ]);
  });

  it('still run on an object with a broken field, so one answer lists every problem', () => {
    const result = orderBodySchema.safeParse({ clientId: 1, orderStatus: 'A', orderVehicles: [{ serviceType: 'Hire', pickupDate: 'x' }] });
    expect(result.error?.issues.map((i) => i.path.join('.'))).toEqual(expect.arrayContaining(['orderVehicles.0.pickupDate', 'orderVehicles.0.hireMinutes']));
  });

  it('refuse a pricing body that is null or a list without failing', () => {
    for (const body of [null, [], 'x']) expect(pricingRequestSchema.safeParse(body).success).toBe(false);
  });
});

describe('a money field with a largest amount', () => {
  it('refuses more than it, counted in cents', () => {
    const def = RESOURCES.vouchers;
    const bounded = { ...def, fields: def.fields.map((f) => (f.name === 'amount' ? { ...f, max: 9_999_999_999.99 } : f)) };
    const schema = bodySchema(bounded, 'patch');
    expect(schema.safeParse({ amount: '9999999999.99' }).success).toBe(true);
    const over = bodySchema({ ...def, fields: def.fields.map((f) => (f.name === 'amount' ? { ...f, max: 100 } : f)) }, 'patch').safeParse({ amount: '100.01' });
    expect(over.error?.issues.map((i) => i.message)).toEqual(['must be at most 100']);
  });
});

describe('the texts of the bounds', () => {
  it('has every key in both languages, the Chinese worded from the label', () => {
    expect(Object.keys(serverBoundsZhHK).sort()).toEqual(Object.keys(serverBoundsEn).sort());
    for (const key of Object.keys(serverBoundsEn) as (keyof typeof serverBoundsEn)[]) {
      expect(serverBoundsZhHK[key]).toMatch(/[\u4e00-\u9fff]/);
      expect(serverBoundsZhHK[key]).not.toContain('{{english}}');
    }
    const text = srvText('srv.bounds.instant', { english: 'ackTime must be an ISO 8601 date-time', label: { en: 'Ack time', zh: '確認時間' } });
    expect(renderServerText('en', text)).toBe('ackTime must be an ISO 8601 date-time');
    expect(renderServerText('zh-HK', text)).toBe('確認時間必須是 0001 至 9999 年之間的 ISO 8601 日期時間');
  });
});
