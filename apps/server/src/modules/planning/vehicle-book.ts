import { overlaps, type Span } from '@limo/domain';
import type { Chains, PlanIndex } from './plan-index.js';
import type { Eligibility } from './eligibility.js';

/*
 * Planned jobs by vehicle (issue 32): two drivers whose rosters hand one vehicle over must not both
 * drive it within the turnaround. Eligibility sees the kept jobs and rosters only, so the planner
 * books each planned job's vehicle here and asks before adding one.
 */
export class VehicleBook {
  private readonly byVehicle = new Map<number, { jobId: number; driverId: number; span: Span }[]>();

  constructor(
    private readonly ix: PlanIndex,
    private readonly elig: Eligibility,
  ) {}

  vehicleOf(jobId: number, driverId: number): number {
    return this.elig.drivers.get(jobId)!.get(driverId)!;
  }

  /** Whether the driver's vehicle for the job is free of other drivers' planned jobs. */
  free(jobId: number, driverId: number): boolean {
    const span = this.ix.span.get(jobId)!;
    const list = this.byVehicle.get(this.vehicleOf(jobId, driverId)) ?? [];
    return !list.some((o) => o.jobId !== jobId && o.driverId !== driverId && overlaps(span, o.span, this.ix.problem.bufferMinutes));
  }

  book(jobId: number, driverId: number) {
    const vehicleId = this.vehicleOf(jobId, driverId);
    const list = this.byVehicle.get(vehicleId) ?? [];
    list.push({ jobId, driverId, span: this.ix.span.get(jobId)! });
    this.byVehicle.set(vehicleId, list);
  }

  unbook(jobId: number, driverId: number) {
    const vehicleId = this.vehicleOf(jobId, driverId);
    const list = this.byVehicle.get(vehicleId) ?? [];
    this.byVehicle.set(
      vehicleId,
      list.filter((o) => o.jobId !== jobId),
    );
  }

  /** A book holding every job of the chains. */
  static of(ix: PlanIndex, elig: Eligibility, chains: Chains): VehicleBook {
    const book = new VehicleBook(ix, elig);
    for (const [driverId, chain] of chains) for (const jobId of chain) book.book(jobId, driverId);
    return book;
  }
}
