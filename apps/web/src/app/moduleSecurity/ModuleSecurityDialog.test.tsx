import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithClient } from '../../test/render';
import ModuleSecurityDialog from './ModuleSecurityDialog';

const page = (name: string, rows: unknown[]) => ({ _embedded: { [name]: rows }, page: { size: 100, totalElements: rows.length, totalPages: 1, number: 0 } });

function backend(overrides: { patch?: Response; security?: Response } = {}) {
  const calls: { method: string; url: string; body: unknown; headers: Record<string, string> }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const method = init.method ?? 'GET';
      calls.push({ method, url, body: init.body ? JSON.parse(String(init.body)) : undefined, headers: init.headers as Record<string, string> });
      if (method === 'GET' && url.startsWith('/limo/api/modules/5/userGroups')) return jsonResponse(200, { _embedded: { userGroups: [{ id: 11 }] } });
      if (method === 'GET' && url.startsWith('/limo/api/modules/5/staffs')) return jsonResponse(200, { _embedded: { staffs: [{ id: 21 }] } });
      if (method === 'GET' && url.startsWith('/limo/api/modules/5')) {
        return new Response(
          JSON.stringify({
            id: 5,
            version: 2,
            moduleCode: 'BANK',
            moduleDesc: 'Bank',
            recordStatus: 'A',
            createBy: 'admin',
            createDt: '2024-03-01T02:05:00.000Z',
          }),
          { status: 200, headers: { ETag: '"2"' } },
        );
      }
      if (url.startsWith('/limo/api/userGroups')) {
        return jsonResponse(
          200,
          page('userGroups', [
            { id: 12, userGroup: 'OPS', userGroupDescEng: 'Operations', userGroupDescChi: '營運', recordStatus: 'A' },
            { id: 11, userGroup: 'ADMIN', userGroupDescEng: 'Administrators', recordStatus: 'A' },
          ]),
        );
      }
      if (url.startsWith('/limo/api/staffs'))
        return jsonResponse(
          200,
          page('staffs', [
            { id: 21, staffCode: 'S001', staffNameEng: 'Ann', recordStatus: 'A' },
            { id: 22, staffCode: 'S002', staffNameEng: 'Bob', recordStatus: 'A' },
          ]),
        );
      if (method === 'PATCH') return overrides.patch ?? jsonResponse(200, { id: 5 });
      if (method === 'POST' && url.endsWith('/api/modules')) return jsonResponse(201, { id: 9 });
      if (url.endsWith('/api/updateModuleSecurity')) return overrides.security ?? jsonResponse(200, {});
      return jsonResponse(404, {});
    }),
  );
  return calls;
}

describe('ModuleSecurityDialog', () => {
  it('loads a module, lists sorted tables with names, and saves the differences', async () => {
    const calls = backend();
    const onClose = vi.fn();
    renderWithClient(<ModuleSecurityDialog open moduleId={5} onClose={onClose} />);
    const groups = await screen.findByRole('table', { name: 'User Groups' });
    await waitFor(() => expect(within(groups).getAllByRole('row')).toHaveLength(3));
    const rows = within(groups)
      .getAllByRole('row')
      .map((r) => r.textContent);
    expect(rows[1]).toContain('1ADMINAdministrators');
    expect(rows[2]).toContain('2OPSOperations 營運');
    expect(document.body.textContent).toMatch(/Created by admin 01\/03\/2024/);
    expect((screen.getByLabelText('Code') as HTMLInputElement).readOnly).toBe(true);

    fireEvent.click(screen.getByLabelText('Assigned OPS'));
    fireEvent.click(screen.getByLabelText('Assigned ADMIN'));
    fireEvent.click(screen.getByLabelText('Assigned S002'));
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());

    const patch = calls.find((c) => c.method === 'PATCH');
    expect(patch?.url).toBe('/limo/api/modules/5');
    expect(patch?.body).toEqual({ moduleCode: 'BANK', moduleDesc: 'Bank', recordStatus: 'A' });
    expect(patch?.headers['If-Match']).toBe('"2"');
    const sec = calls.find((c) => c.url.endsWith('/updateModuleSecurity'));
    expect(sec?.body).toEqual({ moduleId: 5, userGroups: [12], staffs: [22], removeUserGroups: [11], removeStaffs: [] });
  });

  it('creates a module first when none exists, then uses the new id', async () => {
    const calls = backend();
    renderWithClient(<ModuleSecurityDialog open moduleId={null} initialCode="BANK" fromApp onClose={() => {}} />);
    await screen.findByRole('table', { name: 'Staff' });
    await waitFor(() => expect(screen.getByLabelText('Assigned S001')).toBeTruthy());
    expect((screen.getByLabelText('Code') as HTMLInputElement).value).toBe('BANK');
    expect((screen.getByLabelText('Description') as HTMLInputElement).readOnly).toBe(true);
    fireEvent.click(screen.getByLabelText('Assigned S001'));
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(calls.some((c) => c.url.endsWith('/updateModuleSecurity'))).toBe(true));
    expect(calls.find((c) => c.method === 'POST' && c.url.endsWith('/api/modules'))?.body).toEqual({
      moduleCode: 'BANK',
      moduleDesc: 'Bank',
      recordStatus: 'A',
    });
    expect(calls.find((c) => c.url.endsWith('/updateModuleSecurity'))?.body).toEqual({
      moduleId: 9,
      userGroups: [],
      staffs: [21],
      removeUserGroups: [],
      removeStaffs: [],
    });
  });

  it('shows the server errors one per line and stays open', async () => {
    backend({ patch: jsonResponse(400, { status: 400, error: 'Bad Request', errors: ['Code is required', 'Status must be one of A, C'] }) });
    const onClose = vi.fn();
    renderWithClient(<ModuleSecurityDialog open moduleId={5} onClose={onClose} />);
    await waitFor(() => expect((screen.getByLabelText('Code') as HTMLInputElement).value).toBe('BANK'));
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Code is required');
    expect(alert.textContent).toContain('Status must be one of A, C');
    expect(onClose).not.toHaveBeenCalled();
  });
});
