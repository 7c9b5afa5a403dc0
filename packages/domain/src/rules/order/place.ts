/**
 * Where a car goes (issue 30 part 3): a known location, or a free address with its pricing zone.
 * The pick-up takes pickupLocationId or pickupAddress + pickupZone, the drop-off the same, and each
 * stop is a location id or {locationId?, address?, zone?}. A zone is a location's contractLabel.
 */
import { z } from 'zod';
import { idSchema } from '../../schema.js';

/** As the locations' own columns: address varchar(200), contractLabel varchar(50). */
export const PLACE_TEXT_MAX = { address: 200, zone: 50 } as const;

/** A stop as the server keeps it: a location, or an address with its zone. */
export interface StopPlace {
  locationId: number | null;
  address: string | null;
  zone: string | null;
}

/** A stop as the order calls answer it: the location id as before, or {locationId: null, address, zone}. */
export type StopWire = number | { locationId: null; address: string | null; zone: string | null };

const text = (max: number) =>
  z
    .string({ error: 'must be text' })
    .trim()
    .max(max, `must be at most ${max} characters`)
    .nullish()
    .transform((v) => (v ? v : null));

export const addressSchema = () => text(PLACE_TEXT_MAX.address);
export const zoneSchema = () => text(PLACE_TEXT_MAX.zone);

// A stop that is neither an object nor a number is worded as a bad id, as before free addresses.
const STOP = (iss: { input: unknown }) =>
  iss.input !== null && typeof iss.input === 'object' ? 'must be {locationId?, address?, zone?}' : 'must be the id of a record';

/** One stop of a body: a bare id (the old form) or an object; either becomes a StopPlace. */
export const stopSchema = z.preprocess(
  (v) => (typeof v === 'number' ? { locationId: v } : v),
  z
    .object({ locationId: idSchema().nullish(), address: addressSchema(), zone: zoneSchema() }, { error: STOP })
    .transform((s): StopPlace => ({ locationId: s.locationId ?? null, address: s.address, zone: s.zone })),
);

/** The issues of one place: a location or an address (not both, not neither), an address with its zone. */
export function placeIssues(
  p: { locationId: number | null | undefined; address: string | null; zone: string | null },
  names: { location: string; address: string; zone: string },
  required: boolean,
): { path: string; message: string }[] {
  const out: { path: string; message: string }[] = [];
  const located = p.locationId !== null && p.locationId !== undefined;
  if (located && p.address) out.push({ path: names.address, message: `is given with ${names.location}: give one of them` });
  if (!located && !p.address && required) out.push({ path: names.location, message: 'is required' });
  if (p.address && !p.zone) out.push({ path: names.zone, message: `is required with ${names.address}` });
  if (!p.address && p.zone) out.push({ path: names.zone, message: `is given without ${names.address}` });
  return out;
}

/** A stop's issues, its fields named `stops[i].address` and so on (items that are no stop are the schema's to name). */
export function stopIssues(stops: readonly unknown[]): { path: (string | number)[]; message: string }[] {
  return stops.flatMap((s, i) =>
    s && typeof s === 'object' && 'locationId' in s
      ? placeIssues(s as StopPlace, { location: 'locationId', address: 'address', zone: 'zone' }, true).map((x) => ({
          path: ['stops', i, x.path],
          message: x.message,
        }))
      : [],
  );
}

/** Every place issue of a body with pick-up, drop-off and stops (an order vehicle, getOrderTariff's body), as zod issues. */
export function addPlaceIssues(v: Record<string, unknown>, ctx: { addIssue(issue: { code: 'custom'; path: (string | number)[]; message: string }): void }) {
  const text = (x: unknown) => (typeof x === 'string' && x ? x : null);
  const id = (x: unknown) => (typeof x === 'number' ? x : null);
  const place = (role: 'pickup' | 'dropoff', required: boolean) =>
    placeIssues(
      { locationId: id(v[`${role}LocationId`]), address: text(v[`${role}Address`]), zone: text(v[`${role}Zone`]) },
      { location: `${role}LocationId`, address: `${role}Address`, zone: `${role}Zone` },
      required,
    ).map((x) => ({ path: [x.path], message: x.message }));
  const issues = [...place('pickup', true), ...place('dropoff', false), ...stopIssues(Array.isArray(v.stops) ? v.stops : [])];
  for (const x of issues) ctx.addIssue({ code: 'custom', path: x.path, message: x.message });
}

/** A place as people read it (grid, driver page, notices, signs): the location's name, else the free address; '' for neither. */
export const placeOf = (row: { name?: string | null; address?: string | null }): string => row.name?.trim() || row.address?.trim() || '';

/** The wire form of a kept stop: its location id, or the address with its zone. */
export const stopWire = (s: StopPlace): StopWire => (s.locationId !== null ? s.locationId : { locationId: null, address: s.address, zone: s.zone });

/** Text of a stop (kept or on the wire) for the order's history: the location id, else the address with its zone. */
export const stopText = (s: StopWire | StopPlace): string =>
  typeof s === 'number' ? String(s) : s.locationId !== null ? String(s.locationId) : `${s.address} (${s.zone})`;
