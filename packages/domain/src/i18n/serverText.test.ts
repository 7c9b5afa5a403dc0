import { describe, expect, it } from 'vitest';
import { serverHistoryEn, serverHistoryZhHK } from './serverHistory.js';
import { serverRefusalsEn, serverRefusalsZhHK } from './serverRefusals.js';
import { serverRefusalsOpsEn, serverRefusalsOpsZhHK } from './serverRefusalsOps.js';
import { renderServerText, serverTextEn, serverTextZhHK, srvText } from './serverText.js';

const placeholders = (s: string) => [...s.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

describe('the refusal tables of the server (issue 30 part 1)', () => {
  it.each([
    ['serverRefusals', serverRefusalsEn, serverRefusalsZhHK],
    ['serverRefusalsOps', serverRefusalsOpsEn, serverRefusalsOpsZhHK],
    ['serverHistory', serverHistoryEn, serverHistoryZhHK],
  ] as [string, Record<string, string>, Record<string, string>][])(
    '%s: the same keys in English and Chinese, each with the same placeholders',
    (_name, en, zh) => {
      expect(Object.keys(zh).sort()).toEqual(Object.keys(en).sort());
      for (const [key, text] of Object.entries(en)) {
        expect(zh[key].trim(), key).not.toBe('');
        expect(zh[key], key).not.toBe(text);
        expect(placeholders(zh[key]), key).toEqual(placeholders(text));
      }
    },
  );

  it('joins every table without a key given twice', () => {
    const sizes = [serverRefusalsEn, serverRefusalsOpsEn].map((t) => Object.keys(t).length);
    expect(Object.keys(serverTextEn).length).toBe(Object.keys(serverTextZhHK).length);
    expect(Object.keys(serverTextEn).length).toBeGreaterThan(sizes[0] + sizes[1]);
    expect(Object.keys(serverRefusalsEn).filter((k) => k in serverRefusalsOpsEn)).toEqual([]);
  });

  it('renders a refusal with a name in the reader language and a nested text', () => {
    const missing = srvText('srv.noSuchRef', { field: 'driverId', what: { en: 'Driver', zh: '司機' }, id: 7 });
    expect(renderServerText('en', missing)).toBe('driverId: there is no Driver with id 7');
    expect(renderServerText('zh-HK', missing)).toBe('driverId：沒有編號為 7 的司機');
    const atRow = srvText('srv.at', { where: srvText('srv.row', { what: { en: 'Location', zh: '地點' }, row: 2 }), text: missing });
    expect(renderServerText('en', atRow)).toBe('Location, row 2: driverId: there is no Driver with id 7');
    expect(renderServerText('zh-HK', atRow)).toBe('地點 第 2 行：driverId：沒有編號為 7 的司機');
    // A literal parameter (a wire name, a code) stays as given in both languages.
    expect(renderServerText('zh-HK', srvText('srv.notADate', { field: 'dateFrom' }))).toBe('dateFrom 必須是日期 YYYY-MM-DD');
  });
});
