import { describe, expect, it } from 'vitest';
import { makeTheme, themeFor } from './theme';

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
  const props = (lang: string, component: string) => (themeFor(lang).components as Record<string, Props | undefined>)[component]?.defaultProps ?? {};

  it("words MUI's pagination, dropdowns and data grid in Chinese for zh-HK", () => {
    const range = props('zh-HK', 'MuiTablePagination').labelDisplayedRows as (r: { from: number; to: number; count: number; page: number }) => string;
    expect(range({ from: 1, to: 2, count: 2, page: 0 })).toBe('第 1 項至第 2 項，共 2 項');
    expect(props('zh-HK', 'MuiAutocomplete')).toMatchObject({ openText: '開啟', closeText: '關閉' });
    expect((props('zh-HK', 'MuiDataGrid').localeText as Record<string, unknown>).noRowsLabel).toBe('沒有行');
  });

  it("keeps MUI's English defaults for en, and one theme per language", () => {
    expect(props('en', 'MuiTablePagination').labelDisplayedRows).toBeUndefined();
    expect(props('en', 'MuiAutocomplete').openText).toBeUndefined();
    expect(themeFor('zh-HK')).toBe(themeFor('zh-HK'));
    expect(themeFor('en')).not.toBe(themeFor('zh-HK'));
  });
});
