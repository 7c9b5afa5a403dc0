/*
 * The words of a client's language setting (issue 30 part 1): the language its invoices are issued in
 * unless the clerk chooses another. Shown by the client form's option list (`option.<field>.<code>`).
 */

export const clientLanguageEn = {
  'option.language.en': 'English',
  'option.language.zh-HK': 'Traditional Chinese',
} as const;

export const clientLanguageZhHK: Record<keyof typeof clientLanguageEn, string> = {
  'option.language.en': '英文',
  'option.language.zh-HK': '繁體中文',
};
