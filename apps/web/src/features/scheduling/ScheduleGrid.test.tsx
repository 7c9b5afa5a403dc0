import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { buildLanes } from './gridModel';
import { ScheduleGrid } from './ScheduleGrid';
import { dutyOf, FIXTURE_DAY } from './scheduleFixtures';
import type { ScheduleDay } from './schedulingApi';

const D = FIXTURE_DAY;
const roster = dutyOf;
/** D001 on approved annual leave (rostered before it was approved), D002 on duty. */
const day: ScheduleDay = {
  date: D,
  schedules: [],
  rosters: [{ ...roster(1, 1), onLeave: 'AL' }, roster(2, 2)],
  drivers: [
    { id: 1, driverNo: 'D001', driverNameEng: 'Chan Tai Man', driverNameChi: null, mobileNo: '91234567', onLeave: 'AL' },
    { id: 2, driverNo: 'D002', driverNameEng: 'Lee Siu Ming', driverNameChi: null, mobileNo: '91234568' },
  ],
  vehicles: [],
  vehicleTypes: [],
  vendors: [],
  leaves: [{ driverId: 1, leaveType: 'AL', fromDate: D, toDate: D }],
  parameters: { turnaroundMinutes: 15, smallVehicleMaxCapacity: 8, specialClientIds: [], filterClientIds: [] },
};
const names = { AL: 'Annual leave', SL: 'Sick leave', NP: 'No-pay leave' } as const;

describe('a lane of a driver on leave', () => {
  it('is shaded grey and hatched, says "On leave (AL)" and reads "On leave: Annual leave"; no duty shading', () => {
    // The lanes are virtualised: the grid needs a size to draw any (happy-dom lays nothing out).
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(800);
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(1600);
    const { container } = render(
      <ScheduleGrid
        lanes={buildLanes(day, [], 'driver')}
        laneLabels={{ unassigned: 'Unassigned', outsourced: 'Outsourced', leave: (type) => ({ tag: `On leave (${type})`, text: `On leave: ${names[type]}` }) }}
        clashes={new Map()}
        knockOns={new Set()}
        specialClients={new Set()}
        selectedId={null}
        canWrite
        onOpen={() => undefined}
        onSelect={() => undefined}
        onDrop={() => undefined}
      />,
    );
    const onLeave = container.querySelector('[data-lane="driver:1"]') as HTMLElement;
    expect(onLeave.dataset.onLeave).toBe('AL');
    expect(onLeave.textContent).toContain('On leave (AL)');
    expect(screen.getByText('On leave: Annual leave').closest('[data-lane]')).toBe(onLeave);
    const shades = (lane: Element) => [...lane.querySelectorAll<HTMLElement>('div[style*="position: absolute"]')].map((d) => d.style.background);
    expect(shades(onLeave).some((b) => b.includes('repeating-linear-gradient'))).toBe(true);
    expect(shades(onLeave).some((b) => b.includes('235, 251, 238') || b.includes('#ebfbee'))).toBe(false);
    // The driver on duty: green duty shading, no leave.
    const onDuty = container.querySelector('[data-lane="driver:2"]') as HTMLElement;
    expect(onDuty.dataset.onLeave).toBeUndefined();
    expect(onDuty.textContent).not.toContain('On leave');
    expect(shades(onDuty).some((b) => b.includes('235, 251, 238') || b.includes('#ebfbee'))).toBe(true);
  });
});
