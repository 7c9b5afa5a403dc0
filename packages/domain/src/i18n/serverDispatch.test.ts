import { describe, expect, it } from 'vitest';
import { serverDispatchEn, serverDispatchZhHK } from './serverDispatch.js';
import { renderServerText, srvText } from './serverText.js';

const placeholders = (s: string) => [...s.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
// English names the band by its code where Chinese has the extra's own words.
const OWN_PLACEHOLDERS = new Set(['srv.price.ownChinese']);

describe('the server texts of dispatch: history of assignments, SMS problems, limits (issue 30 part 1)', () => {
  it('has every key in both languages, Chinese in Chinese, with the same placeholders', () => {
    expect(Object.keys(serverDispatchZhHK).sort()).toEqual(Object.keys(serverDispatchEn).sort());
    for (const [key, text] of Object.entries(serverDispatchEn)) {
      const zh = serverDispatchZhHK[key as keyof typeof serverDispatchEn];
      expect(zh.trim(), key).not.toBe('');
      if (!OWN_PLACEHOLDERS.has(key)) expect(placeholders(zh), key).toEqual(placeholders(text));
      // A text that is its parameters only ("{{clashes}}") has no words to translate.
      if (/[a-z]/i.test(text.replace(/\{\{\w+\}\}/g, ''))) expect(zh, key).toMatch(/[\u4e00-\u9fff]/);
    }
  });

  it('words a list of clashes of any length as one text', () => {
    const busy = srvText('srv.clash.driverBusy', { driver: 'D006', span: '09:30-10:30', minutes: 15 });
    const leave = srvText('srv.clash.onLeave', { driver: 'D006', date: '02/04/2030' });
    const list = srvText('srv.hist.clashOverride', { clashes: srvText('srv.hist.clashNext', { first: busy, rest: leave }) });
    expect(renderServerText('en', list)).toBe(
      'Driver D006 is busy 09:30-10:30 with another job (15 min turnaround); Driver D006 is on approved leave on 02/04/2030',
    );
    expect(renderServerText('zh-HK', list)).toBe('司機 D006 於 09:30-10:30 已有工作（轉場時間 15 分鐘）；司機 D006 於 02/04/2030 已獲批休假');
  });
});
