/**
 * The clashes of a bar dropped on a driver or vehicle lane, judged before saving with the domain's
 * rules on what the grid holds (the day's jobs, the rosters of the day before to the day after and
 * the approved leave). The server judges again with everything around and may still refuse (409).
 */
import { type Clash, findClashes, holdsResources, type ScheduleRow } from '@limo/domain';
import { dayLeaves, dayTravel, type Lane } from './gridModel';
import type { ScheduleDay } from './schedulingApi';

export function dropClashes(day: ScheduleDay, rows: readonly ScheduleRow[], row: ScheduleRow, lane: Lane): Clash[] {
  if (!holdsResources(row) || lane.id === null) return [];
  // As updateOrderVehicle reads the drop: another driver brings the car of their roster; another car keeps the driver.
  const target =
    lane.kind === 'driver' && lane.id !== row.driverId
      ? { driverId: lane.id, vehicleId: null }
      : lane.kind === 'vehicle' && lane.id !== row.vehicleId
        ? { driverId: row.driverId, vehicleId: lane.id }
        : null;
  if (!target) return [];
  // Named as the server names them, so the message reads the same whichever finds the clash.
  const driverNo = new Map(day.drivers.map((d) => [d.id, d.driverNo]));
  const plate = new Map(day.vehicles.map((v) => [v.id, v.licensePlateNo]));
  return findClashes(row, target.driverId, target.vehicleId, {
    jobs: rows,
    rosters: day.rosters,
    leaves: dayLeaves(day),
    bufferMinutes: day.parameters.turnaroundMinutes,
    travel: dayTravel(day),
    driverName: (id) => driverNo.get(id) ?? String(id),
    vehicleName: (id) => plate.get(id) ?? `#${id}`,
  });
}
