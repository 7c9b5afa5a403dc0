import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The document title is the route title after each navigation (the product title when none),
 * given as a text key so that it follows the language.
 */
export function DocumentTitle({ textKey }: { textKey?: string }) {
  const { t } = useTranslation();
  const title = textKey ? t(textKey) : t('app.title');
  useEffect(() => {
    document.title = title;
  }, [title]);
  return null;
}
