import { describe, expect, it } from 'vitest';
import { serverLinesEn, serverLinesZhHK } from './serverLines.js';
import { serverTextEn } from './serverText.js';

const placeholders = (s: string) => [...s.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
// A text of placeholders, figures and signs only (x for times) reads the same in both languages.
const noWords = (s: string) => !/[A-Za-z]/.test(s.replace(/\{\{\w+\}\}/g, '').replace(/ x /g, ' '));

describe('the price and allowance line texts (issue 30 part 1)', () => {
  it('has the same keys in English and Chinese, with the same placeholders, Chinese wherever there are words', () => {
    expect(Object.keys(serverLinesZhHK).sort()).toEqual(Object.keys(serverLinesEn).sort());
    for (const [key, text] of Object.entries(serverLinesEn)) {
      const zh = serverLinesZhHK[key as keyof typeof serverLinesEn];
      expect(placeholders(zh), key).toEqual(placeholders(text));
      if (!noWords(text)) expect(zh, key).toMatch(/[\u4e00-\u9fff]/);
    }
  });

  it('are among the server texts, and no key of another table is given again', () => {
    for (const key of Object.keys(serverLinesEn))
      expect(serverTextEn[key as keyof typeof serverTextEn], key).toBe(serverLinesEn[key as keyof typeof serverLinesEn]);
  });
});
