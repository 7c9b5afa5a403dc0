import { describe, expect, it } from 'vitest';
import { darken, getContrastRatio, type Theme } from '@mui/material/styles';
import { makeTheme } from './theme';
import { muiLocalesZhHK } from './themeLocales';

describe('the theme', () => {
  it('moves nothing when the system asks for reduced motion: every transition takes no time and buttons do not ripple', () => {
    const still = makeTheme(true);
    for (const [name, ms] of Object.entries(still.transitions.duration)) expect([name, ms]).toEqual([name, 0]);
    expect(still.components?.MuiButtonBase?.defaultProps?.disableRipple).toBe(true);
  });

  it('keeps the usual motion otherwise', () => {
    const usual = makeTheme(false);
    expect(usual.transitions.duration.enteringScreen).toBeGreaterThan(0);
    expect(usual.components?.MuiButtonBase?.defaultProps?.disableRipple).toBeUndefined();
  });
});

describe("the theme in the user's language (issue 30)", () => {
  type Props = { defaultProps?: Record<string, unknown> };
  const props = (theme: Theme, component: string) => (theme.components as Record<string, Props | undefined>)[component]?.defaultProps ?? {};

  it("words MUI's pagination, dropdowns and data grid in Chinese with the zhHK locales", () => {
    const zh = makeTheme(false, muiLocalesZhHK);
    const range = props(zh, 'MuiTablePagination').labelDisplayedRows as (r: { from: number; to: number; count: number; page: number }) => string;
    expect(range({ from: 1, to: 2, count: 2, page: 0 })).toBe('第 1 項至第 2 項，共 2 項');
    expect(props(zh, 'MuiAutocomplete')).toMatchObject({ openText: '開啟', closeText: '關閉' });
    expect((props(zh, 'MuiDataGrid').localeText as Record<string, unknown>).noRowsLabel).toBe('沒有行');
  });

  it("keeps MUI's English defaults without them", () => {
    expect(props(makeTheme(false), 'MuiTablePagination').labelDisplayedRows).toBeUndefined();
    expect(props(makeTheme(false), 'MuiAutocomplete').openText).toBeUndefined();
  });
});

describe("the theme's colours are readable (issue 30, part 9: WCAG 1.4.3)", () => {
  const theme = makeTheme(false);
  const { palette } = theme;
  const names = ['primary', 'secondary', 'error', 'warning', 'info', 'success'] as const;

  it.each(names)('%s: its text on a filled button and its own text on the page and on paper contrast 4.5:1 or more', (name) => {
    const { main, contrastText } = palette[name];
    expect(getContrastRatio(main, contrastText)).toBeGreaterThanOrEqual(4.5);
    expect(getContrastRatio(main, palette.background.paper)).toBeGreaterThanOrEqual(4.5);
    expect(getContrastRatio(main, palette.background.default)).toBeGreaterThanOrEqual(4.5);
  });

  // A table row under the pointer lays black at action.hoverOpacity over the page (darken does just that): leave
  // approval's Reject button sat on one.
  it.each(names)('%s: its text on a hovered row of the page and of paper contrasts 4.5:1 or more', (name) => {
    const { main } = palette[name];
    for (const ground of [palette.background.default, palette.background.paper]) {
      expect(getContrastRatio(main, darken(ground, palette.action.hoverOpacity))).toBeGreaterThanOrEqual(4.5);
    }
  });
});
