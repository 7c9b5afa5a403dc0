import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { tokens } from '../../api/tokens';
import { jsonResponse } from '../../test/render';
import LoginScreen from './LoginScreen';

function signInWith(username: string, password: string) {
  fireEvent.change(screen.getByLabelText('Username'), { target: { value: username } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('LoginScreen', () => {
  it('stores both tokens on success', async () => {
    const fetch = vi.fn(async () => jsonResponse(200, { token: 'T', refreshToken: 'R' }));
    vi.stubGlobal('fetch', fetch);
    render(<LoginScreen />);
    signInWith(' admin ', 'limo-demo');
    await waitFor(() => expect(tokens.token).toBe('T'));
    expect(tokens.refreshToken).toBe('R');
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/limo/auth');
    expect(JSON.parse(String(init.body))).toEqual({ username: 'admin', password: 'limo-demo' });
  });
  it("shows the server's message and clears the tokens on failure", async () => {
    tokens.set('old', 'old-r');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse(401, { status: 401, error: 'Unauthorized', message: 'Wrong username or password' })),
    );
    render(<LoginScreen />);
    signInWith('admin', 'nope');
    expect((await screen.findByRole('alert')).textContent).toBe('Wrong username or password');
    expect(tokens.token).toBeNull();
    expect(tokens.refreshToken).toBeNull();
  });
});
