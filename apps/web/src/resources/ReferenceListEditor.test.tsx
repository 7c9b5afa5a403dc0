import { RESOURCES } from '@limo/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithClient } from '../test/render';
import { cellText } from './columns';
import { FieldEditor } from './FieldEditor';
import { toFormValues } from './formValues';
import { ResourceFormDialog } from './ResourceFormDialog';

/** The editor of a 'references' field (a list of ids): an allowance location group's locations. */

const groups = RESOURCES.allowanceLocations;
const field = groups.fields.find((f) => f.name === 'locationIds')!;
const LOCATIONS = [
  { id: 1, locationCode: 'KFCP', recordStatus: 'A' },
  { id: 2, locationCode: 'LMC', recordStatus: 'A' },
  { id: 3, locationCode: 'HKG-T1', recordStatus: 'A' },
  { id: 4, locationCode: 'HKG-T2', recordStatus: 'A' },
];
const group = { id: 5, version: 1, allowanceLocationCode: 'BORDER', descEng: 'Border', descChi: null, locationIds: [2, 99] };

function backend(handler: (method: string, url: string, body: unknown) => Response | undefined) {
  const calls: { method: string; url: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const method = init.method ?? 'GET';
      const body = init.body ? JSON.parse(String(init.body)) : undefined;
      calls.push({ method, url, body });
      if (method === 'GET' && url === '/limo/api/lookups/locations') return jsonResponse(200, { _embedded: { locations: LOCATIONS } });
      return handler(method, url, body) ?? jsonResponse(404, { error: 'Not Found' });
    }),
  );
  return calls;
}

const chips = (root: HTMLElement) => [...root.querySelectorAll('.MuiChip-label')].map((c) => c.textContent);
const key = (el: HTMLElement, k: string) => fireEvent.keyDown(el, { key: k });

