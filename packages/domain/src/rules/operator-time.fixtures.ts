/** Test fixtures for the operator clock: an instant past Hong Kong's midnight and the process zones to try. */
import { afterEach } from 'vitest';
import { DEFAULT_OPERATOR_TIME_ZONE, setOperatorTimeZone } from './operator-time.js';

// Just past midnight in Hong Kong (UTC+8), still the evening before in UTC and in the Americas.
export const HK_MIDNIGHT_PAST = '2026-11-23T16:30:00Z';
// Process zones the machine running the code may have: none may change an answer.
const PROCESS_ZONES = ['UTC', 'America/Los_Angeles', 'Asia/Kolkata', 'Pacific/Kiritimati', 'Asia/Hong_Kong'];

/** Puts the operator zone and the process zone back after each test of the calling file. */
export function restoreZonesAfterEach(): void {
  const savedTz = process.env.TZ;
  afterEach(() => {
    setOperatorTimeZone(DEFAULT_OPERATOR_TIME_ZONE);
    process.env.TZ = savedTz;
  });
}

/** Runs the check once under each process zone (Node reads TZ again when it changes). */
export function underEveryProcessZone(check: (zone: string) => void): void {
  for (const zone of PROCESS_ZONES) {
    process.env.TZ = zone;
    check(zone);
  }
}
