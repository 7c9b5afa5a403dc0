import { type Clash, renderMessage } from '@limo/domain';
import { useTranslation } from 'react-i18next';
import { isChinese } from '../../i18n';

/**
 * A clash in the user's language (issue 30): its kind as a word, its message from its key when the
 * grid judged it (the server's table, the same words as a refusal) or as the server worded it.
 */
export function useClashText() {
  const { t, i18n } = useTranslation();
  const lang = isChinese(i18n.language) ? 'zh-HK' : 'en';
  return {
    kind: (c: Pick<Clash, 'kind'>) => t(`sch.clashKind.${c.kind}`),
    message: (c: Clash) => (c.text ? renderMessage(lang, c.text) : c.message),
  };
}
