import { indexGroups } from './groups.js';
import { jobLine } from './job-rate.js';
import { type CentsLine, compareLines, toWireLine } from './lines.js';
import { otherLine } from './other.js';
import { overtimeLine } from './overtime.js';
import { ptBasicLine } from './pt-basic.js';
import { totalsOf } from './totals.js';
import type { AllowanceInput, AllowanceJob, AllowanceResult, AllowanceVersion } from './types.js';
import { versionOn } from './version.js';

function byKey<T, K>(rows: readonly T[], key: (row: T) => K): Map<K, T[]> {
  const map = new Map<K, T[]>();
  for (const row of rows) {
    const k = key(row);
    const list = map.get(k);
    if (list) list.push(row);
    else map.set(k, [row]);
  }
  return map;
}

/**
 * The drivers' allowance of a period (issue 16 rules 1-8, docs/allowance.md): a JOB line per job,
 * a PT_BASIC line per part-time driver's day with jobs, an OT line per full-time roster day with
 * overtime and an OTHER line per other item; then the per-driver summary, the footer and the day
 * rows, each total the sum of its rounded lines. Only the listed drivers count, and only dates in
 * [dateFrom, dateTo].
 */
export function computeAllowance(input: AllowanceInput): AllowanceResult {
  const inPeriod = (date: string) => input.dateFrom <= date && date <= input.dateTo;
  const drivers = new Map(input.drivers.map((d) => [d.driverId, d]));
  const groups = indexGroups(input.locationGroups, input.vehicleTypeGroups);
  const rates = byKey(input.rates, (r) => r.allowanceEffDateId);
  const basics = byKey(input.ptBasics, (b) => b.allowanceEffDateId);
  const versions = new Map<string, AllowanceVersion | null>();
  const versionFor = (date: string) => {
    if (!versions.has(date)) versions.set(date, versionOn(input.versions, date));
    return versions.get(date)!;
  };

  const lines: CentsLine[] = [];
  const ptDays = new Map<string, AllowanceJob[]>();
  for (const job of input.jobs) {
    const driver = drivers.get(job.driverId);
    if (!driver || !inPeriod(job.date)) continue;
    const version = versionFor(job.date);
    const line = jobLine(job, version, version ? (rates.get(version.id) ?? []) : [], groups);
    line.driverNo = driver.driverNo;
    lines.push(line);
    if (driver.employmentType === 'PT') {
      const key = `${job.driverId}|${job.date}`;
      const dayJobs = ptDays.get(key);
      if (dayJobs) dayJobs.push(job);
      else ptDays.set(key, [job]);
    }
  }
  for (const dayJobs of ptDays.values()) {
    const { driverId, date } = dayJobs[0];
    const version = versionFor(date);
    const line = ptBasicLine(driverId, date, dayJobs, version, version ? (basics.get(version.id) ?? []) : [], groups);
    if (line) lines.push(Object.assign(line, { driverNo: drivers.get(driverId)!.driverNo }));
  }
  for (const roster of input.rosters) {
    const driver = drivers.get(roster.driverId);
    if (!driver || driver.employmentType === 'PT' || !inPeriod(roster.dutyDate)) continue;
    const line = overtimeLine(roster, versionFor(roster.dutyDate));
    if (line) lines.push(Object.assign(line, { driverNo: driver.driverNo }));
  }
  const otherGroups = new Map(input.otherGroups.map((g) => [g.id, g]));
  const natures = new Map(input.otherNatures.map((n) => [n.id, n]));
  for (const item of input.others) {
    const driver = drivers.get(item.driverId);
    if (!driver || !inPeriod(item.otherDate)) continue;
    lines.push(Object.assign(otherLine(item, otherGroups, natures), { driverNo: driver.driverNo }));
  }

  lines.sort(compareLines);
  return { detail: lines.map(toWireLine), ...totalsOf(lines, drivers) };
}
