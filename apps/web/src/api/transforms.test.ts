import { describe, expect, it } from 'vitest';
import { toWireBody, wireDate, wireFlag, wireTime } from './transforms';

describe('save transforms', () => {
  it('dates become YYYY-MM-DD, empty becomes null', () => {
    expect(wireDate('2024-02-29')).toBe('2024-02-29');
    expect(wireDate('2024-02-29T16:00:00.000Z')).toBe('2024-02-29');
    expect(wireDate('29/02/2024')).toBe('2024-02-29');
    expect(wireDate(new Date(2024, 1, 29))).toBe('2024-02-29');
    expect(wireDate('')).toBeNull();
    expect(wireDate(null)).toBeNull();
    expect(wireDate('31/04/2024')).toBeNull();
  });
  it('times become HH:mm:ss', () => {
    expect(wireTime('09:30')).toBe('09:30:00');
    expect(wireTime('9:30')).toBe('09:30:00');
    expect(wireTime('0930')).toBe('09:30:00');
    expect(wireTime('23:59:59')).toBe('23:59:59');
    expect(wireTime('')).toBeNull();
    expect(wireTime('25:00')).toBeNull();
  });
  it('flags become 1 or 0', () => {
    expect(wireFlag(true)).toBe(1);
    expect(wireFlag('1')).toBe(1);
    expect(wireFlag(false)).toBe(0);
    expect(wireFlag(null)).toBe(0);
    expect(wireFlag(undefined)).toBe(0);
  });
  it('applies by property name and strips never-sent fields', () => {
    expect(
      toWireBody({
        id: 4,
        serviceDate: '',
        dutyHourFrom: '08:00',
        pickupTime: '0800',
        noshowFlag: true,
        version: 1,
        createDt: 'x',
        createBy: 'a',
        lastUpdateDt: 'x',
        lastUpdateBy: 'a',
        '@id': 'x',
        _links: {},
        sId: 'x',
        remarks: 'ok',
      }),
    ).toEqual({ id: 4, serviceDate: null, dutyHourFrom: '08:00', pickupTime: '08:00:00', noshowFlag: 1, remarks: 'ok' });
  });
});
