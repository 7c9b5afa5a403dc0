import { nextDate, operatorToday } from '@limo/domain';
import type { Tx } from '../db/client.js';
import * as t from '../db/schema/index.js';
import { ARRIVALS, DEPARTURES } from './demo-order-data.js';

/*
 * The demo flight timetable (issue 15): one daily schedule for every flight number of the demo
 * orders, on real Hong Kong routes. The time at Hong Kong is the demo orders' own (demo-order-data.ts);
 * the other end's local time follows from the block time and the airport's standard UTC offset.
 */

/** Per flight: the other airport, the block time in minutes, and that airport's UTC offset in hours. */
const ROUTES: Record<string, [airport: string, minutes: number, utcOffset: number]> = {
  // Cathay Pacific
  CX101: ['SYD', 575, 10],
  CX255: ['LHR', 745, 0],
  CX251: ['LHR', 745, 0],
  CX254: ['LHR', 825, 0],
  CX250: ['LHR', 830, 0],
  CX889: ['YVR', 825, -8],
  CX888: ['YVR', 735, -8],
  CX843: ['JFK', 960, -5],
  CX842: ['JFK', 940, -5],
  CX505: ['NRT', 300, 9],
  CX500: ['NRT', 260, 9],
  CX715: ['SIN', 235, 8],
  CX714: ['SIN', 235, 8],
  CX407: ['ICN', 215, 9],
  CX406: ['ICN', 200, 9],
  CX361: ['PVG', 165, 8],
  CX360: ['PVG', 145, 8],
  // British Airways
  BA27: ['LHR', 750, 0],
  BA31: ['LHR', 750, 0],
  BA32: ['LHR', 830, 0],
  // Singapore Airlines
  SQ856: ['SIN', 235, 8],
  SQ860: ['SIN', 235, 8],
  SQ857: ['SIN', 235, 8],
  SQ861: ['SIN', 235, 8],
  // Japan Airlines, ANA
  JL29: ['HND', 300, 9],
  JL45: ['NRT', 305, 9],
  JL26: ['HND', 245, 9],
  NH859: ['HND', 300, 9],
  NH811: ['NRT', 305, 9],
  NH860: ['HND', 250, 9],
  // HK Express, Hong Kong Airlines
  UO623: ['KIX', 260, 9],
  UO622: ['KIX', 225, 9],
  UO847: ['FUK', 215, 9],
  UO848: ['FUK', 185, 9],
  HX235: ['PEK', 235, 8],
  HX234: ['PEK', 210, 8],
  HX779: ['DPS', 295, 8],
  // Emirates (through Bangkok), Qantas, Korean Air, China Airlines, China Eastern, Air China
  EK380: ['DXB', 550, 4],
  EK381: ['DXB', 620, 4],
  QF127: ['SYD', 575, 10],
  QF128: ['SYD', 545, 10],
  KE607: ['ICN', 235, 9],
  KE608: ['ICN', 210, 9],
  CI601: ['TPE', 115, 8],
  CI602: ['TPE', 110, 8],
  MU501: ['PVG', 165, 8],
  MU502: ['PVG', 150, 8],
  CA101: ['PEK', 235, 8],
};

const HKG_OFFSET = 8;

/** HH:mm plus minutes, around the clock, as HH:mm:00. */
function shifted(time: string, minutes: number): string {
  const [h, m] = time.split(':').map(Number);
  const total = (((h * 60 + m + minutes) % 1440) + 1440) % 1440;
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}:00`;
}

function route(flightNo: string) {
  const r = ROUTES[flightNo];
  if (!r) throw new Error(`demo flights: no route for ${flightNo} (demo-order-data.ts uses it)`);
  return r;
}

/** The timetable rows: daily, from a year before today with no end, terminal 1 at Hong Kong. */
export function demoTimetable(today: string): (typeof t.flightSchedules.$inferInsert)[] {
  const common = { weekdays: '1234567', validFrom: nextDate(today, -365), validTo: null, terminal: 'T1' };
  const arrivals = ARRIVALS.map(([flightNo, landing]) => {
    const [origin, minutes, offset] = route(flightNo);
    return {
      ...common,
      flightNo,
      origin,
      destination: 'HKG',
      scheduledDeparture: shifted(landing, -minutes + (offset - HKG_OFFSET) * 60),
      scheduledArrival: shifted(landing, 0),
    };
  });
  const departures = DEPARTURES.map(([flightNo, leaving]) => {
    const [destination, minutes, offset] = route(flightNo);
    return {
      ...common,
      flightNo,
      origin: 'HKG',
      destination,
      scheduledDeparture: shifted(leaving, 0),
      scheduledArrival: shifted(leaving, minutes + (offset - HKG_OFFSET) * 60),
    };
  });
  return [...arrivals, ...departures];
}

export async function loadDemoFlights(tx: Tx, today = operatorToday()) {
  await tx.insert(t.flightSchedules).values(demoTimetable(today));
}
