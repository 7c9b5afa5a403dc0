import { addMinutes } from '@limo/domain';
import * as d from './demo-order-data.js';

/*
 * The demo fortnight of orders as a plan in codes (clients, locations, vehicle types, charges),
 * drawn from a seeded generator so every first start makes the same orders around its today.
 * demo-orders.ts turns the codes into ids and takes each order through OrderService.create.
 */

export type Branch = 'HK' | 'SZ';

export interface PlannedVehicle {
  serviceType: 'Arrival' | 'Departure' | 'Transfer' | 'Hire';
  pickupDate: string;
  pickupTime: string;
  flightNo?: string;
  flightEtaDate?: string;
  flightEtaTime?: string;
  pickup: string;
  dropoff: string | null;
  stops: string[];
  vehicleType: string;
  paxCount: number;
  luggageCount: number;
  hireMinutes?: number;
  waitingMinutes?: number;
  manualFareAmt?: string;
  manualFareReason?: string;
  remarks?: string;
  noshowFlag?: 1;
  charges: { code: string; qty: number; amount?: string }[];
  paxes: { paxName: string; paxTel?: string }[];
}

export interface PlannedOrder {
  branch: Branch;
  client: string;
  status: 'P' | 'A';
  /** A later move: cancelled or void, with the cancel reason's code. */
  then?: { status: 'C' | 'V'; reason: string };
  event?: string;
  remarks?: string;
  vehicles: PlannedVehicle[];
  agentRef?: string;
  /** Paid in full by this method on the first pick-up date (or today for a later service). */
  payment?: string;
}

/** mulberry32: a small seeded generator (the demo must be the same on every first start). */
export function seededRandom(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(next() * xs.length)];
  const chance = (p: number) => next() < p;
  return { next, int, pick, chance };
}
type Rng = ReturnType<typeof seededRandom>;

export const DEMO_DAYS_BACK = 7;
export const DEMO_DAYS_AHEAD = 7;
/** Orders a day by branch (before the day's own spread): about 150 order vehicles a day in all. */
const ORDERS_A_DAY: Record<Branch, [number, number]> = { HK: [108, 124], SZ: [22, 30] };
/** Vehicle types the Shenzhen branch runs (its vehicleTypeBranches). */
const SZ_TYPES = { small: 'S-CLASS', mpv: ['ALPHARD', 'V-CLASS'], bus: 'COASTER' };

const plusDays = (date: string, days: number) => addMinutes(date, '00:00', days * 24 * 60).date;
const hm = (time: string) => time.slice(0, 5);

function paxCount(r: Rng): number {
  const x = r.next();
  if (x < 0.35) return 1;
  if (x < 0.7) return 2;
  if (x < 0.88) return r.int(3, 4);
  if (x < 0.94) return r.int(5, 6);
  if (x < 0.97) return r.int(7, 9);
  if (x < 0.99) return r.int(10, 19);
  return r.int(20, 40);
}

function vehicleType(r: Rng, pax: number, branch: Branch): string {
  if (branch === 'SZ') return pax <= 2 ? SZ_TYPES.small : pax <= 7 ? r.pick(SZ_TYPES.mpv) : SZ_TYPES.bus;
  if (pax <= 2) return r.chance(0.3) ? 'S-CLASS' : r.chance(0.65) ? 'E-CLASS' : 'TESLA';
  if (pax <= 5) return r.chance(0.6) ? 'ALPHARD' : 'V-CLASS';
  if (pax <= 9) return 'HIACE';
  return pax <= 19 ? 'COASTER' : 'COACH49';
}

function passengers(r: Rng, count: number, flightNo?: string): PlannedVehicle['paxes'] {
  const japanese = flightNo?.startsWith('JL') || flightNo?.startsWith('NH');
  return Array.from({ length: Math.min(count, 3) }, (_, i) => {
    const x = r.next();
    const paxName = japanese
      ? r.pick(d.JA_NAMES)
      : x < 0.4
        ? `${r.pick(d.EN_GIVEN)} ${r.pick(d.EN_SURNAMES)}`
        : x < 0.75
          ? ((s, g) => `${s[0]} ${g[0]}`)(r.pick(d.ZH_SURNAMES), r.pick(d.ZH_GIVEN))
          : ((s, g) => `${s[1]}${g[1]}`)(r.pick(d.ZH_SURNAMES), r.pick(d.ZH_GIVEN));
    const paxTel =
      i === 0 && r.chance(0.6)
        ? r.chance(0.7)
          ? `+852 ${r.int(5, 9)}${r.int(100, 999)} ${r.int(1000, 9999)}`
          : `+86 13${r.int(0, 9)} ${r.int(1000, 9999)} ${r.int(1000, 9999)}`
        : undefined;
    return { paxName, paxTel };
  });
}

