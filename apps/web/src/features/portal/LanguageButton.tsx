import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { isChinese } from '../../i18n';
import { chooseLanguage } from './portalLanguage';

/** English <-> Traditional Chinese, worded in the language it switches to (so its name is its text). */
export function LanguageButton({ color = 'primary' }: { color?: 'primary' | 'inherit' }) {
  const { t, i18n } = useTranslation();
  const to = isChinese(i18n.language) ? 'en' : 'zh-HK';
  return (
    <Button color={color} lang={to} onClick={() => void chooseLanguage(to)}>
      {t('pw.otherLanguage')}
    </Button>
  );
}
