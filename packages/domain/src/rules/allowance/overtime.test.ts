import { describe, expect, it } from 'vitest';
import { CHAN, roster, V1, V2 } from './allowance.fixtures.js';
import { overtimeLine, overtimeOfRoster } from './overtime.js';

const terms = (otHourlyRate: string, otStandardMinutes = 600) => ({ otHourlyRate, otStandardMinutes });

describe('rule 6: overtime of a roster day, floored to 15-minute blocks', () => {
  it.each<[string, string, string, string, number, number, number, number]>([
    // name, duty, off duty, hourly rate, standard minutes, worked minutes, ot minutes, ot cents
    ['10h14m worked: under one block', '08:00', '18:14', '50.10', 600, 614, 0, 0],
    ['10h15m worked: one block, 12.525 -> 12.53', '08:00', '18:15', '50.10', 600, 615, 15, 1253],
    ['11h29m worked: 89 over, floored to 75; 62.625 -> 62.63', '08:00', '19:29', '50.10', 600, 689, 75, 6263],
    ['across midnight: 20:00 to 06:30 is 630 min', '20:00', '06:30', '50.10', 600, 630, 30, 2505],
    ['across midnight: 07:00 to 00:15, 435 min; 363.225 -> 363.23', '07:00', '00:15', '50.10', 600, 1035, 435, 36323],
    ['off duty at the duty time: a whole day', '09:00', '09:00', '50.10', 600, 1440, 840, 70140],
    ['a short day: never below 0', '08:00', '17:00', '50.10', 600, 540, 0, 0],
    ['15 min at 33.33/h = 8.3325 -> 8.33', '08:00', '18:15', '33.33', 600, 615, 15, 833],
    ['45 min at 50.10/h = 37.575 -> 37.58', '08:00', '18:45', '50.10', 600, 645, 45, 3758],
    ['15 min at 0.02/h = 0.005 -> 0.01 (a half rounds up)', '08:00', '18:15', '0.02', 600, 615, 15, 1],
    ['15 min at 0.01/h = 0.0025 -> 0.00', '08:00', '18:15', '0.01', 600, 615, 15, 0],
    ['another standard: 480 min', '08:00', '17:00', '52.00', 480, 540, 60, 5200],
    ['seconds: 614.5 min is 614 whole minutes', '08:00:30', '18:15:00', '50.10', 600, 614, 0, 0],
  ])('%s', (_name, duty, off, rate, standard, worked, otMinutes, otCents) => {
    expect(overtimeOfRoster(roster(CHAN.driverId, '2030-04-03', duty, off), terms(rate, standard))).toEqual({ workedMinutes: worked, otMinutes, otCents });
  });

  it.each([
    ['no off-duty time', '08:00', null],
    ['no duty time', null, '18:00'],
    ['neither', null, null],
  ])('%s: nothing', (_name, duty, off) => {
    expect(overtimeOfRoster(roster(CHAN.driverId, '2030-04-03', duty, off), V1)).toBeNull();
    expect(overtimeLine(roster(CHAN.driverId, '2030-04-03', duty, off), V1)).toBeNull();
  });

  it('a part-time driver works but earns no overtime', () => {
    expect(overtimeOfRoster(roster(2, '2030-04-05', '07:00', '20:00'), V1, 'PT')).toEqual({ workedMinutes: 780, otMinutes: 0, otCents: 0 });
  });

  it('the OT line carries the minutes as qty and says how', () => {
    const line = overtimeLine(roster(CHAN.driverId, '2030-04-16', '20:00', '06:30'), V2);
    expect(line).toMatchObject({ kind: 'OT', date: '2030-04-16', qty: 30, cents: 2600, orderVehicleId: null, allowanceRateId: null });
    expect(line?.description).toBe('Overtime: on duty 20:00-06:30, worked 630 min, standard 600, 30 min x 52.00/h');
  });

  it('no overtime: no line', () => {
    expect(overtimeLine(roster(CHAN.driverId, '2030-04-10', '08:00', '18:14'), V1)).toBeNull();
  });

  it('no version in effect: a line of 0 that says so', () => {
    const line = overtimeLine(roster(CHAN.driverId, '2029-12-31', '08:00', '20:00'), null);
    expect(line).toMatchObject({ kind: 'OT', qty: 0, cents: 0 });
    expect(line?.description).toMatch(/no allowance version/);
  });
});
