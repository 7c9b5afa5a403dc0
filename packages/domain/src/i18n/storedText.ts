import { type ServerLanguage } from './serverMessages.js';
import { renderServerText, type ServerText, serverTextEn } from './serverText.js';

/*
 * A line kept with its text's key and parameters (issue 30 part 1: price lines, allowance lines), so
 * it is worded again in the reader's language; a line saved before it had a key shows its saved text.
 */

/** How a line keeps its text on the wire and in a row: optional, so old lines stay valid. */
export interface StoredText {
  textCode?: string | null;
  textParams?: unknown;
}

/** The key and parameters of `text` as a line keeps them. */
export const storedText = (text: ServerText): { textCode: string; textParams: NonNullable<ServerText['params']> } => ({
  textCode: text.key,
  textParams: text.params ?? {},
});

/** The text kept as `code` and `params` in `lang`, else `saved` (no key, or a key no longer in the tables). */
export function shownText(lang: ServerLanguage, code: string | null | undefined, params: unknown, saved: string): string {
  if (!code || !(code in serverTextEn)) return saved;
  return renderServerText(lang, { key: code, params: (params ?? {}) as ServerText['params'] } as ServerText);
}