function clientOf(r: Rng): { client: string; kind: 'hotel' | 'agent' | 'corporate' | 'private' } {
  const x = r.next();
  if (x < 0.35) return { client: r.pick(d.HOTEL_CLIENTS), kind: 'hotel' };
  if (x < 0.6) return { client: r.pick(d.AGENT_CLIENTS), kind: 'agent' };
  if (x < 0.92) return { client: r.pick(d.CORPORATE_CLIENTS), kind: 'corporate' };
  return { client: r.pick(d.PRIVATE_CLIENTS), kind: 'private' };
}

/** Extra charges of a trip (the rate card prices them; the client's terms may waive some). */
function charges(r: Rng, v: Pick<PlannedVehicle, 'serviceType' | 'luggageCount' | 'paxCount'>, crossBorder: boolean): PlannedVehicle['charges'] {
  const out: PlannedVehicle['charges'] = [];
  if (crossBorder) out.push({ code: 'XBPERMIT', qty: 1 });
  if (v.serviceType === 'Arrival' && r.chance(0.5)) out.push({ code: 'MEET', qty: 1 });
  if (v.luggageCount > v.paxCount * 2) out.push({ code: 'LUGGAGE', qty: v.luggageCount - v.paxCount * 2 });
  if (r.chance(0.05)) out.push({ code: r.chance(0.6) ? 'CHILD' : 'BOOSTER', qty: 1 });
  if (v.serviceType === 'Transfer' && r.chance(0.25)) out.push({ code: 'TUNNEL', qty: 1 });
  if (v.serviceType === 'Hire' && r.chance(0.3)) out.push({ code: 'PARKING', qty: 1, amount: `${r.int(3, 12) * 10}.00` });
  if (r.chance(0.04)) out.push({ code: 'WIFI', qty: 1 });
  if (v.serviceType === 'Arrival' && r.chance(0.02)) out.push({ code: 'FLOWERS', qty: 1 });
  return out;
}

/** One trip in Hong Kong: an airport arrival or departure, a transfer in town, or a hire. */
function hongKongTrip(r: Rng, date: string, client: string, kind: string): PlannedVehicle {
  const hotel = kind === 'hotel' && d.HOTELS.includes(client) ? client : r.pick(d.HOTELS);
  const pax = paxCount(r);
  const type = vehicleType(r, pax, 'HK');
  const x = r.next();
  const base = { pickupDate: date, stops: [] as string[], vehicleType: type, paxCount: pax };
  let v: Omit<PlannedVehicle, 'charges' | 'paxes'>;
  if (x < 0.35) {
    const [flightNo, time] = r.pick(d.ARRIVALS);
    // Some flights land late: the ETA moves, the booked pick-up time stays.
    const eta = r.chance(0.2) ? addMinutes(date, time, r.int(2, 9) * 10) : { date, time };
    const luggageCount = Math.min(pax * 2 + (r.chance(0.1) ? 2 : 0), 40);
    v = {
      ...base,
      serviceType: 'Arrival',
      pickupTime: time,
      flightNo,
      flightEtaDate: eta.date,
      flightEtaTime: hm(eta.time),
      pickup: 'HKG-T1',
      dropoff: hotel,
      luggageCount,
    };
    if (r.chance(0.1)) v.waitingMinutes = r.int(3, 9) * 10;
  } else if (x < 0.65) {
    const [flightNo, time] = r.pick(d.DEPARTURES);
    const pickup = addMinutes(date, time, -180);
    const next = pickup.date !== date;
    // A pick-up the evening before an early flight is on this day; the flight is the next morning.
    const pickupTime = next ? hm(addMinutes(date, time, 21 * 60).time) : hm(pickup.time);
    const remarks = `Flight ${flightNo} departs ${time}${next ? ' (next day)' : ''}`;
    v = { ...base, serviceType: 'Departure', pickupTime, flightNo, pickup: hotel, dropoff: 'HKG-T1', remarks, luggageCount: Math.min(pax * 2, 40) };
  } else if (x < 0.87) {
    const pickupTime = `${String(r.int(7, 22)).padStart(2, '0')}:${r.pick(['00', '15', '30', '45'])}`;
    const out = r.chance(0.5);
    const place = r.pick(d.TOWN);
    const luggageCount = place === 'KTCT' ? pax * 2 : r.int(0, 1);
    v = { ...base, serviceType: 'Transfer', pickupTime, pickup: out ? hotel : place, dropoff: out ? place : hotel, luggageCount };
    if (r.chance(0.1)) v.stops = [r.pick(d.TOWN.filter((p) => p !== place))];
  } else {
    const pickupTime = `${String(r.int(8, 19)).padStart(2, '0')}:${r.pick(['00', '30'])}`;
    v = {
      ...base,
      serviceType: 'Hire',
      pickupTime,
      pickup: hotel,
      dropoff: r.chance(0.6) ? hotel : null,
      hireMinutes: r.pick([180, 240, 300, 360, 480, 600]),
      luggageCount: 0,
    };
  }
  return { ...v, charges: charges(r, v, false), paxes: passengers(r, pax, v.flightNo) };
}

