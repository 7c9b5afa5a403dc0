import { PLAN_UNASSIGNED_REASONS, type PlanApplyResult } from '@limo/domain';
import { schedulingPlanEn, schedulingPlanZhHK } from '@limo/domain/i18n/schedulingPlan';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it, vi } from 'vitest';
import i18n from 'i18next';
import { jsonResponse, stubSignedIn } from '../../../test/render';
import { D, j1, j2, j3, left, plan, PlanHarness, real } from './planFixtures';

interface Call {
  url: string;
  method: string;
  body: unknown;
  branch: string | null;
}

/** Fetch answering the plan calls: POST plans with the plan, apply with `answer(ids)`. */
function server(answer: (ids: number[] | undefined) => PlanApplyResult = (ids) => ({ applied: ids ?? [], refused: [] }), planAnswer?: Promise<Response>) {
  const calls: Call[] = [];
  stubSignedIn(['SCHEDULING', 'SCHEDULINGWRITE'], (url, init) => {
    const body = init.body ? (JSON.parse(String(init.body)) as { orderVehicleIds?: number[] }) : undefined;
    const headers = new Headers(init.headers);
    calls.push({ url, method: init.method ?? 'GET', body, branch: headers.get('x-branch-id') });
    if (url.endsWith('/scheduling/plans') && init.method === 'POST') return undefined;
    if (url.endsWith(`/scheduling/plans/${plan.id}/apply`)) return jsonResponse(200, answer(body?.orderVehicleIds));
    if (url.endsWith(`/scheduling/plans/${plan.id}`)) return jsonResponse(200, plan);
    return undefined;
  });
  // The POST is answered here, so a test can hold it open (the busy state).
  const stubbed = globalThis.fetch as unknown as ReturnType<typeof vi.fn>;
  const inner = stubbed.getMockImplementation() as (url: string, init: RequestInit) => Promise<Response>;
  stubbed.mockImplementation(async (url: string, init: RequestInit) => {
    const res = await inner(url, init);
    if (url.endsWith('/scheduling/plans') && init.method === 'POST') return planAnswer ?? jsonResponse(201, plan);
    return res;
  });
  return calls;
}

function grid() {
  // The lanes are virtualised: the grid needs a size to draw any (happy-dom lays nothing out).
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(800);
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(1600);
}

const ghost = (id: number) => document.querySelector<HTMLElement>(`[data-ghost="${id}"]`);
const laneOf = (el: Element | null) => el?.closest('[data-lane]')?.getAttribute('data-lane');
const box = (id: number) => document.querySelector<HTMLInputElement>(`input[data-plan-job="${id}"]`) as HTMLInputElement;

async function planned(onReload?: () => void) {
  grid();
  render(<PlanHarness onReload={onReload} />);
  fireEvent.click(screen.getByRole('button', { name: 'Plan the day' }));
  return screen.findByRole('region', { name: 'Plan of the day' });
}

const applyBodies = (calls: Call[]) => calls.filter((c) => c.url.endsWith('/apply')).map((c) => c.body);

