import { fireEvent, screen, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { jsonResponse } from '../../test/render';
import { expectNoAxeViolations, mountPortal, serve, toChinese, toEnglish } from './portalTestKit';
import { portalSession, REFRESH_KEY, TOKEN_KEY } from './portalSession';

beforeEach(() => portalSession.reload());
afterEach(() => toEnglish());

const type = (label: RegExp | string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('portal sign-in', () => {
  it('signs in by submitting the form (what Enter in a field does), keeps the portal tokens apart, then opens the trips in the user’s language', async () => {
    const calls = serve(
      (c) => {
        if (c.path === '/portal/auth') return jsonResponse(200, { token: 'p-token', refreshToken: 'p-refresh' });
        if (c.path.startsWith('/portal/api/orders')) return jsonResponse(200, { items: [], total: 0, page: 0, size: 20 });
        return undefined;
      },
      { language: 'zh-HK' },
    );
    mountPortal('/portal');
    type(/Username/, ' booker.hkjc ');
    type(/Password/, 'limo-demo');
    fireEvent.submit(screen.getByLabelText(/Password/).closest('form') as HTMLFormElement);
    expect(await screen.findByRole('heading', { name: '我的行程' })).toBeTruthy();
    expect(calls[0]).toMatchObject({ method: 'POST', path: '/portal/auth', body: { username: 'booker.hkjc', password: 'limo-demo' } });
    expect(localStorage.getItem(TOKEN_KEY)).toBe('p-token');
    expect(localStorage.getItem(REFRESH_KEY)).toBe('p-refresh');
    // The staff session's storage is untouched.
    expect(localStorage.getItem('token')).toBeNull();
    expect(calls.find((c) => c.path === '/portal/api/me')?.headers.get('Authorization')).toBe('Bearer p-token');
    expect(i18next.language).toBe('zh-HK');
  });

  it('shows the server’s message on a bad pair, in Chinese too, and passes axe', async () => {
    serve((c) => (c.path === '/portal/auth' ? jsonResponse(401, { code: 'BAD_CREDENTIALS', message: '用戶名稱或密碼錯誤' }) : undefined));
    mountPortal('/portal');
    await toChinese();
    expect(await screen.findByRole('heading', { name: '登入客戶專區' })).toBeTruthy();
    type('用戶名稱 *', 'x');
    type('密碼 *', 'y');
    fireEvent.click(screen.getByRole('button', { name: '登入' }));
    expect((await screen.findByRole('alert')).textContent).toBe('用戶名稱或密碼錯誤');
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
    await expectNoAxeViolations();
  });
});

describe('accepting an invitation', () => {
  it('sets the password twice, posts the token, then offers the sign-in', async () => {
    const calls = serve((c) => (c.path === '/portal/auth/accept' ? new Response(null, { status: 204 }) : undefined));
    mountPortal('/portal/accept?token=one-time');
    type(/^New password \*/, 'Str0ng-enough!');
    type(/New password again/, 'Str0ng-enough?');
    expect(screen.getByText('The two passwords differ.')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Set password' }) as HTMLButtonElement).disabled).toBe(true);
    type(/New password again/, 'Str0ng-enough!');
    fireEvent.submit(screen.getByRole('button', { name: 'Set password' }).closest('form') as HTMLFormElement);
    expect(await screen.findByText('Your password is set. Please sign in.')).toBeTruthy();
    expect(calls.find((c) => c.path === '/portal/auth/accept')?.body).toEqual({ token: 'one-time', password: 'Str0ng-enough!' });
    await expectNoAxeViolations();
  });

  it('says a used or expired link is gone (410), and a weak password is the server’s words (400)', async () => {
    let status = 400;
    serve((c) => (c.path === '/portal/auth/accept' ? jsonResponse(status, { message: 'At least 10 characters' }) : undefined));
    mountPortal('/portal/accept?token=t');
    await toChinese();
    type(/^新密碼 \*/, 'short');
    type(/再次輸入新密碼/, 'short');
    fireEvent.click(screen.getByRole('button', { name: '設定密碼' }));
    expect((await screen.findByRole('alert')).textContent).toBe('At least 10 characters');
    status = 410;
    fireEvent.click(screen.getByRole('button', { name: '設定密碼' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toMatch(/此連結已使用或已過期/));
    await expectNoAxeViolations();
  });

  it('explains a link without its token', async () => {
    serve();
    mountPortal('/portal/accept');
    expect(await screen.findByText(/This link is incomplete/)).toBeTruthy();
  });
});

describe('forgot password', () => {
  it('posts the username on submit (Enter) and always says the link is on its way', async () => {
    const calls = serve((c) => (c.path === '/portal/auth/forgot' ? new Response(null, { status: 204 }) : undefined));
    mountPortal('/portal/forgot');
    type(/Username/, 'booker.hkjc');
    fireEvent.submit(screen.getByLabelText(/Username/).closest('form') as HTMLFormElement);
    expect(await screen.findByText(/a link is on its way/)).toBeTruthy();
    expect(calls.find((c) => c.path === '/portal/auth/forgot')?.body).toEqual({ username: 'booker.hkjc' });
    await expectNoAxeViolations();
  });

  it('reads in Chinese', async () => {
    serve();
    mountPortal('/portal/forgot');
    await toChinese();
    expect(await screen.findByRole('heading', { name: '忘記密碼' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '發送連結' })).toBeTruthy();
  });
});