/** Cathay Pacific crew between the airport and a crew hotel: a van at the crew contract's flat rate. */
function crewTrip(r: Rng, date: string): PlannedVehicle {
  const toTown = r.chance(0.5);
  const hotel = r.pick(['HGK', 'RHV', 'EHK']);
  const pickupTime = `${String(r.int(5, 23)).padStart(2, '0')}:${r.pick(['10', '25', '40', '55'])}`;
  const pax = r.int(6, 9);
  return {
    serviceType: 'Transfer',
    pickupDate: date,
    pickupTime,
    pickup: toTown ? 'HKG-T1' : hotel,
    dropoff: toTown ? hotel : 'HKG-T1',
    stops: [],
    vehicleType: 'HIACE',
    paxCount: pax,
    luggageCount: pax,
    charges: [],
    paxes: [{ paxName: `Crew of ${r.pick(d.ARRIVALS.filter(([f]) => f.startsWith('CX')))[0]}` }],
  };
}

/** A trip of the Shenzhen cross-border branch through a land or bridge control point. */
function crossBorderTrip(r: Rng, date: string): PlannedVehicle {
  const [pickup, stop, dropoff] = r.pick(d.CROSS_BORDER);
  const pax = Math.min(paxCount(r), 12);
  const base = { pickupDate: date, pickup, dropoff, stops: [stop], vehicleType: vehicleType(r, pax, 'SZ'), paxCount: pax, luggageCount: pax };
  let v: Omit<PlannedVehicle, 'charges' | 'paxes'>;
  if (pickup === 'HKG-T1') {
    const [flightNo, time] = r.pick(d.ARRIVALS.filter(([, t]) => t >= '07:00' && t <= '21:00'));
    v = { ...base, serviceType: 'Arrival', pickupTime: time, flightNo, flightEtaDate: date, flightEtaTime: time };
  } else if (dropoff === 'HKG-T1') {
    const [flightNo, time] = r.pick(d.DEPARTURES.filter(([, t]) => t >= '12:00'));
    v = { ...base, serviceType: 'Departure', pickupTime: hm(addMinutes(date, time, -240).time), flightNo, remarks: `Flight ${flightNo} departs ${time}` };
  } else {
    v = { ...base, serviceType: 'Transfer', pickupTime: `${String(r.int(7, 20)).padStart(2, '0')}:${r.pick(['00', '30'])}` };
  }
  return {
    ...v,
    remarks: [v.remarks, 'Cross-border: passenger carries passport and Home Return Permit.'].filter(Boolean).join(' '),
    charges: charges(r, v, true),
    paxes: passengers(r, pax),
  };
}

