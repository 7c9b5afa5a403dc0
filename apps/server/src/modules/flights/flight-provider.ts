import { flightAnswer, flightOn, type FlightTimetableRow, normalizeFlightNo } from '@limo/domain';
import { inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import * as t from '../../db/schema/index.js';
import type { FlightSch } from './flights.schemas.js';

/*
 * Where getFlightSch's answer comes from (issue 15): the operator's own timetable by default; with
 * FLIGHT_API_URL an HTTP provider, and the timetable whenever that one does not answer in time.
 */

/** The operator's airport: a timetable row arriving here is an arrival, any other a departure from here. */
export const HOME_AIRPORT = 'HKG';
/** How long the HTTP provider may take before the timetable answers instead (issue 15: 3 s). */
export const HTTP_PROVIDER_TIMEOUT_MS = 3000;

export interface FlightProvider {
  /** The flight (normalised number) on its date at Hong Kong, or null when the provider knows none. */
  find(flightNo: string, date: string, log: FastifyBaseLogger): Promise<FlightSch | null>;
}

type ScheduleRow = typeof t.flightSchedules.$inferSelect;

/** A stored timetable row as the domain rule reads it. */
const timetableRow = (r: ScheduleRow): FlightTimetableRow => ({
  flightNo: r.flightNo,
  origin: r.origin,
  destination: r.destination,
  scheduledDeparture: r.scheduledDeparture,
  scheduledArrival: r.scheduledArrival,
  weekdays: r.weekdays,
  validFrom: r.validFrom,
  validTo: r.validTo,
  terminal: r.terminal,
  arrivalFlag: r.destination.toUpperCase() === HOME_AIRPORT ? 1 : 0,
});

/** The timetable rows of these flight numbers (as typed or not: "CX 251" is CX251), for the domain rule to read. */
export async function readTimetable(db: Db, flightNos: readonly string[]): Promise<FlightTimetableRow[]> {
  const wanted = [...new Set(flightNos.map(normalizeFlightNo).filter(Boolean))];
  if (!wanted.length) return [];
  const f = t.flightSchedules;
  // The master file keeps a number as typed: compared without spaces, in upper case.
  const rows = await db
    .select()
    .from(f)
    .where(inArray(sql`upper(replace(${f.flightNo}, ' ', ''))`, wanted));
  return rows.map(timetableRow);
}

/** The default provider: flightSchedules valid on the date and operating on its ISO weekday (rules/operations/flights.ts). */
export class TimetableProvider implements FlightProvider {
  constructor(private readonly db: Db) {}

  async find(flightNo: string, date: string): Promise<FlightSch | null> {
    const row = flightOn(await readTimetable(this.db, [flightNo]), flightNo, date);
    return row ? flightAnswer(row, date) : null;
  }
}

const time = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/)
  .transform((v) => v.slice(0, 5));
/** What the HTTP provider must answer: getFlightSch's own shape (more fields are ignored). */
const httpAnswer = z.object({
  flightNo: z.string(),
  date: z.iso.date(),
  origin: z.string().min(3).max(4),
  destination: z.string().min(3).max(4),
  scheduledTime: time.nullable(),
  estimatedTime: time.nullable().optional(),
  terminal: z.string().max(20).nullable().optional(),
  status: z.string().max(30).optional(),
});

/**
 * GET `${url}?flightNo=..&date=..` answering getFlightSch's JSON. A failure, an error answer
 * (any status but 2xx), an answer of another shape or flight, or no answer within the time-out:
 * the fallback (the timetable) answers, and a warning is logged.
 */
export class HttpFlightProvider implements FlightProvider {
  constructor(
    private readonly url: string,
    private readonly fallback: FlightProvider,
    private readonly timeoutMs = HTTP_PROVIDER_TIMEOUT_MS,
  ) {}

  async find(flightNo: string, date: string, log: FastifyBaseLogger): Promise<FlightSch | null> {
    try {
      return await this.ask(flightNo, date);
    } catch (err) {
      const reason = err instanceof Error ? (err.name === 'TimeoutError' ? `no answer within ${this.timeoutMs} ms` : err.message) : String(err);
      log.warn({ event: 'flight.provider.fallback', flightNo, date, reason }, 'The flight provider did not answer: the timetable answers');
      return this.fallback.find(flightNo, date, log);
    }
  }

  private async ask(flightNo: string, date: string): Promise<FlightSch> {
    const url = new URL(this.url);
    url.searchParams.set('flightNo', flightNo);
    url.searchParams.set('date', date);
    // The signal covers the body too: a provider that sends headers and then stalls is cut off as well.
    const res = await fetch(url, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(this.timeoutMs) });
    if (!res.ok) throw new Error(`answered ${res.status}`);
    const parsed = httpAnswer.safeParse(await res.json());
    if (!parsed.success) throw new Error(`answered another shape: ${parsed.error.issues[0]?.path.join('.')} ${parsed.error.issues[0]?.message}`);
    const a = parsed.data;
    if (normalizeFlightNo(a.flightNo) !== flightNo || a.date !== date) throw new Error(`answered flight ${a.flightNo} on ${a.date}`);
    return {
      flightNo,
      date,
      origin: a.origin.toUpperCase(),
      destination: a.destination.toUpperCase(),
      scheduledTime: a.scheduledTime,
      estimatedTime: a.estimatedTime ?? a.scheduledTime,
      terminal: a.terminal ?? null,
      status: a.status ?? 'SCHEDULED',
    };
  }
}

/** The provider the configuration asks for. */
export function flightProvider(db: Db, flightApiUrl: string | undefined): FlightProvider {
  const timetable = new TimetableProvider(db);
  return flightApiUrl ? new HttpFlightProvider(flightApiUrl, timetable) : timetable;
}
