import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithClient } from '../../test/render';
import { ResetAppPasswordButton } from './ResetAppPasswordButton';

describe('ResetAppPasswordButton', () => {
  it('asks twice, shows the policy message of a 400, then resets', async () => {
    const posts: unknown[] = [];
    let status = 400;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit) => {
        if (url.includes('/node/api/driverAuths'))
          return jsonResponse(200, { _embedded: { driverAuths: [{ id: 4, driverId: 9, loginName: 'd009', passwordSet: 0 }] } });
        posts.push(JSON.parse(String(init.body)));
        return status === 400
          ? jsonResponse(400, {
              status: 400,
              error: 'Bad Request',
              errors: ['New password is too common'],
              invalidValues: [{ field: 'newPassword', value: '(hidden)' }],
            })
          : new Response(null, { status: 204 });
      }),
    );
    renderWithClient(<ResetAppPasswordButton login={{ id: 4, driverId: 9, loginName: 'd009' }} />);
    fireEvent.click(screen.getByRole('button', { name: 'Reset App Password' }));
    expect(await screen.findByText('No password has been set for this login yet.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('New password'), { target: { value: 'password1' } });
    fireEvent.change(screen.getByLabelText('Confirm new password'), { target: { value: 'password2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The new passwords differ.')).toBeTruthy();
    expect(posts).toHaveLength(0);
    fireEvent.change(screen.getByLabelText('Confirm new password'), { target: { value: 'password1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('New password is too common')).toBeTruthy();
    expect(posts[0]).toEqual({ driverId: 9, newPassword: 'password1' });
    status = 204;
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The app password has been reset.')).toBeTruthy();
  });
});
