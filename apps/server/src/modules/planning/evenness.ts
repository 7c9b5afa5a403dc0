import { driverCanFollow } from '@limo/domain';
import type { Eligibility } from './eligibility.js';
import { type Chains, chainDeadheads, type PlanIndex, sum } from './plan-index.js';
import { VehicleBook } from './vehicle-book.js';

/*
 * The third objective (issue 32): even job minutes across drivers. A 2-opt* tail swap between the
 * longest driver's chain and another's (an idle driver's empty chain too): a = a[..p] + b[q+1..],
 * b = b[..q] + a[p+1..]. Taken only when it keeps the assigned count, does not add deadhead and
 * lowers the longer of the two below the longest's minutes; repeated while the longest improves.
 */

/** Each driver's job minutes: planned plus kept jobs of the date. */
export function jobMinutes(ix: PlanIndex, chains: Chains): Map<number, number> {
  const out = new Map<number, number>();
  for (const driverId of ix.drivers) {
    let minutes = 0;
    for (const k of ix.keptByDriver.get(driverId) ?? []) if (k.job.startDate === ix.problem.date) minutes += k.span.end - k.span.start;
    for (const id of chains.get(driverId) ?? []) minutes += ix.span.get(id)!.end - ix.span.get(id)!.start;
    out.set(driverId, minutes);
  }
  return out;
}

export function evenOut(ix: PlanIndex, elig: Eligibility, input: Chains, deadlineMs: number): Chains {
  const chains: Chains = new Map([...input].map(([d, c]) => [d, [...c]]));
  const book = VehicleBook.of(ix, elig, chains);
  const minutes = jobMinutes(ix, chains);
  const len = (id: number) => ix.span.get(id)!.end - ix.span.get(id)!.start;
  const { bufferMinutes, travel } = ix.problem;
  // The drivers who could take some planned job: the only ones a tail can move to.
  const able = new Set<number>();
  for (const chain of chains.values()) for (const id of chain) for (const d of elig.drivers.get(id)!.keys()) able.add(d);

  const valid = (driverId: number, chain: number[]) => {
    for (let i = 0; i < chain.length; i++) {
      if (!elig.drivers.get(chain[i])!.has(driverId)) return false;
      if (i && !driverCanFollow(ix.job.get(chain[i - 1])!, ix.job.get(chain[i])!, bufferMinutes, travel)) return false;
    }
    return true;
  };

  for (let round = 0; round < 10_000 && performance.now() < deadlineMs; round++) {
    const [a, top] = [...minutes].filter(([d]) => able.has(d)).sort((x, y) => y[1] - x[1] || x[0] - y[0])[0] ?? [0, 0];
    const ca = chains.get(a) ?? [];
    if (!ca.length) break;
    const deadA = sum(chainDeadheads(ix, a, ca));
    let best: { b: number; na: number[]; nb: number[]; worst: number } | null = null;
    for (const b of able) {
      if (b === a) continue;
      const cb = chains.get(b) ?? [];
      const deadB = sum(chainDeadheads(ix, b, cb));
      const minB = minutes.get(b)!;
      for (let p = -1; p < ca.length; p++) {
        const tailA = ca.slice(p + 1);
        if (tailA.length && !elig.drivers.get(tailA[0])!.has(b)) continue;
        const tailAMin = sum(tailA.map(len));
        for (let q = -1; q < cb.length; q++) {
          const tailB = cb.slice(q + 1);
          if (!tailA.length && !tailB.length) continue;
          const tailBMin = sum(tailB.map(len));
          const newA = top - tailAMin + tailBMin;
          const newB = minB - tailBMin + tailAMin;
          const worst = Math.max(newA, newB);
          if (worst >= top || (best && worst >= best.worst)) continue;
          const na = [...ca.slice(0, p + 1), ...tailB];
          const nb = [...cb.slice(0, q + 1), ...tailA];
          if (!valid(a, na) || !valid(b, nb)) continue;
          if (sum(chainDeadheads(ix, a, na)) + sum(chainDeadheads(ix, b, nb)) > deadA + deadB) continue;
          if (!vehiclesFree(book, a, ca, na, b, cb, nb)) continue;
          best = { b, na, nb, worst };
        }
      }
    }
    if (!best) break;
    const cb = chains.get(best.b) ?? [];
    for (const id of ca) book.unbook(id, a);
    for (const id of cb) book.unbook(id, best.b);
    for (const id of best.na) book.book(id, a);
    for (const id of best.nb) book.book(id, best.b);
    chains.set(a, best.na);
    chains.set(best.b, best.nb);
    minutes.set(a, minutes.get(a)! - sum(ca.map(len)) + sum(best.na.map(len)));
    minutes.set(best.b, minutes.get(best.b)! - sum(cb.map(len)) + sum(best.nb.map(len)));
  }
  for (const [d, chain] of chains) if (!chain.length) chains.delete(d);
  return chains;
}

/** Whether the two new chains' vehicles are free of the other drivers' planned jobs (the book is left as it was). */
function vehiclesFree(book: VehicleBook, a: number, ca: number[], na: number[], b: number, cb: number[], nb: number[]): boolean {
  for (const id of ca) book.unbook(id, a);
  for (const id of cb) book.unbook(id, b);
  let ok = na.every((id) => book.free(id, a));
  if (ok) {
    for (const id of na) book.book(id, a);
    ok = nb.every((id) => book.free(id, b));
    for (const id of na) book.unbook(id, a);
  }
  for (const id of ca) book.book(id, a);
  for (const id of cb) book.book(id, b);
  return ok;
}
