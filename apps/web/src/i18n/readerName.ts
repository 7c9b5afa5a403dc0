import { languageOf, nameIn } from '@limo/domain/i18n/serverMessages';

/** A record's name for the reader by the one rule (`nameIn`): zh-HK the Chinese name, else the English one. */
export const readerName = (language: string | undefined, en: string | null | undefined, zh: string | null | undefined): string =>
  nameIn(languageOf(language), { en: en ?? '', zh: zh?.trim() ?? '' });
