import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { formatError, setDefaultErrorMessage } from '../api/errors';
import { tokens } from '../api/tokens';
import { jsonResponse } from '../test/render';
import { buildRoutes } from './router';

interface Backend {
  rights?: string[];
  userStatus?: number;
}

function mount(path: string, backend: Backend = {}) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      if (url.endsWith('/auth/user')) {
        return backend.userStatus
          ? jsonResponse(backend.userStatus, { error: 'Unauthorized' })
          : jsonResponse(200, { rights: backend.rights ?? [], username: 'u', fullname: 'User', userid: 1, branchId: 1, branches: [1] });
      }
      if (url.includes('/auth/refresh')) return jsonResponse(401, {});
      if (url.includes('/api/publicParameters'))
        return jsonResponse(200, { defaultErrorMessage: 'Call the duty desk.', elearningUrl: 'https://learn.example/limo' });
      return jsonResponse(404, { error: 'Not Found' });
    }),
  );
  const router = createMemoryRouter(buildRoutes(), { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return router;
}

beforeEach(() => {
  tokens.clear();
  setDefaultErrorMessage(null);
});

describe('router and guards', () => {
  it('sends a visitor without a token to /login', async () => {
    const router = mount('/company/Bank');
    expect(await screen.findByLabelText('Username')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
    expect(document.title).toBe('Sign in');
  });
  it('sends a signed-in user opening /login to / and then to scheduling', async () => {
    tokens.set('t', 'r');
    const router = mount('/login', { rights: ['SCHEDULINGWRITE'] });
    await waitFor(() => expect(router.state.location.pathname).toBe('/operation/scheduling'), { timeout: 5000 });
    expect(await screen.findByRole('button', { name: 'Previous day' }, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByTestId('toolbar-title').textContent).toBe('Limo Back Office - Scheduling');
    await waitFor(() => expect(document.title).toBe('Scheduling'));
  });
  it('sends a user without the right to /blank', async () => {
    tokens.set('t', 'r');
    const router = mount('/company/Bank', { rights: ['SCHEDULING'] });
    expect(await screen.findByTestId('blank-page')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/blank');
  });
  it('redirects unknown paths to /', async () => {
    tokens.set('t', 'r');
    const router = mount('/no/such/page', { rights: ['SCHEDULING'] });
    await waitFor(() => expect(router.state.location.pathname).toBe('/operation/scheduling'));
  });
  it('sends /chinalink on to the partner feed screen, /operation/orderAPI', async () => {
    tokens.set('t', 'r');
    const router = mount('/chinalink', { rights: ['ORDERAPI'] });
    await waitFor(() => expect(router.state.location.pathname).toBe('/operation/orderAPI'));
    await waitFor(() => expect(document.title).toBe('Order API'));
    expect(screen.queryByText(/not available yet/i)).toBeNull();
  });
  it("/chinalink still asks for the partner feed screen's right", async () => {
    tokens.set('t', 'r');
    const router = mount('/chinalink', { rights: ['SCHEDULING'] });
    expect(await screen.findByTestId('blank-page')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/blank');
  });
  it('opens /system/changePassword to any signed-in user', async () => {
    tokens.set('t', 'r');
    mount('/system/changePassword', { rights: [] });
    expect(await screen.findByLabelText('Current password')).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Change Password'));
  });
  it('signs off and goes to /login when the rights cannot be loaded', async () => {
    tokens.set('t', 'r');
    const router = mount('/operation/scheduling', { userStatus: 401 });
    expect(await screen.findByLabelText('Username')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
    expect(tokens.token).toBeNull();
    expect(tokens.refreshToken).toBeNull();
  });
  it('/logout clears the tokens', async () => {
    tokens.set('t', 'r');
    const router = mount('/logout', { rights: ['SCHEDULING'] });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(tokens.token).toBeNull();
  });
  it('takes the help link and the default error message from the public parameters', async () => {
    tokens.set('t', 'r');
    mount('/system/changePassword', { rights: [] });
    await waitFor(() => expect(screen.getByRole('link', { name: 'Help (e-learning)' }).getAttribute('href')).toBe('https://learn.example/limo'));
    expect(formatError(undefined)).toBe('Call the duty desk.');
  });
  it('shows the menu filtered by rights', async () => {
    tokens.set('t', 'r');
    mount('/system/changePassword', { rights: ['SYSTEMMENU', 'SYSTEMFILES', 'ORDERING'] });
    const nav = await screen.findByRole('navigation', { name: 'Main menu' });
    const labels = Array.from(nav.querySelectorAll('a, .MuiListSubheader-root')).map((e) => e.textContent);
    expect(labels).toEqual(['Ordering', 'To Confirm', 'System', 'Files', 'Log Out']);
  });
});
