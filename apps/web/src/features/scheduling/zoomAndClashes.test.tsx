import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ClashList } from './ClashList';
import { searchHit, unassignedCount } from './gridModel';
import { scheduleRow } from './scheduleFixtures';
import { slotPxOf, useGridZoom, ZoomToggle } from './zoom';

function Zoomed({ userId }: { userId: number }) {
  const [zoom, setZoom] = useGridZoom(userId);
  return (
    <>
      <ZoomToggle zoom={zoom} onChange={setZoom} />
      <output>{zoom}</output>
    </>
  );
}

describe('the grid zoom', () => {
  it('is kept per user across visits', () => {
    const first = render(<Zoomed userId={7} />);
    expect(screen.getByRole('status').textContent).toBe('hours');
    // By value: the label depends on whether the texts are loaded in this worker.
    fireEvent.click(first.container.querySelector('button[value="day"]') as HTMLElement);
    expect(screen.getByRole('status').textContent).toBe('day');
    first.unmount();
    const again = render(<Zoomed userId={7} />);
    expect(screen.getByRole('status').textContent).toBe('day');
    again.unmount();
    render(<Zoomed userId={8} />);
    expect(screen.getByRole('status').textContent).toBe('hours');
  });

  it('fits the whole day in the width at hand, and details 15 minutes wider than the hours', () => {
    expect(slotPxOf('day', 1000) * 96).toBeLessThanOrEqual(1000);
    expect(slotPxOf('day', 1000) * 96).toBeGreaterThan(900);
    expect(slotPxOf('detail', 1000)).toBeGreaterThan(slotPxOf('hours', 1000));
  });
});

describe('the clashes chip', () => {
  it('opens the list of clashes, each a link to its job', () => {
    const a = scheduleRow('09:00', '10:00', { orderRefId: 'HK-A', driverId: 1 });
    const b = scheduleRow('09:30', '10:30', { orderRefId: 'HK-B', driverId: 1 });
    const onPick = vi.fn();
    const clashes = new Map([
      [a.orderVehicleId, [{ kind: 'DRIVER_BUSY' as const, orderVehicleId: b.orderVehicleId, message: 'Driver busy with HK-B' }]],
      [b.orderVehicleId, [{ kind: 'DRIVER_BUSY' as const, orderVehicleId: a.orderVehicleId, message: 'Driver busy with HK-A' }]],
    ]);
    render(<ClashList clashes={clashes} rows={[a, b]} onPick={onPick} />);
    fireEvent.click(screen.getByTestId('clashes-chip'));
    const list = screen.getByTestId('clash-list');
    expect(list.textContent).toContain('Driver busy with HK-B');
    const links = [...list.querySelectorAll<HTMLElement>('[data-ov-link]')];
    expect(links.map((l) => Number(l.dataset.ovLink))).toEqual([a.orderVehicleId, b.orderVehicleId]);
    fireEvent.click(links[1]);
    expect(onPick).toHaveBeenCalledWith(b.orderVehicleId);
  });
});

describe('the toolbar figures', () => {
  it("counts the day's jobs waiting for a driver, not cancelled, outsourced or assigned ones", () => {
    const rows = [
      scheduleRow('09:00', '10:00'),
      scheduleRow('09:00', '10:00', { orderStatus: 'C' }),
      scheduleRow('09:00', '10:00', { driverId: 3 }),
      scheduleRow('09:00', '10:00', { isOutsource: true, outsourceVendorId: 2 }),
    ];
    expect(unassignedCount(rows)).toBe(1);
  });

  it('lands the search on the earliest job found, and on none without a search', () => {
    const late = scheduleRow('20:00', '21:00');
    const early = scheduleRow('06:00', '07:00');
    expect(searchHit([late, early], 'isl')).toBe(early.orderVehicleId);
    expect(searchHit([late, early], ' ')).toBeNull();
  });
});
