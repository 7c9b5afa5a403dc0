/* A grid day, its plan and a harness showing "Plan the day" as the screen does, for the plan's tests. */
import type { DayPlan } from '@limo/domain';
import { useMemo, useState } from 'react';
import { MemoryRouter } from 'react-router';
import { buildLanes } from '../gridModel';
import { ScheduleGrid } from '../ScheduleGrid';
import { dutyOf, FIXTURE_DAY, scheduleRow } from '../scheduleFixtures';
import type { ScheduleDay } from '../schedulingApi';
import { usePlanOnGrid } from './usePlanOnGrid';

export const D = FIXTURE_DAY;
/** D001 already drives REAL at 09:00; three open jobs, five the plan leaves (one per reason). */
export const real = scheduleRow('09:00', '10:00', { driverId: 1, orderRefId: 'REAL' });
export const j1 = scheduleRow('09:00', '10:00', { orderRefId: 'R1' });
export const j2 = scheduleRow('11:00', '12:00', { orderRefId: 'R2' });
export const j3 = scheduleRow('13:00', '14:00', { orderRefId: 'R3' });
export const left = ['L1', 'L2', 'L3', 'L4', 'L5'].map((ref, i) => scheduleRow(`${15 + i}:00`, `${15 + i}:30`, { orderRefId: ref }));

export const day: ScheduleDay = {
  date: D,
  schedules: [real, j1, j2, j3, ...left],
  rosters: [dutyOf(1, 1), dutyOf(2, 2)],
  drivers: [
    { id: 1, driverNo: 'D001', driverNameEng: 'Chan Tai Man', driverNameChi: '陳大文', mobileNo: '91234567' },
    { id: 2, driverNo: 'D002', driverNameEng: 'Lee Siu Ming', driverNameChi: '李小明', mobileNo: '91234568' },
  ],
  vehicles: [],
  vehicleTypes: [],
  vendors: [],
  parameters: { turnaroundMinutes: 15, smallVehicleMaxCapacity: 8, specialClientIds: [], filterClientIds: [] },
};

const REASONS = ['NO_DRIVER_ON_DUTY', 'NO_VEHICLE_OF_TYPE', 'ALL_BUSY', 'ON_LEAVE', 'TIME_LIMIT'] as const;

export const plan: DayPlan = {
  id: 77,
  date: D,
  status: 'PROPOSED',
  createdDt: `${D} 06:00:00`,
  assignments: [
    { orderVehicleId: j1.orderVehicleId, driverId: 2, vehicleId: 12, version: 1, deadheadMinutes: 20 },
    { orderVehicleId: j2.orderVehicleId, driverId: 1, vehicleId: 11, version: 1, deadheadMinutes: 15 },
    { orderVehicleId: j3.orderVehicleId, driverId: 1, vehicleId: 11, version: 1, deadheadMinutes: 0 },
  ],
  unassigned: left.map((r, i) => ({ orderVehicleId: r.orderVehicleId, reasons: [REASONS[i]] })),
  metrics: {
    jobs: 8,
    assigned: 3,
    unassigned: 5,
    deadheadMinutes: 35,
    driversUsed: 2,
    maxDriverJobMinutes: 120,
    solveMs: 2345,
    baseline: { assigned: 2, deadheadMinutes: 50 },
  },
};

function Screen({ canWrite, onReload, rows }: { canWrite: boolean; onReload: () => void; rows: ScheduleDay['schedules'] }) {
  const [error, setError] = useState<string | null>(null);
  const lanes = useMemo(() => buildLanes(day, rows, 'driver'), [rows]);
  const p = usePlanOnGrid({ date: D, day, rows, lanes, mode: 'driver', canWrite, setError, reload: onReload });
  return (
    <main>
      <h1>Scheduling</h1>
      {p.button}
      {error ? <div role="alert">{error}</div> : null}
      <div style={{ display: 'flex' }}>
        <ScheduleGrid
          lanes={p.lanes}
          laneLabels={{ unassigned: 'Unassigned', outsourced: 'Outsourced', leave: (type) => ({ tag: type, text: type }) }}
          clashes={new Map()}
          knockOns={new Set()}
          specialClients={new Set()}
          selectedId={null}
          canWrite={canWrite}
          onOpen={() => undefined}
          onSelect={() => undefined}
          onDrop={() => undefined}
          onGhost={p.onGhost}
        />
        {p.panel}
      </div>
      {p.dialog}
    </main>
  );
}

/** The grid and the plan as the screen joins them, at `entry` (a `?plan=` address reads the plan again). */
export function PlanHarness({
  canWrite = true,
  onReload = () => undefined,
  rows = day.schedules,
  entry = `/operation/scheduling?date=${D}`,
}: {
  canWrite?: boolean;
  onReload?: () => void;
  rows?: ScheduleDay['schedules'];
  entry?: string;
}) {
  return (
    <MemoryRouter initialEntries={[entry]}>
      <Screen canWrite={canWrite} onReload={onReload} rows={rows} />
    </MemoryRouter>
  );
}
