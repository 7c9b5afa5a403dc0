/**
 * The scheduling grid's pure model (issue 10, docs/scheduling.md): which lanes there are, where
 * each bar sits, which bars clash, and how a live row is merged. No React here: unit tested.
 */
import {
  absoluteMinute,
  type Clash,
  type ClashContext,
  type DriverLeave,
  dutySpan,
  findClashes,
  gridSpan,
  holdsResources,
  jobSpan,
  type LeaveType,
  nextDate,
  rosterVehicleSpans,
  type RosterDuty,
  type ScheduleRow,
  SLOT_MINUTES,
  SLOTS_PER_DAY,
  type Span,
  type TravelFn,
  travelRule,
} from '@limo/domain';
import type { ScheduleDay } from './schedulingApi';

export const SLOT_PX = 14;
export const GRID_WIDTH = SLOTS_PER_DAY * SLOT_PX;
export const SUB_ROW_PX = 26;
export const LANE_PAD_PX = 4;
const PX_PER_MINUTE = SLOT_PX / SLOT_MINUTES;

export type GridMode = 'driver' | 'vehicle';
export type LaneKind = 'driver' | 'vehicle' | 'unassigned' | 'outsourced';

export interface Bar {
  row: ScheduleRow;
  left: number;
  width: number;
  span: Span;
  /** The stacked sub-row within the lane (overlapping bars go one under the other). */
  sub: number;
}

export interface Lane {
  key: string;
  kind: LaneKind;
  /** The driver's or vehicle's id; null for the unassigned and outsourced lanes. */
  id: number | null;
  label: string;
  sublabel: string;
  /** The duties on this grid, shaded (driver lanes): the day's, and a night duty of the day before running into it. */
  duties: { left: number; width: number }[];
  released: boolean;
  /** Approved leave of the driver on the grid's date (issue 16): the lane shows no duty then. */
  leave: LeaveType | null;
  /** The approved leave on this grid, shaded (a leave starting or ending at midnight covers part of it). */
  leaveShades: { left: number; width: number }[];
  bars: Bar[];
  height: number;
}

export interface GridFilters {
  clients: 'all' | 'special' | 'list';
  statuses: string[];
  service: 'all' | 'Arrival' | 'other';
  text: string;
}

export const ALL_STATUSES = ['P', 'A', 'C', 'V', 'NOSHOW'];
export const defaultFilters = (): GridFilters => ({ clients: 'all', statuses: ['P', 'A', 'NOSHOW'], service: 'all', text: '' });

/** Rows are never changed in place (a live row replaces its object): their spans are read once. */
const spans = new WeakMap<ScheduleRow, Span>();
function spanOf(row: ScheduleRow): Span {
  let span = spans.get(row);
  if (!span) spans.set(row, (span = jobSpan(row)));
  return span;
}

/** The status a bar shows: no-show beats the order's status. */
export const barStatus = (row: ScheduleRow) => (row.noshowFlag === 1 ? 'NOSHOW' : row.orderStatus);

/** A span as pixels on a service date's grid (clamped to it); null when off the grid. */
export function pixels(day: string, span: Span): { left: number; width: number } | null {
  const grid = gridSpan(day);
  if (span.end <= grid.start || span.start >= grid.end) return null;
  const from = Math.max(span.start, grid.start) - grid.start;
  const to = Math.min(span.end, grid.end) - grid.start;
  return { left: from * PX_PER_MINUTE, width: Math.max(6, (to - from) * PX_PER_MINUTE) };
}

export function filterRows(rows: readonly ScheduleRow[], f: GridFilters, params: ScheduleDay['parameters']): ScheduleRow[] {
  const text = f.text.trim().toLowerCase();
  const special = new Set(params.specialClientIds);
  const listed = new Set(params.filterClientIds);
  return rows.filter((r) => {
    if (!f.statuses.includes(barStatus(r))) return false;
    if (f.clients === 'special' && !special.has(r.clientId)) return false;
    if (f.clients === 'list' && !listed.has(r.clientId)) return false;
    if (f.service === 'Arrival' && r.serviceType !== 'Arrival') return false;
    if (f.service === 'other' && r.serviceType === 'Arrival') return false;
    if (!text) return true;
    return [r.orderRefId, r.clientCode, r.clientShortName, r.flightNo, r.startLocationCode, r.endLocationCode, r.outsourceDriverName]
      .filter(Boolean)
      .some((s) => String(s).toLowerCase().includes(text));
  });
}

