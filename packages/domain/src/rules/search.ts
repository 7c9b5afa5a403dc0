import type { ResourceDef } from '../resources/define.js';

/**
 * What a search compares: NFKC (full-width ＨＫＧ is HKG, half-width katakana whole) and lower case.
 * The server's index expression (lower(normalize(col, NFKC))) computes the same on the stored side.
 */
export const searchForm = (text: string) => text.normalize('NFKC').toLowerCase();

/** True when `typed` is found in any of the texts, ignoring case and width. */
export const holdsSearch = (texts: readonly unknown[], typed: string) => {
  const q = searchForm(typed.trim());
  return !q || texts.some((t) => t !== null && t !== undefined && searchForm(String(t)).includes(q));
};

/** A collection's English and Chinese name fields (…DescEng/…NameEng and …DescChi/…NameChi), when it has them. */
export function nameFields(def: Pick<ResourceDef, 'fields'>): { en?: string; zh?: string } {
  const named = (re: RegExp) => def.fields.find((f) => re.test(f.name))?.name;
  return { en: named(/(Desc|Name)Eng$/), zh: named(/(Desc|Name)Chi$/) };
}

/** Chinese UI languages (zh-HK, zh-TW...). */
export const isChinese = (language: string | undefined) => /^zh/i.test(language ?? '');

/**
 * A record as a picker shows it: its code and both names, the user's language first
 * ("HKG Hong Kong International Airport 香港國際機場"; in Chinese "HKG 香港國際機場 Hong Kong International Airport").
 * An empty name is left out, so a record without a Chinese name shows its English one in either language;
 * a text already shown (the code being the English name) is not repeated.
 */
export function pickLabel(code: unknown, en: unknown, zh: unknown, language?: string): string {
  const names = isChinese(language) ? [zh, en] : [en, zh];
  const parts = [code, ...names].filter((v) => v !== null && v !== undefined && String(v).trim() !== '').map((v) => String(v).trim());
  // A code that is a name already (a list shown by its English name) is not written twice.
  return [...new Set(parts)].join(' ');
}
