import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderSignedIn, stubSignedIn } from '../../../test/render';
import { useSession } from '../../../app/session/SessionContext';
import SchedulingScreen from '../SchedulingScreen';
import { D, day, j1, j2, plan } from './planFixtures';

// No live connection in a test (its address would be read from a page that has none): one that never opens.
vi.mock('../../../api/socket', () => ({ openScheduleSocket: () => () => {} }));

/** The screen once the user is loaded, as the shell's guard shows it. */
function Guarded() {
  return useSession().user ? <SchedulingScreen /> : null;
}

/** The day with D001 and D002 driving vehicles 11 and 12 (the plan's), for the row-per-vehicle grid. */
const withVehicles = {
  ...day,
  vehicles: [
    { id: 11, licensePlateNo: 'AB1111', vehicleTypeId: 1 },
    { id: 12, licensePlateNo: 'CD2222', vehicleTypeId: 1 },
  ],
};

function open(path: string, rights = ['SCHEDULING', 'SCHEDULINGWRITE']) {
  const asked: { url: string; method: string; body: string | null }[] = [];
  stubSignedIn(rights, (url, init) => {
    asked.push({ url, method: init.method ?? 'GET', body: init.body ? String(init.body) : null });
    if (url.includes(`/scheduling/day/${D}`)) return jsonResponse(200, withVehicles);
    if (url.endsWith('/scheduling/plans')) return jsonResponse(201, plan);
    if (url.endsWith('/apply')) return jsonResponse(200, { applied: [j1.orderVehicleId], refused: [] });
    return undefined;
  });
  // The lanes are virtualised: the grid needs a size to draw any (happy-dom lays nothing out).
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(800);
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(1600);
  renderSignedIn(
    <MemoryRouter initialEntries={[`${path}?date=${D}`]}>
      <Guarded />
    </MemoryRouter>,
  );
  return asked;
}

describe('Plan the day on the scheduling screen', () => {
  it('puts the button on the toolbar, the plan beside the grid, and passes the accessibility scan', async () => {
    const asked = open('/operation/scheduling');
    fireEvent.click(await screen.findByRole('button', { name: 'Plan the day' }));
    const region = await screen.findByRole('region', { name: 'Plan of the day' });
    expect(JSON.parse(asked.find((a) => a.url.endsWith('/scheduling/plans'))?.body ?? '{}')).toEqual({ date: D });
    expect(screen.getByRole('button', { name: 'Proposed: R1 to D002' }).closest('[data-lane]')?.getAttribute('data-lane')).toBe('driver:2');
    const { violations } = await axe.run(document.body, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
      rules: { 'label-content-name-mismatch': { enabled: true }, 'color-contrast': { enabled: false } },
      resultTypes: ['violations'],
    });
    expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    // Applied: the day is read again.
    const days = () => asked.filter((a) => a.url.includes('/scheduling/day/')).length;
    const before = days();
    fireEvent.click(within(region).getByRole('button', { name: 'Accept D002’s jobs' }));
    expect(await within(region).findByText('1 applied')).toBeTruthy();
    await waitFor(() => expect(days()).toBeGreaterThan(before));
  });

  it('draws the ghosts on the vehicles’ lanes of /operation/scheduling4', async () => {
    open('/operation/scheduling4');
    fireEvent.click(await screen.findByRole('button', { name: 'Plan the day' }));
    await screen.findByRole('region', { name: 'Plan of the day' });
    expect(screen.getByRole('button', { name: 'Proposed: R1 to D002' }).closest('[data-lane]')?.getAttribute('data-lane')).toBe('vehicle:12');
    expect(screen.getByRole('button', { name: 'Proposed: R2 to D001' }).closest('[data-lane]')?.getAttribute('data-lane')).toBe('vehicle:11');
    expect(document.querySelector(`[data-ghost="${j2.orderVehicleId}"]`)).not.toBeNull();
  });

  it('has no plan button for a reader without SCHEDULINGWRITE', async () => {
    open('/operation/scheduling', ['SCHEDULING']);
    await screen.findByText('Read only: you do not have the right SCHEDULINGWRITE');
    expect(screen.queryByRole('button', { name: 'Plan the day' })).toBeNull();
  });
});