/** Greedy stacking: each bar takes the first sub-row free at its start. */
function stack(bars: Omit<Bar, 'sub'>[]): Bar[] {
  const ends: number[] = [];
  return [...bars]
    .sort((a, b) => a.left - b.left || a.row.orderVehicleId - b.row.orderVehicleId)
    .map((b) => {
      let sub = ends.findIndex((end) => end <= b.left);
      if (sub < 0) sub = ends.length;
      ends[sub] = b.left + b.width;
      return { ...b, sub };
    });
}

function lane(
  key: string,
  kind: LaneKind,
  id: number | null,
  label: string,
  sublabel: string,
  bars: Omit<Bar, 'sub'>[],
  duties: Lane['duties'] = [],
  released = false,
  leave: Pick<Lane, 'leave' | 'leaveShades'> = { leave: null, leaveShades: [] },
): Lane {
  const stacked = stack(bars);
  const rows = Math.max(1, ...stacked.map((b) => b.sub + 1));
  return { key, kind, id, label, sublabel, duties, released, ...leave, bars: stacked, height: rows * SUB_ROW_PX + LANE_PAD_PX };
}

/** A leave's dates as a span: from midnight of its first day to midnight after its last. */
const leaveSpan = (l: Pick<DriverLeave, 'fromDate' | 'toDate'>): Span => ({
  start: absoluteMinute(l.fromDate, '00:00'),
  end: absoluteMinute(nextDate(l.toDate), '00:00'),
});

type DayLeave = NonNullable<ScheduleDay['leaves']>[number];

const travelOfDay = new WeakMap<ScheduleDay, TravelFn>();

/** The day's travel rule (issue 32), as the server's clash check reads it: the branch's table and default. */
export function dayTravel(day: ScheduleDay): TravelFn {
  let travel = travelOfDay.get(day);
  if (!travel) travelOfDay.set(day, (travel = travelRule(day.zoneTravelTimes ?? [], day.parameters.defaultTravelMinutes)));
  return travel;
}

/** The day's approved leave for the clash rules: the answer's list, else (an answer without it) the drivers' and rosters' marks as one-day leaves. */
export function dayLeaves(day: ScheduleDay): DayLeave[] {
  if (day.leaves) return day.leaves;
  const marks = [
    ...day.drivers.flatMap((d) => (d.onLeave ? [{ driverId: d.id, leaveType: d.onLeave, date: day.date }] : [])),
    ...day.rosters.flatMap((r) => (r.onLeave ? [{ driverId: r.driverId, leaveType: r.onLeave, date: r.dutyDate }] : [])),
  ];
  const seen = new Set<string>();
  return marks.flatMap((m) => {
    const key = `${m.driverId}:${m.date}`;
    if (seen.has(key)) return [];
    seen.add(key);
    return [{ driverId: m.driverId, leaveType: m.leaveType, fromDate: m.date, toDate: m.date }];
  });
}

/** The rosters of drivers at work: a roster on a date of approved leave puts no one on duty (the capacity strip). */
export function rostersAtWork(day: ScheduleDay): ScheduleDay['rosters'] {
  const leaves = dayLeaves(day);
  return day.rosters.filter((r) => !r.onLeave && !leaves.some((l) => l.driverId === r.driverId && l.fromDate <= r.dutyDate && r.dutyDate <= l.toDate));
}

/**
 * Who is on approved leave on the grid's date, and the leave shading of each driver's lane. The
 * day answer marks drivers and rosters (`onLeave`) and lists the leaves; any of them is enough.
 */
export function leavesOfDay(day: ScheduleDay): { onDate: Map<number, LeaveType>; shades: Map<number, { left: number; width: number }[]> } {
  const onDate = new Map<number, LeaveType>();
  for (const d of day.drivers) if (d.onLeave) onDate.set(d.id, d.onLeave);
  for (const r of day.rosters) if (r.onLeave && r.dutyDate === day.date && !onDate.has(r.driverId)) onDate.set(r.driverId, r.onLeave);
  const listed = dayLeaves(day);
  const covers = (l: DayLeave) => l.fromDate <= day.date && day.date <= l.toDate;
  for (const l of listed) if (covers(l) && !onDate.has(l.driverId)) onDate.set(l.driverId, l.leaveType);
  // Marked on leave but not listed for the date: the date itself is shaded.
  const shaded = [
    ...listed,
    ...[...onDate.keys()]
      .filter((id) => !listed.some((l) => l.driverId === id && covers(l)))
      .map((driverId) => ({ driverId, fromDate: day.date, toDate: day.date })),
  ];
  const shades = new Map<number, { left: number; width: number }[]>();
  for (const l of shaded) {
    const px = pixels(day.date, leaveSpan(l));
    if (px) shades.set(l.driverId, [...(shades.get(l.driverId) ?? []), px]);
  }
  return { onDate, shades };
}

