import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../test/render';
import ChangePasswordScreen from './ChangePasswordScreen';

function fill(old: string, next: string, again: string) {
  fireEvent.change(screen.getByLabelText('Current password'), { target: { value: old } });
  fireEvent.change(screen.getByLabelText('New password'), { target: { value: next } });
  fireEvent.change(screen.getByLabelText('Confirm new password'), { target: { value: again } });
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
}

describe('ChangePasswordScreen', () => {
  it('refuses two different new passwords without calling the server', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    render(<ChangePasswordScreen />);
    fill('old', 'new-one', 'new-two');
    expect((await screen.findByRole('alert')).textContent).toBe('The new passwords differ.');
    expect(fetch).not.toHaveBeenCalled();
  });
  it('posts the old and new password and says so', async () => {
    const fetch = vi.fn(async () => jsonResponse(200, {}));
    vi.stubGlobal('fetch', fetch);
    render(<ChangePasswordScreen />);
    fill('old', 'Brand-New-1', 'Brand-New-1');
    expect(await screen.findByText('Your password has been changed.')).toBeTruthy();
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/limo/api/changePassword');
    expect(JSON.parse(String(init.body))).toEqual({ oldPassword: 'old', newPassword: 'Brand-New-1' });
  });
  it("shows the server's refusal", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse(400, { status: 400, error: 'Bad Request', path: '/limo/api/changePassword', errors: ['Current password is wrong'] })),
    );
    render(<ChangePasswordScreen />);
    fill('bad', 'Brand-New-1', 'Brand-New-1');
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('Current password is wrong'));
  });
});
