import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { isChinese, setLanguage } from '../../i18n';

/** English <-> Traditional Chinese, labelled in the language it switches to. */
export function LanguageButton({ color = 'primary' }: { color?: 'primary' | 'inherit' }) {
  const { t, i18n } = useTranslation();
  return (
    <Button color={color} aria-label={t('drv.otherLanguageName')} onClick={() => void setLanguage(isChinese(i18n.language) ? 'en' : 'zh-HK')}>
      {t('drv.otherLanguage')}
    </Button>
  );
}
