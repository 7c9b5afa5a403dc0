import { dateEntryProblem } from '@limo/domain/rules/entry';
import type { TFunction } from 'i18next';

/**
 * Why typed date text is no date, in the reader's language (31/02/2026: that month has 28 days), or
 * undefined when it is one. Text still being typed is named only once the field is `left`.
 */
export function dateProblemText(text: string, t: TFunction, left: boolean): string | undefined {
  const p = dateEntryProblem(text);
  if (!p || (p.code === 'incomplete' && !left)) return undefined;
  return t(`date.${p.code}`, p);
}
