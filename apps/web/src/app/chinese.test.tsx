import { MENU, type MenuEntry, SHORTCUTS } from '@limo/domain/routes';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { tokens } from '../api/tokens';
import { jsonResponse } from '../test/render';
import { buildRoutes } from './router';

const flat = (entries: MenuEntry[]): MenuEntry[] => entries.flatMap((e) => [e, ...flat(e.children ?? [])]);
// Every right the menu and the shortcuts ask for, so that every entry shows.
const RIGHTS = [...new Set([...flat(MENU), ...SHORTCUTS].map((e) => e.right))];
const LATIN = /[A-Za-z]/;

function mount(path: string) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) =>
      url.endsWith('/auth/user')
        ? jsonResponse(200, { rights: RIGHTS, username: 'u', fullname: '陳大文', userid: 1, branchId: 1, branches: [1] })
        : jsonResponse(404, {}),
    ),
  );
  tokens.set('t', 'r');
  render(<RouterProvider router={createMemoryRouter(buildRoutes(), { initialEntries: [path] })} />);
}

describe('the shell in Traditional Chinese', () => {
  beforeEach(async () => {
    await i18next.changeLanguage('zh-HK');
  });
  afterEach(async () => {
    await i18next.changeLanguage('en');
    tokens.clear();
  });

  it('names the menu, its groups, its entries, the shortcuts and the titles in Chinese', async () => {
    mount('/system/changePassword');
    const nav = await screen.findByRole('navigation', { name: '主選單' }, { timeout: 5000 });
    const entries = Array.from(nav.querySelectorAll('a, .MuiListSubheader-root')).map((e) => e.textContent ?? '');
    expect(entries.length).toBe(flat(MENU).length);
    for (const entry of entries) expect(entry).not.toMatch(LATIN);
    expect(entries).toContain('營運');
    const shortcuts = within(screen.getByRole('navigation', { name: '捷徑' })).getAllByRole('link');
    expect(shortcuts.map((s) => s.textContent)).toEqual(['派車編排', '訂單輸入', '司機更表', '司機工作']);
    expect(screen.getByTestId('toolbar-title').textContent).toBe('豪華轎車後勤系統 - 更改密碼');
    await waitFor(() => expect(document.title).toBe('更改密碼'));
  });

  it('lists the function picker in Chinese', async () => {
    mount('/system/changePassword');
    const picker = await screen.findByRole('combobox', { name: '前往功能' }, { timeout: 5000 });
    fireEvent.mouseDown(picker);
    const options = await screen.findAllByRole('option');
    expect(options.length).toBeGreaterThan(10);
    for (const o of options) expect(o.textContent).not.toMatch(LATIN);
  });

  it('follows a change of language at run time', async () => {
    mount('/system/changePassword');
    await screen.findByRole('navigation', { name: '主選單' }, { timeout: 5000 });
    await act(async () => {
      await i18next.changeLanguage('en');
    });
    const nav = screen.getByRole('navigation', { name: 'Main menu' });
    expect(within(nav).getByRole('link', { name: 'Log Out' })).toBeTruthy();
    expect(screen.getByTestId('toolbar-title').textContent).toBe('Limo Back Office - Change Password');
    await waitFor(() => expect(document.title).toBe('Change Password'));
  });
});
