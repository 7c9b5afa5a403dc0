/** The roster screen's pure model (issue 10): the day's rows per driver, what changed, and live overlaps. */
import { type LeaveType, normalizeTime, type RosterDuty, rosterOverlaps } from '@limo/domain';

export interface RosterRow {
  driverId: number;
  driverNo: string;
  /** The driver's name in the reader's language, beside the number (issue 30 part 7); '' when unknown. */
  driverName: string;
  rosterId: number | null;
  dutyTime: string;
  dutyEndTime: string;
  offDutyTime: string;
  vehicleId: number | null;
  staffShiftingId: number | null;
  remarks: string;
  /** Approved leave of the driver that day (issue 16): shown, never saved. */
  onLeave: LeaveType | null;
}

export interface SavedRoster {
  id: number;
  driverId: number;
  dutyTime: string | null;
  dutyEndTime: string | null;
  offDutyTime: string | null;
  vehicleId: number | null;
  staffShiftingId: number | null;
  remarks: string | null;
  /** Set by the server when the driver has approved leave on the duty date (issue 16). */
  onLeave?: LeaveType;
}

const hhmm = (t: string | null | undefined) => (t ? t.slice(0, 5) : '');

/** One row per active driver of the branch: their roster of the day, or an empty one. */
export function rosterRows(drivers: { id: number; driverNo: string; driverName?: string }[], saved: SavedRoster[]): RosterRow[] {
  const byDriver = new Map(saved.map((r) => [r.driverId, r]));
  const ids = new Set(drivers.map((d) => d.id));
  const all: { id: number; driverNo: string; driverName?: string }[] = [
    ...drivers,
    ...saved.filter((r) => !ids.has(r.driverId)).map((r) => ({ id: r.driverId, driverNo: String(r.driverId) })),
  ];
  return all.map((d) => {
    const r = byDriver.get(d.id);
    return {
      driverId: d.id,
      driverNo: d.driverNo,
      driverName: d.driverName ?? '',
      rosterId: r?.id ?? null,
      dutyTime: hhmm(r?.dutyTime),
      dutyEndTime: hhmm(r?.dutyEndTime),
      offDutyTime: hhmm(r?.offDutyTime),
      vehicleId: r?.vehicleId ?? null,
      staffShiftingId: r?.staffShiftingId ?? null,
      remarks: r?.remarks ?? '',
      onLeave: r?.onLeave ?? null,
    };
  });
}

/** A time typed in a cell is fine empty or as HH:mm (four digits are read as HH:mm too). */
export const timeProblem = (text: string) =>
  text === '' || normalizeTime(text.length === 4 && !text.includes(':') ? `${text.slice(0, 2)}:${text.slice(2)}` : text) ? null : 'HH:mm';

const asTime = (text: string) => {
  if (!text) return null;
  const t = text.length === 4 && !text.includes(':') ? `${text.slice(0, 2)}:${text.slice(2)}` : text;
  return normalizeTime(t) ?? null;
};

/** The body row of upsertDailyRosters for an edited row. */
export function toBody(row: RosterRow) {
  return {
    driverId: row.driverId,
    dutyTime: asTime(row.dutyTime),
    dutyEndTime: asTime(row.dutyEndTime),
    offDutyTime: asTime(row.offDutyTime),
    vehicleId: row.vehicleId,
    staffShiftingId: row.staffShiftingId,
    remarks: row.remarks || null,
  };
}

/** Rows that differ from what was loaded (or are new rosters with a duty). */
export function changedRows(loaded: RosterRow[], current: RosterRow[]): RosterRow[] {
  const before = new Map(loaded.map((r) => [r.driverId, JSON.stringify(toBody(r))]));
  return current.filter((r) => before.get(r.driverId) !== JSON.stringify(toBody(r)) && (r.rosterId !== null || r.dutyTime !== '' || r.vehicleId !== null));
}

/** Vehicle overlaps of the rows as they stand (the domain's rule), by driver: what each clashes with. */
export function overlapsByDriver(date: string, rows: RosterRow[]) {
  const duties: RosterDuty[] = rows
    .filter((r) => !timeProblem(r.dutyTime) && !timeProblem(r.dutyEndTime) && !timeProblem(r.offDutyTime))
    .map((r) => ({
      id: r.driverId,
      driverId: r.driverId,
      dutyDate: date,
      dutyTime: asTime(r.dutyTime),
      dutyEndTime: asTime(r.dutyEndTime),
      offDutyTime: asTime(r.offDutyTime),
      vehicleId: r.vehicleId,
    }));
  const out = new Map<number, { vehicleId: number; otherDriverId: number; from: number; to: number }[]>();
  for (const o of rosterOverlaps(duties)) {
    const [a, b] = o.driverIds;
    out.set(a, [...(out.get(a) ?? []), { vehicleId: o.vehicleId, otherDriverId: b, from: o.span.start, to: o.span.end }]);
    out.set(b, [...(out.get(b) ?? []), { vehicleId: o.vehicleId, otherDriverId: a, from: o.span.start, to: o.span.end }]);
  }
  return out;
}
