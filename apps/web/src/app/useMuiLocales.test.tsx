import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { initI18n } from '../i18n';
import { muiLocalesZhHK } from './themeLocales';
import { useMuiLocales } from './useMuiLocales';

describe("MUI's locales for the user's language (issue 30)", () => {
  it('gives none in English and the zhHK ones, loaded on first need, in Chinese', async () => {
    const i18n = initI18n('en');
    await i18n.changeLanguage('en');
    const { result, rerender } = renderHook(() => useMuiLocales());
    expect(result.current).toEqual([]);
    try {
      await i18n.changeLanguage('zh-HK');
      rerender();
      await waitFor(() => expect(result.current).toBe(muiLocalesZhHK));
    } finally {
      await i18n.changeLanguage('en');
    }
    rerender();
    expect(result.current).toEqual([]);
  });
});
