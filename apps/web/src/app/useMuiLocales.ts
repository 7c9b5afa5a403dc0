import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

let loaded: object[] | null = null;

/**
 * MUI's locales for the user's language (issue 30): none in English (MUI's defaults), its zhHK ones in
 * Chinese, loaded once on first need so that the sign-in's first load stays small.
 */
export function useMuiLocales(): object[] {
  const { i18n } = useTranslation();
  const chinese = i18n.language === 'zh-HK';
  const [zh, setZh] = useState(loaded);
  useEffect(() => {
    if (!chinese || zh) return;
    let live = true;
    void import('./themeLocales').then(({ muiLocalesZhHK }) => {
      loaded = muiLocalesZhHK;
      if (live) setZh(loaded);
    });
    return () => {
      live = false;
    };
  }, [chinese, zh]);
  return chinese && zh ? zh : NONE;
}

const NONE: object[] = [];
