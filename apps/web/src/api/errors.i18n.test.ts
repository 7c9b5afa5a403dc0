import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../i18n';
import { ApiError, formatError } from './errors';

// The formatter's own words come from the text tables; the server's words stay as sent.
describe('formatError in Traditional Chinese', () => {
  beforeAll(async () => {
    await initI18n('zh-HK').changeLanguage('zh-HK');
  });
  afterAll(async () => {
    await initI18n().changeLanguage('en');
  });
  it('shows the default message and the standard status words in Chinese', () => {
    expect(formatError(undefined)).toBe('未知錯誤，無法繼續。');
    expect(formatError(new ApiError(404, 'Not Found', '/limo/api/banks/9', { error: 'Not Found' }))).toBe('找不到\n/limo/api/banks/9');
    expect(formatError(new ApiError(401, '', '/p', {}))).toBe('未獲授權');
    expect(formatError(new ApiError(415, '', '/p', {}))).toBe('不支援的內容類型');
  });
  it('keeps the server messages and status words of its own as sent', () => {
    const err = new ApiError(400, 'Bad Request', '/limo/api/banks', { error: 'Bad Request', errors: ['Bank Code is required'] });
    expect(formatError(err)).toBe('請求無效\n/limo/api/banks\nBank Code is required');
    expect(formatError(new ApiError(500, '', '/p', { error: 'Database down', message: 'pool closed' }))).toBe('Database down\npool closed');
    expect(formatError(new ApiError(418, '', '/p', { message: 'Changed by someone else' }))).toBe('Changed by someone else');
  });
  it('uses the table words when the server sends no status words', () => {
    expect(formatError(new ApiError(401, '', '/p', { error: '' }))).toBe('未獲授權');
    expect(formatError(new ApiError(500, '', '/p', {}))).toBe('伺服器內部錯誤');
  });
});
