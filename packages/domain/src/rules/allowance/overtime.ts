import { srvText } from '../../i18n/serverText.js';
import { showTime } from '../pricing/validity.js';
import { clockSeconds, fullTime } from './band.js';
import { AllowanceError, parseDecimal, productCents } from './decimal.js';
import { type CentsLine, described } from './lines.js';
import type { AllowanceVersion, EmploymentType, RosterDay } from './types.js';

/** Overtime is paid in whole blocks of this many minutes (rule 6). */
export const OT_BLOCK_MINUTES = 15;

export interface RosterOvertime {
  workedMinutes: number;
  otMinutes: number;
  otCents: number;
}

/**
 * Rule 6: a roster day's worked minutes (off duty - on duty, plus 24 h when off duty is not after
 * on duty), its overtime (worked - otStandardMinutes, never below 0, floored to 15-minute blocks)
 * and the overtime's amount (minutes / 60 x otHourlyRate, rounded to cents half away from zero).
 * Null without both times; a part-time driver works but earns no overtime.
 */
export function overtimeOfRoster(
  roster: Pick<RosterDay, 'dutyTime' | 'offDutyTime'>,
  version: Pick<AllowanceVersion, 'otStandardMinutes' | 'otHourlyRate'>,
  employmentType: EmploymentType = 'FT',
): RosterOvertime | null {
  if (!roster.dutyTime || !roster.offDutyTime) return null;
  const on = clockSeconds(roster.dutyTime, 'The duty time');
  const off = clockSeconds(roster.offDutyTime, 'The off-duty time');
  const workedMinutes = Math.floor((off > on ? off - on : off - on + 86_400) / 60);
  if (employmentType === 'PT') return { workedMinutes, otMinutes: 0, otCents: 0 };
  const standard = version.otStandardMinutes;
  if (!Number.isInteger(standard) || standard < 0) throw new AllowanceError(`otStandardMinutes is not a whole number of minutes: ${standard}`);
  const over = Math.max(0, workedMinutes - standard);
  const otMinutes = over - (over % OT_BLOCK_MINUTES);
  const rate = parseDecimal(version.otHourlyRate, 'otHourlyRate');
  return { workedMinutes, otMinutes, otCents: productCents([rate], BigInt(otMinutes), 60n) };
}

/** A roster day's OT line: none without both times or without overtime; 0 with a note when no version is in effect. */
export function overtimeLine(roster: RosterDay, version: AllowanceVersion | null): CentsLine | null {
  if (!roster.dutyTime || !roster.offDutyTime) return null;
  const dutyTime = fullTime(roster.dutyTime, 'The duty time');
  const base = { driverId: roster.driverId, date: roster.dutyDate, kind: 'OT' as const, orderVehicleId: null, allowanceRateId: null, time: dutyTime, tie: 0 };
  if (version === null) {
    return { ...base, ...described(srvText('srv.allow.otNoVersion', { date: roster.dutyDate })), qty: 0, cents: 0 };
  }
  const ot = overtimeOfRoster(roster, version);
  if (ot === null || ot.otMinutes === 0) return null;
  const span = `${showTime(dutyTime)}-${showTime(fullTime(roster.offDutyTime, 'The off-duty time'))}`;
  const params = { span, worked: ot.workedMinutes, standard: version.otStandardMinutes, ot: ot.otMinutes, rate: version.otHourlyRate };
  return { ...base, ...described(srvText('srv.allow.ot', params)), qty: ot.otMinutes, cents: ot.otCents };
}
