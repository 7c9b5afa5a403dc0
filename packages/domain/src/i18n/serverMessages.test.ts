import { describe, expect, it } from 'vitest';
import { languageOf, renderMessage, serverMessagesEn, serverMessagesZhHK } from './serverMessages.js';

const placeholders = (s: string) => [...s.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

describe('the server messages table (issue 30 part 1)', () => {
  it('has the same keys in English and Chinese, each with the same placeholders', () => {
    expect(Object.keys(serverMessagesZhHK).sort()).toEqual(Object.keys(serverMessagesEn).sort());
    for (const [key, text] of Object.entries(serverMessagesEn)) {
      const zh = serverMessagesZhHK[key as keyof typeof serverMessagesEn];
      expect(zh.trim(), key).not.toBe('');
      expect(zh, key).not.toBe(text);
      expect(placeholders(zh), key).toEqual(placeholders(text));
    }
  });

  it('renders a text with its parameters, a parameter that is a text in the same language', () => {
    const busy = { key: 'srv.clash.driverBusy', params: { driver: 'D006', span: '09:30-10:30', minutes: 15 } } as const;
    expect(renderMessage('en', busy)).toBe('Driver D006 is busy 09:30-10:30 with another job (15 min turnaround)');
    expect(renderMessage('zh-HK', busy)).toBe('司機 D006 於 09:30-10:30 已有工作（轉場時間 15 分鐘）');
    expect(renderMessage('zh-HK', { key: 'srv.clash.many', params: { count: 2, first: busy } })).toBe(
      '2 項衝突：司機 D006 於 09:30-10:30 已有工作（轉場時間 15 分鐘）；…',
    );
  });

  it('leaves a placeholder without a parameter as written', () => {
    expect(renderMessage('en', { key: 'srv.noSuchPath', params: { method: 'GET' } })).toBe('No such path: GET {{path}}');
  });
});

describe('languageOf (Accept-Language)', () => {
  it('reads Traditional Chinese tags as zh-HK and anything else as English', () => {
    expect(languageOf('zh-HK')).toBe('zh-HK');
    expect(languageOf('zh-Hant')).toBe('zh-HK');
    expect(languageOf('zh-Hant-HK')).toBe('zh-HK');
    expect(languageOf('zh-TW,en;q=0.5')).toBe('zh-HK');
    expect(languageOf('en')).toBe('en');
    expect(languageOf('en-GB,zh-HK;q=0.8')).toBe('en');
    expect(languageOf('zh-CN')).toBe('en');
    expect(languageOf('fr')).toBe('en');
    expect(languageOf('')).toBe('en');
    expect(languageOf(undefined)).toBe('en');
  });

  it('orders the languages by their weights', () => {
    expect(languageOf('en;q=0.3, zh-HK;q=0.9')).toBe('zh-HK');
    expect(languageOf('zh-HK;q=0, en')).toBe('en');
  });
});