describe('Plan the day on the grid', () => {
  it('asks POST /scheduling/plans for the grid’s date with the branch header, busy while it solves', async () => {
    let answer: (r: Response) => void = () => undefined;
    const calls = server(undefined, new Promise((resolve) => (answer = resolve)));
    grid();
    render(<PlanHarness />);
    fireEvent.click(screen.getByRole('button', { name: 'Plan the day' }));
    const busy = await screen.findByRole('button', { name: 'Planning the day…' });
    expect(busy.getAttribute('aria-busy')).toBe('true');
    const post = calls.find((c) => c.url.endsWith('/api/scheduling/plans'));
    expect(post).toMatchObject({ method: 'POST', body: { date: D }, branch: '2' });
    await act(async () => answer(new Response(JSON.stringify(plan), { status: 201, headers: { 'Content-Type': 'application/json' } })));
    expect(await screen.findByRole('heading', { name: 'Plan of the day', level: 2 })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Plan the day' }).getAttribute('aria-busy')).toBe('false');
  });

  it('shows a refused plan call as the grid shows its errors, and no panel', async () => {
    stubSignedIn(['SCHEDULINGWRITE'], (url) =>
      url.endsWith('/scheduling/plans') ? jsonResponse(400, { error: 'Bad Request', errors: ['date is required'] }) : undefined,
    );
    grid();
    render(<PlanHarness />);
    fireEvent.click(screen.getByRole('button', { name: 'Plan the day' }));
    expect((await screen.findByRole('alert')).textContent).toContain('date is required');
    expect(screen.queryByRole('region', { name: 'Plan of the day' })).toBeNull();
  });

  it('offers no plan button without SCHEDULINGWRITE', () => {
    server();
    grid();
    render(<PlanHarness canWrite={false} />);
    expect(screen.queryByRole('button', { name: 'Plan the day' })).toBeNull();
  });

  it('draws a ghost bar per proposal on its driver’s lane, named, under the real bars; the job stays unassigned until applied', async () => {
    server();
    await planned();
    const expected = [
      [j1, 'driver:2', 'Proposed: R1 to D002'],
      [j2, 'driver:1', 'Proposed: R2 to D001'],
      [j3, 'driver:1', 'Proposed: R3 to D001'],
    ] as const;
    for (const [job, lane, name] of expected) {
      const g = ghost(job.orderVehicleId);
      expect(laneOf(g), name).toBe(lane);
      expect(g?.getAttribute('aria-label')).toBe(name);
      expect(screen.getByRole('button', { name })).toBe(g);
      expect(g?.style.borderStyle || g?.style.border, name).toContain('dashed');
      // The real bar is still in the unassigned lane.
      expect(laneOf(document.querySelector(`[data-ov="${job.orderVehicleId}"]`)), name).toBe('unassigned');
    }
    // D001's ghost of 09:00-10:00 would sit on the real bar of 09:00: it is drawn in the row below it.
    const realBar = document.querySelector<HTMLElement>(`[data-ov="${real.orderVehicleId}"]`) as HTMLElement;
    const g2 = ghost(j2.orderVehicleId) as HTMLElement;
    expect(parseFloat(g2.style.top)).toBeGreaterThanOrEqual(parseFloat(realBar.style.top) + parseFloat(realBar.style.height));
    expect(document.querySelectorAll('[data-ghost]').length).toBe(plan.assignments.length);
  });

  it('lists the measures beside the greedy dispatcher and each unassigned job with its reason in words', async () => {
    server();
    const region = await planned();
    const table = within(region).getByTestId('plan-metrics');
    const row = (name: string) => [...within(table).getByRole('rowheader', { name }).parentElement!.querySelectorAll('td')].map((c) => c.textContent);
    expect(row('Assigned')).toEqual(['3', '2']);
    expect(row('Deadhead minutes')).toEqual(['35', '50']);
    expect(row('Drivers used')[0]).toBe('2');
    expect(row('Longest driver minutes')[0]).toBe('120');
    expect(row('Solve time (s)')[0]).toBe('2.3');
    expect(within(region).getByTestId('plan-baseline').textContent).toBe('Greedy: 2 assigned, 50 min deadhead');
    const items = within(region).getByTestId('plan-unassigned').querySelectorAll('li');
    expect(items.length).toBe(PLAN_UNASSIGNED_REASONS.length);
    PLAN_UNASSIGNED_REASONS.forEach((reason, i) => {
      expect(items[i].textContent, reason).toContain(left[i].orderRefId as string);
      expect(items[i].textContent, reason).toContain(schedulingPlanEn[`plan.reason.${reason}`]);
    });
  });

  it('words every unassigned reason in Chinese too', async () => {
    server();
    await i18n.changeLanguage('zh-HK');
    try {
      grid();
      render(<PlanHarness />);
      fireEvent.click(screen.getByRole('button', { name: '規劃全日' }));
      const region = await screen.findByRole('region', { name: '全日規劃' });
      const items = within(region).getByTestId('plan-unassigned').querySelectorAll('li');
      PLAN_UNASSIGNED_REASONS.forEach((reason, i) => {
        const zh = schedulingPlanZhHK[`plan.reason.${reason}`];
        expect(zh, reason).not.toBe(schedulingPlanEn[`plan.reason.${reason}`]);
        expect(items[i].textContent, reason).toContain(zh);
      });
      expect(ghost(j1.orderVehicleId)?.getAttribute('aria-label')).toBe('建議：R1 交給 D002');
      expect(within(region).getByRole('button', { name: '接受 D001 的工作' })).toBeTruthy();
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('accepts all, one driver’s jobs, or the ticked ones, each with its orderVehicleIds', async () => {
    const calls = server();
    const onReload = vi.fn();
    const region = await planned(onReload);
    // One driver's: D001's two.
    fireEvent.click(within(region).getByRole('button', { name: 'Accept D001’s jobs' }));
    await waitFor(() => expect(applyBodies(calls)).toEqual([{ orderVehicleIds: [j2.orderVehicleId, j3.orderVehicleId] }]));
    expect(calls.find((c) => c.url.endsWith('/apply'))?.url).toContain(`/api/scheduling/plans/${plan.id}/apply`);
    expect(await within(region).findByText('2 applied')).toBeTruthy();
    expect(onReload).toHaveBeenCalledTimes(1);
    // Applied ghosts go; the panel lists only D002's job now.
    expect(ghost(j2.orderVehicleId)).toBeNull();
    expect(ghost(j3.orderVehicleId)).toBeNull();
    expect(within(region).queryByRole('button', { name: 'Accept D001’s jobs' })).toBeNull();
    // All: what is left.
    fireEvent.click(within(region).getByRole('button', { name: 'Accept all' }));
    await waitFor(() => expect(applyBodies(calls)[1]).toEqual({ orderVehicleIds: [j1.orderVehicleId] }));
    expect(await within(region).findByText('Nothing left to accept.')).toBeTruthy();
  });

  it('accepts the ticked jobs alone', async () => {
    const calls = server();
    const region = await planned();
    const accept = () => within(region).getByRole('button', { name: /^Accept selected/ });
    expect(accept().hasAttribute('disabled')).toBe(true);
    fireEvent.click(box(j3.orderVehicleId));
    fireEvent.click(box(j1.orderVehicleId));
    expect(accept().textContent).toBe('Accept selected (2)');
    fireEvent.click(accept());
    await waitFor(() => expect(applyBodies(calls)).toEqual([{ orderVehicleIds: [j1.orderVehicleId, j3.orderVehicleId].sort((a, b) => a - b) }]));
    await waitFor(() => expect(ghost(j1.orderVehicleId)).toBeNull());
    expect(ghost(j2.orderVehicleId)).not.toBeNull();
  });

  it('lists the refused jobs with the server’s message and code, and keeps their ghosts marked refused', async () => {
    const message = 'Driver D001 is busy with REAL then';
    server((ids) => ({
      applied: (ids ?? []).filter((id) => id !== j2.orderVehicleId),
      refused: [{ orderVehicleId: j2.orderVehicleId, code: 'DRIVER_BUSY', message }],
    }));
    const region = await planned();
    fireEvent.click(within(region).getByRole('button', { name: 'Accept all' }));
    const result = await within(region).findByTestId('plan-result');
    expect(result.textContent).toContain('2 applied');
    expect(within(result).getByRole('heading', { name: 'Refused (1)' })).toBeTruthy();
    const line = result.querySelector(`[data-refused-ov="${j2.orderVehicleId}"]`) as HTMLElement;
    expect(line.textContent).toBe(`11:00 R2 AP→PEN: ${message} (DRIVER_BUSY)`);
    const g = ghost(j2.orderVehicleId) as HTMLElement;
    expect(g.dataset.refused).toBe('DRIVER_BUSY');
    expect(g.getAttribute('aria-label')).toBe(`Refused: R2 to D001: ${message}`);
    expect(g.style.border).toContain('dotted');
    expect(region.querySelector(`[data-plan-row="${j2.orderVehicleId}"]`)?.textContent).toContain(`Refused: ${message}`);
  });

  it('discards the plan: panel and ghosts gone', async () => {
    server();
    const region = await planned();
    fireEvent.click(within(region).getByRole('button', { name: 'Discard plan' }));
    expect(screen.queryByRole('region', { name: 'Plan of the day' })).toBeNull();
    expect(document.querySelectorAll('[data-ghost]').length).toBe(0);
  });

  it('reads a plan named in the address again (GET plans/{id})', async () => {
    const calls = server();
    grid();
    render(<PlanHarness entry={`/operation/scheduling?date=${D}&plan=${plan.id}`} />);
    expect(await screen.findByRole('region', { name: 'Plan of the day' })).toBeTruthy();
    expect(calls.some((c) => c.method === 'GET' && c.url.endsWith(`/api/scheduling/plans/${plan.id}`))).toBe(true);
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('goes by keyboard alone: P plans, P again goes to the plan, arrows and Space tick, Enter accepts; a ghost bar accepts its job after a Yes', async () => {
    const calls = server();
    grid();
    render(<PlanHarness />);
    fireEvent.keyDown(document.body, { key: 'p' });
    const heading = await screen.findByRole('heading', { name: 'Plan of the day' });
    fireEvent.keyDown(document.body, { key: 'P' });
    expect(document.activeElement).toBe(heading);
    expect(calls.filter((c) => c.url.endsWith('/scheduling/plans')).length).toBe(1);
    // The list: D001's jobs first (R2, R3), then D002's (R1).
    box(j2.orderVehicleId).focus();
    fireEvent.keyDown(document.activeElement as HTMLElement, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(box(j3.orderVehicleId));
    fireEvent.keyDown(document.activeElement as HTMLElement, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(box(j1.orderVehicleId));
    fireEvent.keyDown(document.activeElement as HTMLElement, { key: 'ArrowUp' });
    expect(document.activeElement).toBe(box(j3.orderVehicleId));
    // Space on a checkbox is the browser's click.
    fireEvent.click(document.activeElement as HTMLElement);
    expect(box(j3.orderVehicleId).checked).toBe(true);
    fireEvent.keyDown(document.activeElement as HTMLElement, { key: 'Enter' });
    await waitFor(() => expect(applyBodies(calls)).toEqual([{ orderVehicleIds: [j3.orderVehicleId] }]));
    // Nothing ticked: Enter accepts the job it is on.
    await waitFor(() => expect(ghost(j3.orderVehicleId)).toBeNull());
    box(j1.orderVehicleId).focus();
    fireEvent.keyDown(box(j1.orderVehicleId), { key: 'Enter' });
    await waitFor(() => expect(applyBodies(calls)[1]).toEqual({ orderVehicleIds: [j1.orderVehicleId] }));
    // The grid: from the real 09:00 bar of D001, the arrow goes on to the ghost of R2; Enter asks, Yes applies.
    await waitFor(() => expect(ghost(j1.orderVehicleId)).toBeNull());
    const realBar = document.querySelector<HTMLElement>(`[data-ov="${real.orderVehicleId}"]`) as HTMLElement;
    realBar.focus();
    fireEvent.keyDown(realBar, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(ghost(j2.orderVehicleId));
    fireEvent.keyDown(document.activeElement as HTMLElement, { key: 'Enter' });
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('Assign R2 to D001 as the plan proposes?');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(applyBodies(calls)[2]).toEqual({ orderVehicleIds: [j2.orderVehicleId] }));
  });

  it('leaves P typed into a field alone', () => {
    const calls = server();
    grid();
    render(<PlanHarness />);
    const field = document.createElement('input');
    document.body.append(field);
    try {
      fireEvent.keyDown(field, { key: 'p' });
      fireEvent.keyDown(document.body, { key: 'p', ctrlKey: true });
      expect(calls.filter((c) => c.url.endsWith('/scheduling/plans')).length).toBe(0);
      expect(screen.getByRole('button', { name: 'Plan the day' })).toBeTruthy();
    } finally {
      field.remove();
    }
  });

  it('passes the accessibility scan with the plan, its ghosts and a result shown', async () => {
    server((ids) => ({ applied: [], refused: (ids ?? []).map((id) => ({ orderVehicleId: id, code: 'STALE', message: 'Changed since the plan' })) }));
    const region = await planned();
    fireEvent.click(within(region).getByRole('button', { name: 'Accept D001’s jobs' }));
    await within(region).findByTestId('plan-result');
    const { violations } = await axe.run(document.body, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
      rules: { 'label-content-name-mismatch': { enabled: true }, 'color-contrast': { enabled: false } },
      resultTypes: ['violations'],
    });
    expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });
});