/**
 * The lanes of the day: one per driver rostered with a duty that day (or per active vehicle),
 * then the unassigned and outsourced lanes. A job of a driver without a duty row still gets the
 * driver's lane, so nothing assigned is ever hidden.
 */
export function buildLanes(day: ScheduleDay, rows: readonly ScheduleRow[], mode: GridMode, chinese = false): Lane[] {
  const bars = new Map<number, Omit<Bar, 'sub'>>();
  for (const row of rows) {
    const span = spanOf(row);
    const px = pixels(day.date, span);
    if (px) bars.set(row.orderVehicleId, { row, span, ...px });
  }
  const driverOf = new Map(day.drivers.map((d) => [d.id, d]));
  const vehicleOf = new Map(day.vehicles.map((v) => [v.id, v]));
  const byKey = new Map<string, Omit<Bar, 'sub'>[]>();
  const put = (key: string, bar: Omit<Bar, 'sub'>) => byKey.set(key, [...(byKey.get(key) ?? []), bar]);
  for (const bar of bars.values()) {
    const r = bar.row;
    if (r.isOutsource) put('outsourced', bar);
    else if (mode === 'driver' && r.driverId != null) put(`driver:${r.driverId}`, bar);
    else if (mode === 'vehicle' && r.vehicleId != null) put(`vehicle:${r.vehicleId}`, bar);
    else put('unassigned', bar);
  }
  const out: Lane[] = [];
  if (mode === 'driver') {
    // Drivers on duty during this grid: rostered for the day, or on a night duty of the day before running into it.
    const onGrid = day.rosters.flatMap((x) => {
      const span = x.dutyTime ? dutySpan(x) : null;
      const px = span ? pixels(day.date, span) : null;
      return px ? [{ roster: x, px }] : [];
    });
    // A driver on leave that day keeps a lane, shaded, so the dispatcher sees why they are not there.
    const leaves = leavesOfDay(day);
    const ids = [
      ...new Set([
        ...onGrid.map((x) => x.roster.driverId),
        ...leaves.onDate.keys(),
        ...[...byKey.keys()].filter((k) => k.startsWith('driver:')).map((k) => Number(k.slice(7))),
      ]),
    ];
    const todays = new Map(day.rosters.filter((x) => x.dutyDate === day.date).map((x) => [x.driverId, x]));
    ids.sort((a, b) => (driverOf.get(a)?.driverNo ?? String(a)).localeCompare(driverOf.get(b)?.driverNo ?? String(b)));
    for (const id of ids) {
      const d = driverOf.get(id);
      const roster = todays.get(id) ?? onGrid.find((x) => x.roster.driverId === id)?.roster;
      const plate = roster?.vehicleId ? (vehicleOf.get(roster.vehicleId)?.licensePlateNo ?? '') : '';
      const name = d ? (chinese && d.driverNameChi ? d.driverNameChi : d.driverNameEng) : '';
      const leave = leaves.onDate.get(id) ?? null;
      // On leave, the lane shows no duty: a roster made before the leave was approved does not put the driver on duty.
      const duties = leave ? [] : onGrid.filter((x) => x.roster.driverId === id).map((x) => x.px);
      out.push(
        lane(`driver:${id}`, 'driver', id, `${d?.driverNo ?? id} ${name}`.trim(), plate, byKey.get(`driver:${id}`) ?? [], duties, !!roster?.offDutyTime, {
          leave,
          leaveShades: leaves.shades.get(id) ?? [],
        }),
      );
    }
  } else {
    const typeOf = new Map(day.vehicleTypes.map((t) => [t.id, t.vehicleType]));
    for (const v of day.vehicles)
      out.push(lane(`vehicle:${v.id}`, 'vehicle', v.id, v.licensePlateNo, typeOf.get(v.vehicleTypeId) ?? '', byKey.get(`vehicle:${v.id}`) ?? []));
  }
  out.push(lane('unassigned', 'unassigned', null, '', '', byKey.get('unassigned') ?? []));
  out.push(lane('outsourced', 'outsourced', null, '', '', byKey.get('outsourced') ?? []));
  return out;
}

