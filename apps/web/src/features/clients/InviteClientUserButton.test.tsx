import { fireEvent, screen, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithClient } from '../../test/render';
import { InviteClientUserButton } from './InviteClientUserButton';

describe('InviteClientUserButton (issue 33)', () => {
  it('asks first, posts the invitation, and says where it went; a refusal is shown', async () => {
    const urls: string[] = [];
    let answer: () => Response = () =>
      jsonResponse(400, {
        status: 400,
        error: 'Bad Request',
        errors: ['The client portal is not enabled for The Hong Kong Jockey Club: turn on Portal Enabled first'],
      });
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        urls.push(url);
        return answer();
      }),
    );
    renderWithClient(<InviteClientUserButton user={{ id: 7, username: 'booker.hkjc', name: 'Mabel Chan', email: 'mabel@example.hk' }} />);
    fireEvent.click(screen.getByRole('button', { name: 'Send Invitation' }));
    expect(await screen.findByText(/Mail Mabel Chan \(mabel@example.hk\) a link/)).toBeTruthy();
    expect(urls).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText(/not enabled for The Hong Kong Jockey Club/)).toBeTruthy();
    expect(urls).toEqual(['/limo/api/inviteClientUser/7']);
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));

    answer = () => new Response(null, { status: 204 });
    fireEvent.click(await screen.findByRole('button', { name: 'Send Invitation' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Invitation sent to mabel@example.hk')).toBeTruthy();
    await waitFor(() => expect(urls).toHaveLength(2));
  });

  it('cannot invite a user without an email, and says why', () => {
    renderWithClient(<InviteClientUserButton user={{ id: 8, username: 'x', name: 'No Mail', email: null }} />);
    expect((screen.getByRole('button', { name: 'Send Invitation' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('Add an email address and save before sending an invitation.')).toBeTruthy();
  });

  it('speaks Traditional Chinese', async () => {
    await i18next.changeLanguage('zh-HK');
    try {
      renderWithClient(<InviteClientUserButton user={{ id: 7, username: 'booker.hkjc', name: '陳美華', email: 'mabel@example.hk' }} />);
      fireEvent.click(screen.getByRole('button', { name: '發出邀請' }));
      expect(await screen.findByText(/以電郵把設定客戶平台密碼的連結寄給陳美華/)).toBeTruthy();
    } finally {
      await i18next.changeLanguage('en');
    }
  });
});
