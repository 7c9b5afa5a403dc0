import { travelRule, type TravelFn, type ZoneTravelTime } from '@limo/domain';
import { and, asc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import * as t from '../../db/schema/index.js';
import { readParameters } from '../system/parameters.service.js';

/*
 * A branch's travel between zones (issue 32, docs/scheduling.md "Travel between jobs"): its
 * zoneTravelTimes rows, the defaultTravelMinutes parameter and the zone its duties start from.
 * The clash context, the grid's day and the day planner all read travel here.
 */

export interface BranchTravel {
  travel: TravelFn;
  rows: (ZoneTravelTime & { id: number })[];
  defaultMinutes: number;
  /** The branch's baseZone, else the contract label of the first active airport location (locations are shared by the branches). */
  baseZone: string | null;
}

/** The branch's travel rows, in the order the table screen lists them. */
export async function travelRowsOf(ex: Db | Tx, branchId: number): Promise<BranchTravel['rows']> {
  const z = t.zoneTravelTimes;
  return ex
    .select({ id: z.id, fromZone: z.fromZone, toZone: z.toZone, hourFrom: z.hourFrom, hourTo: z.hourTo, minutes: z.minutes })
    .from(z)
    .where(eq(z.branchId, branchId))
    .orderBy(asc(z.fromZone), asc(z.toZone), asc(z.hourFrom));
}

/** The zone a branch's duties start from: its own, else its first airport's. */
export async function baseZoneOf(ex: Db | Tx, branchId: number): Promise<string | null> {
  const [branch] = await ex.select({ baseZone: t.branches.baseZone }).from(t.branches).where(eq(t.branches.id, branchId));
  if (branch?.baseZone?.trim()) return branch.baseZone.trim();
  const l = t.locations;
  const [airport] = await ex
    .select({ zone: l.contractLabel })
    .from(l)
    .where(and(eq(l.airportFlag, 1), eq(l.recordStatus, 'A')))
    .orderBy(asc(l.locationCode))
    .limit(1);
  return airport?.zone?.trim() || null;
}

/** The travel rule of a branch, with what it is made of. */
export async function readTravel(ex: Db | Tx, branchId: number): Promise<BranchTravel> {
  const [rows, params, baseZone] = await Promise.all([travelRowsOf(ex, branchId), readParameters(ex), baseZoneOf(ex, branchId)]);
  return { travel: travelRule(rows, params.defaultTravelMinutes), rows, defaultMinutes: params.defaultTravelMinutes, baseZone };
}
