import { describe, expect, it } from 'vitest';
import { en, LANGS, LANGUAGES, zhHK } from './index.js';

const placeholders = (s: string) => [...s.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

describe('texts', () => {
  it('has a text set for every language offered', () => {
    expect(Object.keys(LANGS).sort()).toEqual(LANGUAGES.map((l) => l.code).sort());
  });
  it('gives every English key a Chinese text with the same placeholders', () => {
    for (const [key, text] of Object.entries(en)) {
      const zh = zhHK[key as keyof typeof en];
      expect(zh, key).toBeTruthy();
      expect(placeholders(zh), key).toEqual(placeholders(text));
    }
    expect(Object.keys(zhHK).sort()).toEqual(Object.keys(en).sort());
  });
  it('keeps texts free of surrounding blanks', () => {
    for (const set of Object.values(LANGS)) for (const [key, text] of Object.entries(set)) expect(text.trim(), key).toBe(text);
  });
});
