import { describe, expect, it } from 'vitest';
import { serverRefusalsModulesEn, serverRefusalsModulesZhHK } from './serverRefusalsModules.js';
import { serverRulesEn, serverRulesZhHK } from './serverRules.js';
import { renderServerText, srvText } from './serverText.js';
import { serverValidationEn, serverValidationZhHK } from './serverValidation.js';

const placeholders = (s: string) => [...s.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
// The English of these keeps the schema's or the engine's own line ({{english}}); Chinese words the kind.
const KEEPS_ENGLISH = '{{english}}';
// Chinese says what to check instead of repeating the engine's English detail.
const CHINESE_WITHOUT = new Set(['srv.alw.cannotCompute', 'srv.flt.notCsv']);

describe('the tables of refusals, rules and validation (issue 30 parts 1 and 5)', () => {
  it.each([
    ['serverRefusalsModules', serverRefusalsModulesEn, serverRefusalsModulesZhHK],
    ['serverRules', serverRulesEn, serverRulesZhHK],
    ['serverValidation', serverValidationEn, serverValidationZhHK],
  ] as [string, Record<string, string>, Record<string, string>][])('%s: every key in both languages, Chinese in Chinese', (_name, en, zh) => {
    expect(Object.keys(zh).sort()).toEqual(Object.keys(en).sort());
    for (const [key, text] of Object.entries(en)) {
      expect(zh[key].trim(), key).not.toBe('');
      // A name and its code ("{{what}} {{id}}") has no words of its own to translate.
      if (!/[a-z]/i.test(text.replace(/\{\{\w+\}\}/g, ''))) continue;
      expect(zh[key], key).not.toBe(text);
      expect(zh[key], key).toMatch(/[\u4e00-\u9fff]/);
      if (text === KEEPS_ENGLISH) expect(placeholders(zh[key]), key).not.toContain('english');
      else if (!CHINESE_WITHOUT.has(key)) expect(placeholders(zh[key]), key).toEqual(placeholders(text));
    }
  });

  it('a validation text keeps the English line and words the Chinese from the field label', () => {
    const text = srvText('srv.v.NOT_ONE_OF', { english: 'language must be one of en, zh-HK', label: { en: 'Language', zh: '語言' }, values: 'en, zh-HK' });
    expect(renderServerText('en', text)).toBe('language must be one of en, zh-HK');
    expect(renderServerText('zh-HK', text)).toBe('語言必須是以下其中之一：en, zh-HK');
  });
});