function agentRef(r: Rng, client: string): string | undefined {
  const format = d.AGENT_REF_FORMATS[client];
  if (!format) return undefined;
  const [prefix, digits] = format;
  return prefix + Array.from({ length: digits }, (_, i) => r.int(i === 0 ? 1 : 0, 9)).join('');
}

/** What happens to an order after it is taken, by how far its day is from today. */
function fate(r: Rng, offset: number, order: PlannedOrder) {
  const x = r.next();
  if (offset >= 0 && x < 0.05) order.then = { status: 'C', reason: r.pick(['CLT', 'FLT', 'DUP', 'WTH']) };
  else if (offset > 0 && x < 0.17) order.status = 'P';
  else if (offset < 0 && x < 0.06) order.then = { status: 'C', reason: r.pick(['CLT', 'FLT', 'WTH', 'OTH']) };
  else if (offset < 0 && x < 0.08) order.then = { status: 'V', reason: r.pick(['DUP', 'OTH']) };
  else if (offset < 0 && order.vehicles[0].serviceType === 'Arrival' && x < 0.13) order.vehicles[0].noshowFlag = 1;
}

/** The demo orders from `today - 7` to `today + 7`, both branches, in a fixed order. */
export function planDemoOrders(today: string, seed = 2026): PlannedOrder[] {
  const r = seededRandom(seed);
  const orders: PlannedOrder[] = [];
  for (let offset = -DEMO_DAYS_BACK; offset <= DEMO_DAYS_AHEAD; offset++) {
    const date = plusDays(today, offset);
    const [hkMin, hkMax] = ORDERS_A_DAY.HK;
    for (let i = r.int(hkMin, hkMax); i > 0; i--) {
      const crew = r.chance(0.04);
      const { client, kind } = crew ? { client: 'CXC', kind: 'corporate' } : clientOf(r);
      const first = crew ? crewTrip(r, date) : hongKongTrip(r, date, client, kind);
      const order: PlannedOrder = { branch: 'HK', client, status: 'A', vehicles: [first] };
      // A group or a family: more vehicles on one booking, same trip.
      if (!crew && r.chance(0.08))
        for (let k = r.int(1, 2); k > 0; k--) order.vehicles.push({ ...first, paxes: passengers(r, first.paxCount, first.flightNo) });
      if (r.chance(0.02) && first.serviceType !== 'Hire') {
        first.manualFareAmt = `${r.int(6, 12) * 100}.00`;
        first.manualFareReason = r.pick([
          'Flat rate agreed with the concierge',
          'Promotional rate approved by the duty manager',
          'Repeat guest: rate as last stay',
        ]);
      }
      if (r.chance(0.1)) first.remarks = [first.remarks, r.pick(d.REMARKS)].filter(Boolean).join(' ');
      if (client === 'HKTDC') order.event = 'TDCFAIR26';
      else if (client === 'HKJC') order.event = 'HKJCINTL26';
      else if (first.dropoff === 'HKCEC' && r.chance(0.5)) order.event = 'ARTBASEL26';
      order.agentRef = kind === 'agent' ? agentRef(r, client) : kind === 'corporate' && r.chance(0.15) ? `PO-${r.int(10000, 99999)}` : undefined;
      fate(r, offset, order);
      if (kind === 'private' && !order.then) order.payment = r.pick(['VISA', 'MASTER', 'AMEX', 'ALIPAY', 'FPS']);
      else if (kind === 'hotel' && offset <= 0 && !order.then && r.chance(0.1)) order.payment = r.pick(['CASH', 'OCTOPUS', 'VISA']);
      orders.push(order);
    }
    const [szMin, szMax] = ORDERS_A_DAY.SZ;
    for (let i = r.int(szMin, szMax); i > 0; i--) {
      const client = r.pick(d.CROSS_BORDER_CLIENTS);
      const order: PlannedOrder = { branch: 'SZ', client, status: 'A', vehicles: [crossBorderTrip(r, date)], agentRef: agentRef(r, client) };
      fate(r, offset, order);
      if (client === 'IND001' && !order.then) order.payment = r.pick(['ALIPAY', 'VISA']);
      orders.push(order);
    }
  }
  return orders;
}
