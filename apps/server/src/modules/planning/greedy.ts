import { driverCanFollow } from '@limo/domain';
import type { Eligibility } from './eligibility.js';
import { type Chains, deadhead, type PlanIndex } from './plan-index.js';
import { VehicleBook } from './vehicle-book.js';

/*
 * The greedy dispatcher (issue 32's baseline): jobs by start time (then id), each to the eligible
 * driver who is free after their last planned job with the least deadhead, ties to the driver with
 * the fewest jobs, then the lowest id. The plan must never do worse than this.
 */
export function greedyPlan(ix: PlanIndex, elig: Eligibility, jobIds?: ReadonlySet<number>): Chains {
  const chains: Chains = new Map();
  const book = new VehicleBook(ix, elig);
  const { bufferMinutes, travel } = ix.problem;
  for (const job of ix.jobs) {
    if (jobIds && !jobIds.has(job.orderVehicleId)) continue;
    let best: { driverId: number; cost: number; count: number } | null = null;
    for (const driverId of elig.drivers.get(job.orderVehicleId)!.keys()) {
      const chain = chains.get(driverId) ?? [];
      const last = chain.at(-1) ?? null;
      if (last !== null && !driverCanFollow(ix.job.get(last)!, job, bufferMinutes, travel)) continue;
      if (!book.free(job.orderVehicleId, driverId)) continue;
      const cost = deadhead(ix, driverId, job.orderVehicleId, last);
      const count = chain.length;
      if (!best || cost < best.cost || (cost === best.cost && (count < best.count || (count === best.count && driverId < best.driverId)))) {
        best = { driverId, cost, count };
      }
    }
    if (!best) continue;
    chains.set(best.driverId, [...(chains.get(best.driverId) ?? []), job.orderVehicleId]);
    book.book(job.orderVehicleId, best.driverId);
  }
  return chains;
}