/** Live rows merged by orderVehicleId: changed rows replace theirs, new ones of the day join, the rest stay. */
export function mergeRows(current: readonly ScheduleRow[], incoming: readonly ScheduleRow[], day: string): ScheduleRow[] {
  const grid = gridSpan(day);
  const byId = new Map(current.map((r) => [r.orderVehicleId, r]));
  for (const row of incoming) {
    const start = jobSpan(row).start;
    const onGrid = start >= grid.start && start < grid.end;
    if (onGrid || byId.has(row.orderVehicleId)) {
      if (onGrid) byId.set(row.orderVehicleId, row);
      else byId.delete(row.orderVehicleId);
    }
  }
  return [...byId.values()];
}

/** How the day's clash texts name a driver (their number) and a car (its plate), as the server's do. */
export function dayNames(day: Pick<ScheduleDay, 'drivers' | 'vehicles'>): Required<Pick<ClashContext, 'driverName' | 'vehicleName'>> {
  const driverNo = new Map(day.drivers.map((d) => [d.id, d.driverNo]));
  const plate = new Map(day.vehicles.map((v) => [v.id, v.licensePlateNo]));
  return { driverName: (id) => driverNo.get(id) ?? String(id), vehicleName: (id) => plate.get(id) ?? `#${id}` };
}

/**
 * The clashes of every assigned job of the day, read per driver and per vehicle so a day of
 * 1,500 jobs stays quick: each job is checked only against its own driver's and vehicle's jobs.
 */
export function dayClashes(
  rows: readonly ScheduleRow[],
  rosters: readonly RosterDuty[],
  bufferMinutes: number,
  leaves: readonly DriverLeave[] = [],
  travel?: TravelFn,
  names: Pick<ClashContext, 'driverName' | 'vehicleName'> = {},
): Map<number, Clash[]> {
  const live = rows.filter(holdsResources);
  const byDriver = new Map<number, ScheduleRow[]>();
  const byVehicle = new Map<number, ScheduleRow[]>();
  for (const r of live) {
    if (r.driverId != null) byDriver.set(r.driverId, [...(byDriver.get(r.driverId) ?? []), r]);
    if (r.vehicleId != null) byVehicle.set(r.vehicleId, [...(byVehicle.get(r.vehicleId) ?? []), r]);
  }
  const rostersOfDriver = new Map<number, RosterDuty[]>();
  const rostersOfVehicle = new Map<number, RosterDuty[]>();
  for (const roster of rosters) {
    rostersOfDriver.set(roster.driverId, [...(rostersOfDriver.get(roster.driverId) ?? []), roster]);
    for (const v of new Set(rosterVehicleSpans(roster).map((s) => s.vehicleId))) rostersOfVehicle.set(v, [...(rostersOfVehicle.get(v) ?? []), roster]);
  }
  const leavesOfDriver = new Map<number, DriverLeave[]>();
  for (const l of leaves) leavesOfDriver.set(l.driverId, [...(leavesOfDriver.get(l.driverId) ?? []), l]);
  const out = new Map<number, Clash[]>();
  for (const job of live) {
    if (job.driverId == null && job.vehicleId == null) continue;
    const jobs = [
      ...new Set([...(job.driverId != null ? (byDriver.get(job.driverId) ?? []) : []), ...(job.vehicleId != null ? (byVehicle.get(job.vehicleId) ?? []) : [])]),
    ];
    const near = [
      ...new Set([
        ...(job.driverId != null ? (rostersOfDriver.get(job.driverId) ?? []) : []),
        ...(job.vehicleId != null ? (rostersOfVehicle.get(job.vehicleId) ?? []) : []),
      ]),
    ];
    // Without a roster of the day before and after for everyone, only what the day holds is judged.
    const ownLeaves = job.driverId != null ? (leavesOfDriver.get(job.driverId) ?? []) : [];
    const found = findClashes(job, job.driverId ?? null, job.vehicleId ?? null, { jobs, rosters: near, leaves: ownLeaves, bufferMinutes, travel, ...names });
    if (found.length) out.set(job.orderVehicleId, found);
  }
  return out;
}

/** The day's jobs waiting for a driver (issue 30 part 8b): live, not outsourced, no driver. */
export function unassignedCount(rows: readonly ScheduleRow[]): number {
  return rows.filter((r) => holdsResources(r) && !r.isOutsource && r.driverId == null).length;
}

/** The job a search lands on: the earliest of those it found, or null without a search. */
export function searchHit(shown: readonly ScheduleRow[], text: string): number | null {
  if (!text.trim() || !shown.length) return null;
  return [...shown].sort((a, b) => spanOf(a).start - spanOf(b).start || a.orderVehicleId - b.orderVehicleId)[0].orderVehicleId;
}
