import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { vi } from 'vitest';
import { tokens } from '../api/tokens';
import { SessionProvider } from '../app/session/SessionContext';
import { initI18n } from '../i18n';

initI18n('en');

export function renderWithClient(ui: ReactElement) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return { client, ...render(<QueryClientProvider client={client}>{ui}</QueryClientProvider>) };
}

export const jsonResponse = (status: number, body: unknown) =>
  new Response(body === undefined ? null : JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/**
 * A signed-in staff member of branch 2 holding `rights`, for a screen's test: fetch answers the
 * user call itself and passes every other call to `route` (a 404 when it answers nothing).
 */
export function stubSignedIn(rights: string[], route: (url: string, init: RequestInit) => Response | undefined) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      if (url.endsWith('/auth/user')) return jsonResponse(200, { rights, username: 'u', fullname: 'User', userid: 1, branchId: 2, branches: [2] });
      return route(url, init) ?? jsonResponse(404, {});
    }),
  );
  tokens.set('t', 'r');
  tokens.setBranchId(2);
}

/** A screen in the session and query providers, as the shell mounts it. */
export function renderSignedIn(ui: ReactElement) {
  return render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <SessionProvider>{ui}</SessionProvider>
    </QueryClientProvider>,
  );
}
