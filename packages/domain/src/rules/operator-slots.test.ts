import { describe, expect, it } from 'vitest';
import { gridSlotOfTime, operatorGridSlot, slotStartTime } from './operator-slots.js';
import { HK_MIDNIGHT_PAST, restoreZonesAfterEach, underEveryProcessZone } from './operator-time.fixtures.js';

restoreZonesAfterEach();

describe('schedule grid slots (96 of 15 minutes from 04:00)', () => {
  it('places wall-clock times in their slot, after-midnight times at the end of the grid', () => {
    const cases: [string, number][] = [
      ['04:00', 0],
      ['04:14:59', 0],
      ['04:15', 1],
      ['12:00:00', 32],
      ['23:59', 79],
      ['00:00', 80],
      ['02:00', 88],
      ['03:45', 95],
      ['03:59:59', 95],
    ];
    for (const [time, slot] of cases) expect(gridSlotOfTime(time), time).toBe(slot);
    expect(() => gridSlotOfTime('25:00')).toThrow('not a time: 25:00');
  });

  it('gives each slot its start time, the inverse of the slot of a time', () => {
    expect(slotStartTime(0)).toBe('04:00');
    expect(slotStartTime(80)).toBe('00:00');
    expect(slotStartTime(95)).toBe('03:45');
    for (let slot = 0; slot < 96; slot++) expect(gridSlotOfTime(slotStartTime(slot)), String(slot)).toBe(slot);
    expect(() => slotStartTime(96)).toThrow('no slot 96');
  });

  it('puts an instant into the grid of its service date in the operator zone', () => {
    underEveryProcessZone((zone) => {
      // 00:30 on the 24th in Hong Kong still belongs to the grid of the 23rd (it runs until 04:00).
      expect(operatorGridSlot(HK_MIDNIGHT_PAST), zone).toEqual({ date: '2026-11-23', slot: 82 });
      expect(operatorGridSlot('2026-11-23T20:00:00Z'), zone).toEqual({ date: '2026-11-24', slot: 0 });
      expect(operatorGridSlot('2026-11-24T04:07:00Z'), zone).toEqual({ date: '2026-11-24', slot: 32 });
    });
  });
});
