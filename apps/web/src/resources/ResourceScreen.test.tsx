import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { expect, it, vi } from 'vitest';
import { tokens } from '../api/tokens';
import { makeQueryClient } from '../app/queryClient';
import { buildRoutes } from '../app/router';
import { SessionProvider } from '../app/session/SessionContext';
import { jsonResponse } from '../test/render';

it('starts afresh on another master file: the sort of the last one is not asked of the next', { timeout: 30_000 }, async () => {
  const lists: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      if (url.endsWith('/auth/user'))
        return jsonResponse(200, { rights: ['LOCATION', 'REMARK'], username: 'u', fullname: 'User', userid: 1, branchId: 1, branches: [1] });
      if (url.includes('/api/publicParameters')) return jsonResponse(200, {});
      const name = /\/api\/(?:lookups\/)?(\w+)/.exec(url)?.[1] ?? '';
      if (!url.includes('/lookups/')) lists.push(decodeURIComponent(url));
      return jsonResponse(200, { _embedded: { [name]: [] }, page: { size: 20, totalElements: 0, totalPages: 0, number: 0 } });
    }),
  );
  tokens.set('t', 'r');
  const router = createMemoryRouter(buildRoutes(), { initialEntries: ['/operation/files/location'] });
  render(
    <QueryClientProvider client={makeQueryClient()}>
      <SessionProvider>
        <RouterProvider router={router} />
      </SessionProvider>
    </QueryClientProvider>,
  );
  const slow = { timeout: 10_000 };
  await waitFor(() => expect(lists.some((u) => u.includes('/api/locations?') && u.includes('sort=locationCode,asc'))).toBe(true), slow);
  await router.navigate('/operation/files/remark');
  expect(await screen.findByRole('heading', { name: 'Remark' }, slow)).toBeTruthy();
  await waitFor(() => expect(lists.some((u) => u.includes('/api/remarks?'))).toBe(true), slow);
  expect(lists.filter((u) => u.includes('/api/remarks?')).every((u) => u.includes('sort=remarkCode,asc'))).toBe(true);
});
