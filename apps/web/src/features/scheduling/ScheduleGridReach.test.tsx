import { fireEvent, render, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { buildLanes } from './gridModel';
import { ScheduleGrid } from './ScheduleGrid';
import { dutyOf, FIXTURE_DAY, scheduleRow } from './scheduleFixtures';
import type { ScheduleDay } from './schedulingApi';

/* Issue 30 part 6: the unassigned lane pinned, and every job reachable by keyboard and search on a day of 60 drivers. */
const DRIVERS = 60;
const jobs = Array.from({ length: DRIVERS }, (_, i) => scheduleRow('09:00', '10:00', { driverId: i + 1, orderRefId: `R${i + 1}` }));
const waiting = scheduleRow('22:00', '23:00', { orderRefId: 'WAIT' });
const day: ScheduleDay = {
  date: FIXTURE_DAY,
  schedules: [...jobs, waiting],
  rosters: Array.from({ length: DRIVERS }, (_, i) => dutyOf(i + 1, i + 1)),
  drivers: Array.from({ length: DRIVERS }, (_, i) => ({
    id: i + 1,
    driverNo: `D${String(i + 1).padStart(3, '0')}`,
    driverNameEng: `Driver ${i + 1}`,
    driverNameChi: null,
    mobileNo: '91234567',
  })),
  vehicles: [],
  vehicleTypes: [],
  vendors: [],
  parameters: { turnaroundMinutes: 15, smallVehicleMaxCapacity: 8, specialClientIds: [], filterClientIds: [] },
};

function grid(over: Partial<Parameters<typeof ScheduleGrid>[0]> = {}) {
  // The lanes are virtualised: the grid needs a size to draw any (happy-dom lays nothing out).
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(400);
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(900);
  const onSelect = vi.fn();
  const view = render(
    <ScheduleGrid
      lanes={buildLanes(day, day.schedules, 'driver')}
      laneLabels={{ unassigned: 'Unassigned (1)', outsourced: 'Outsourced', leave: (type) => ({ tag: type, text: type }) }}
      clashes={new Map()}
      knockOns={new Set()}
      specialClients={new Set()}
      selectedId={null}
      canWrite
      onOpen={() => undefined}
      onSelect={onSelect}
      onDrop={() => undefined}
      {...over}
    />,
  );
  const bar = (id: number) => view.container.querySelector<HTMLElement>(`[data-ov="${id}"]`);
  return { ...view, bar, onSelect };
}

describe('the grid of a busy day', () => {
  it('pins the unassigned lane above the drivers, with its late job drawn, whatever is scrolled', () => {
    const { container, bar } = grid();
    const pinned = container.querySelector('[data-testid="pinned-lanes"]') as HTMLElement;
    expect(pinned.querySelector('[data-lane="unassigned"]')?.textContent).toContain('Unassigned (1)');
    expect(pinned.closest('div[style*="sticky"]')).not.toBeNull();
    expect(bar(waiting.orderVehicleId)).not.toBeNull();
    // Not all 60 drivers are drawn, yet the unassigned lane is.
    expect(container.querySelectorAll('[data-lane^="driver:"]').length).toBeLessThan(DRIVERS);
  });

  it('moves Tab and ArrowDown on to jobs of lanes not drawn yet, and focuses them', () => {
    const { container, bar, onSelect } = grid();
    const drawn = [...container.querySelectorAll<HTMLElement>('[data-lane^="driver:"]')].map((l) => Number(l.dataset.lane?.slice(7)));
    const last = Math.max(...drawn);
    expect(last).toBeLessThan(DRIVERS);
    expect(bar(jobs[last].orderVehicleId)).toBeNull();
    fireEvent.keyDown(bar(jobs[last - 1].orderVehicleId) as HTMLElement, { key: 'Tab' });
    expect(onSelect).toHaveBeenLastCalledWith(jobs[last].orderVehicleId);
    expect(document.activeElement).toBe(bar(jobs[last].orderVehicleId));
    fireEvent.keyDown(document.activeElement as HTMLElement, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(bar(jobs[last + 1].orderVehicleId));
    // From the pinned lane's job Tab goes on to the first driver's.
    fireEvent.keyDown(bar(waiting.orderVehicleId) as HTMLElement, { key: 'Tab' });
    expect(document.activeElement).toBe(bar(jobs[0].orderVehicleId));
  });

  it('scrolls to the job the search found, drawn or not, and highlights it', async () => {
    // happy-dom lays nothing out, so the scroll asked for is read from the call.
    const scrollTo = vi.spyOn(HTMLElement.prototype, 'scrollTo');
    vi.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockReturnValue(5000);
    const target = jobs[DRIVERS - 1].orderVehicleId;
    const { bar } = grid({ foundId: target });
    expect(bar(target)?.dataset.found).toBe('true');
    await waitFor(() => expect(scrollTo.mock.calls.some((c) => ((c[0] as ScrollToOptions | undefined)?.top ?? 0) > 1000)).toBe(true));
    expect(bar(jobs[0].orderVehicleId)?.dataset.found).toBeUndefined();
  });

  it('scrolls the found job below the sticky head (hours, strip, pinned lane), not under it', async () => {
    // A tall head, as at 1366x768 with a full unassigned lane: 300 of the 400 px seen.
    const HEAD = 300;
    const own = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'offsetHeight');
    vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockImplementation(function (this: HTMLElement) {
      return this.dataset.testid === 'grid-head' ? HEAD : (own?.get?.call(this) ?? 0);
    });
    const scrollTo = vi.spyOn(HTMLElement.prototype, 'scrollTo');
    vi.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockReturnValue(5000);
    const target = jobs[30].orderVehicleId;
    grid({ foundId: target });
    const body = buildLanes(day, day.schedules, 'driver').filter((l) => l.kind !== 'unassigned');
    const li = body.findIndex((l) => l.bars.some((b) => b.row.orderVehicleId === target));
    const start = body.slice(0, li).reduce((sum, l) => sum + l.height, 0);
    await waitFor(() => expect(scrollTo).toHaveBeenCalled());
    const top = (scrollTo.mock.calls.at(-1)?.[0] as ScrollToOptions).top ?? 0;
    // The lane sits in the scroller's content below the head; seen between the head's foot and the bottom.
    expect(HEAD + start - top).toBeGreaterThanOrEqual(HEAD);
    expect(HEAD + start + body[li].height - top).toBeLessThanOrEqual(400);
  });
});