describe('a list of ids in the record dialog', () => {
  it('shows the chosen records by code (an id the pick-list lacks by itself), picks by keyboard and saves the ids', async () => {
    const calls = backend((method, url) => {
      if (method === 'GET' && url === '/limo/api/allowanceLocations/5') return new Response(JSON.stringify(group), { status: 200, headers: { ETag: '"1"' } });
      if (method === 'PATCH') return jsonResponse(200, { ...group, version: 2, locationIds: [2, 3, 99] });
      return undefined;
    });
    const onClose = vi.fn();
    renderWithClient(<ResourceFormDialog def={groups} id={5} canWrite onClose={onClose} />);
    const input = await screen.findByRole('combobox', { name: 'Locations' });
    const box = input.closest('.MuiAutocomplete-root') as HTMLElement;
    await waitFor(() => expect(chips(box)).toEqual(['LMC', '99']));
    fireEvent.focus(input);

    // Type a part of a code, Enter takes the first match; the list stays open for the next pick.
    fireEvent.change(input, { target: { value: 'kf' } });
    await waitFor(() => expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['KFCP']));
    key(input, 'Enter');
    await waitFor(() => expect(chips(box)).toEqual(['LMC', '99', 'KFCP']));
    // Backspace in the empty input takes the last chip off.
    key(input, 'Backspace');
    await waitFor(() => expect(chips(box)).toEqual(['LMC', '99']));
    // Arrows move through the options not chosen yet.
    fireEvent.change(input, { target: { value: 'hkg' } });
    await waitFor(() => expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['HKG-T1', 'HKG-T2']));
    key(input, 'ArrowDown');
    key(input, 'Enter');
    await waitFor(() => expect(chips(box)).toEqual(['LMC', '99', 'HKG-T2']));
    // A chosen record is not offered again.
    fireEvent.change(input, { target: { value: 'lmc' } });
    await waitFor(() => expect(screen.queryAllByRole('option')).toHaveLength(0));
    key(input, 'Escape');

    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const patch = calls.find((c) => c.method === 'PATCH');
    expect(patch?.url).toBe('/limo/api/allowanceLocations/5');
    // In id order, as the server keeps them.
    expect((patch?.body as Record<string, unknown>).locationIds).toEqual([2, 4, 99]);
  });

  it('creates a group with no member as the empty list, and marks the list the server refused', async () => {
    const calls = backend((method) =>
      method === 'POST'
        ? jsonResponse(400, {
            status: 400,
            error: 'Bad Request',
            path: '/limo/api/allowanceLocations',
            errors: ['Locations: there is no Location with id 3'],
            invalidValues: [{ field: 'locationIds', value: [3] }],
          })
        : undefined,
    );
    renderWithClient(<ResourceFormDialog def={groups} id={null} canWrite onClose={() => {}} />);
    fireEvent.change(screen.getByLabelText(/Group Code/), { target: { value: 'g1' } });
    fireEvent.change(screen.getByLabelText(/Description \(English\)|Name \(English\)/), { target: { value: 'Group one' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Locations: there is no Location with id 3');
    expect((calls.find((c) => c.method === 'POST')?.body as Record<string, unknown>).locationIds).toEqual([]);
    const input = screen.getByRole('combobox', { name: 'Locations' });
    expect(document.getElementById(String(input.getAttribute('aria-describedby')))?.textContent).toBe('Locations: there is no Location with id 3');
  });
});

/** FieldEditor as a table cell or a form input, controlled by a state of its own. */
function Harness({ start, compact, onIds }: { start: number[]; compact?: boolean; onIds: (ids: unknown) => void }) {
  const [value, setValue] = useState<unknown>(start);
  return (
    <FieldEditor
      field={field}
      value={value}
      compact={compact}
      ariaLabel="Locations, row 1"
      onChange={(v) => {
        setValue(v);
        onIds(v);
      }}
    />
  );
}

describe('FieldEditor of a list of ids', () => {
  it('is named by its cell in a table and hands over the ids', async () => {
    backend(() => undefined);
    const onIds = vi.fn();
    renderWithClient(<Harness start={[1]} compact onIds={onIds} />);
    const input = screen.getByRole('combobox', { name: 'Locations, row 1' });
    const box = input.closest('.MuiAutocomplete-root') as HTMLElement;
    await waitFor(() => expect(chips(box)).toEqual(['KFCP']));
    fireEvent.change(input, { target: { value: 'LMC' } });
    await screen.findByRole('option', { name: 'LMC' });
    key(input, 'Enter');
    expect(onIds).toHaveBeenLastCalledWith([1, 2]);
    // A chip's own delete takes it off.
    const kfcp = within(box).getByText('KFCP').closest('.MuiChip-root') as HTMLElement;
    fireEvent.click(kfcp.querySelector('.MuiChip-deleteIcon') as Element);
    expect(onIds).toHaveBeenLastCalledWith([2]);
  });

  it('takes typed ids when the user may not read the pick-list', async () => {
    backend(() => undefined);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse(403, { status: 403, error: 'Forbidden', message: 'No right' })),
    );
    const onIds = vi.fn();
    renderWithClient(<Harness start={[7]} onIds={onIds} />);
    const input = screen.getByRole('combobox', { name: 'Locations' });
    const box = input.closest('.MuiAutocomplete-root') as HTMLElement;
    await waitFor(() => expect(input.getAttribute('inputmode')).toBe('numeric'));
    expect(chips(box)).toEqual(['7']);
    fireEvent.change(input, { target: { value: '12' } });
    key(input, 'Enter');
    expect(onIds).toHaveBeenLastCalledWith([7, 12]);
    fireEvent.change(input, { target: { value: 'abc' } });
    key(input, 'Enter');
    expect(onIds).toHaveBeenLastCalledWith([7, 12]);
  });
});

describe('a list of ids in forms and lists', () => {
  it('is [] in a new form and a copy of the record list otherwise', () => {
    expect(toFormValues(groups, null).locationIds).toEqual([]);
    expect(toFormValues(groups, { ...group, locationIds: null } as never).locationIds).toEqual([]);
    expect(toFormValues(groups, group as never).locationIds).toEqual([2, 99]);
  });

  it('shows a few members by code in a list cell, and a longer list by its count', () => {
    const lookups = { locationIds: LOCATIONS.map((l) => ({ id: l.id, label: l.locationCode })) };
    expect(cellText(field, [], lookups)).toBe('');
    expect(cellText(field, [1, 2, 99], lookups)).toBe('KFCP, LMC, 99');
    expect(cellText(field, [1, 2, 3, 4], lookups)).toBe('4 selected');
  });
});
