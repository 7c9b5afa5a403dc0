import { describe, expect, it } from 'vitest';
import type { ServerLanguage } from '../../i18n/serverMessages.js';
import { renderServerText } from '../../i18n/serverText.js';
import { renderSmsTemplate, SMS_PLACEHOLDERS, type SmsAddress, smsAddress, smsLength, smsProblemText, type SmsValues } from './sms.js';

/** The problem of an address in `lang` ('' when there is none). */
const said = (lang: ServerLanguage, a: SmsAddress) => ('problem' in a ? renderServerText(lang, smsProblemText(a.problem)) : '');

const values: SmsValues = {
  orderRefId: 'O2501-0042',
  pickupDate: '2025-03-14',
  pickupTime: '09:30',
  pickup: 'Hong Kong International Airport T1',
  dropoff: '香港半島酒店',
  flightNo: 'CX251',
  paxName: '陳大文',
  paxCount: 3,
  driverName: 'Lee Ka Ming',
  driverMobile: '91234567',
  plate: 'AB1234',
  vehicleType: 'Alphard',
  remarks: null,
};

describe('SMS templates', () => {
  it('fills every placeholder', () => {
    const body = SMS_PLACEHOLDERS.map((p) => `{${p}}`).join('|');
    expect(renderSmsTemplate(body, values)).toEqual({
      text: 'O2501-0042|2025-03-14|09:30|Hong Kong International Airport T1|香港半島酒店|CX251|陳大文|3|Lee Ka Ming|91234567|AB1234|Alphard||||',
      unknown: [],
    });
  });

  it.each<[string, string, SmsValues, string, string[]]>([
    [
      'English job',
      'Job {orderRefId} {pickupDate} {pickupTime} {pickup} > {dropoff}',
      values,
      'Job O2501-0042 2025-03-14 09:30 Hong Kong International Airport T1 > 香港半島酒店',
      [],
    ],
    [
      'Chinese confirmation',
      '{paxName}您好，司機{driverName}（{driverMobile}）將於{pickupTime}接您，車牌{plate}。',
      values,
      '陳大文您好，司機Lee Ka Ming（91234567）將於09:30接您，車牌AB1234。',
      [],
    ],
    ['a placeholder used twice', '{plate} / {plate}', values, 'AB1234 / AB1234', []],
    ['missing and null values become empty', 'Remarks: [{remarks}] Flight: [{flightNo}]', { remarks: null }, 'Remarks: [] Flight: []', []],
    ['zero is a value', '{paxCount} pax', { paxCount: 0 }, '0 pax', []],
    ['an unknown placeholder stays and is listed once', 'Hi {guest}, {guest}! {plate}', values, 'Hi {guest}, {guest}! AB1234', ['guest']],
    ['placeholders are case-sensitive', '{OrderRefId}', values, '{OrderRefId}', ['OrderRefId']],
    ['a mistyped one with a space is reported', '{pickup time}', values, '{pickup time}', ['pickup time']],
    ['a Chinese name in braces is unknown', '{乘客}', values, '{乘客}', ['乘客']],
    ['a value for an unknown name is not used', '{guest}', { guest: 'x' } as SmsValues, '{guest}', ['guest']],
    ['inherited names are unknown', '{constructor}{toString}', values, '{constructor}{toString}', ['constructor', 'toString']],
    ['empty braces and lone braces are text', '{} { {plate', values, '{} { {plate', []],
    ['nested braces fill the inner one', '{{plate}}', values, '{AB1234}', []],
    ['a value holding braces is not read again', '{remarks}', { remarks: '{plate}' }, '{plate}', []],
    ['no placeholders', '多謝！Thank you.', values, '多謝！Thank you.', []],
  ])('%s', (_name, body, given, text, unknown) => {
    expect(renderSmsTemplate(body, given)).toEqual({ text, unknown });
  });
});

describe('SMS gateway address', () => {
  const suffix = '@sms.example.hk';

  it.each([
    ['91234567', '85291234567'],
    ['9123 4567', '85291234567'],
    ['9123-4567', '85291234567'],
    [' (9123) 4567 ', '85291234567'],
    ['+852 9123 4567', '85291234567'],
    ['(+852) 9123-4567', '85291234567'],
    ['0085291234567', '85291234567'],
    ['00852 9123 4567', '85291234567'],
    ['85291234567', '85291234567'],
    ['+86 138 1234 5678', '8613812345678'],
    ['008613812345678', '8613812345678'],
    ['+44 20 7946 0958', '442079460958'],
  ])('%j -> %s', (mobile, digits) => {
    expect(smsAddress(mobile, { defaultCountryCode: '852', suffix })).toEqual({ digits, address: `${digits}${suffix}` });
  });

  it('gives 8 digits the default country code, which may come as a number or with +', () => {
    expect(smsAddress('61234567', { suffix })).toEqual({ digits: '85261234567', address: '85261234567@sms.example.hk' });
    expect(smsAddress('61234567', { defaultCountryCode: 853, suffix })).toEqual({ digits: '85361234567', address: '85361234567@sms.example.hk' });
    expect(smsAddress('61234567', { defaultCountryCode: '+86', suffix: '@gw' })).toEqual({ digits: '8661234567', address: '8661234567@gw' });
  });

  it.each<[string | null | undefined, RegExp]>([
    ['', /there is no mobile number/],
    ['   ', /there is no mobile number/],
    [null, /there is no mobile number/],
    [undefined, /there is no mobile number/],
    ['9123 456', /"9123 456" has 7 digits: a mobile number needs at least 8/],
    ['1234', /has 4 digits/],
    ['9123 456a', /characters other than digits/],
    ['9123.4567', /characters other than digits/],
    ['852+91234567', /characters other than digits/],
    ['++85291234567', /characters other than digits/],
    ['ext. 123', /characters other than digits/],
    ['+852 1234', /7 digits after its country code mark/],
    ['0091234567', /8 digits after its country code mark/],
    ['+', /characters other than digits/],
    ['1234567890123456', /16 digits with its country code: at most 15/],
  ])('%j is a problem', (mobile, problem) => {
    expect(said('en', smsAddress(mobile, { defaultCountryCode: '852', suffix }))).toMatch(problem);
  });

  it('gives each problem a code, worded in either language (issue 30 part 1)', () => {
    const short = smsAddress('9123 456', { suffix });
    expect(short).toEqual({ problem: { code: 'TOO_FEW_DIGITS', params: { mobile: '9123 456', digits: 7, min: 8 } } });
    expect(said('zh-HK', short)).toBe('手提電話號碼「9123 456」只有 7 位數字：最少須有 8 位');
    expect(said('zh-HK', smsAddress('', { suffix }))).toBe('沒有手提電話號碼');
  });

  it('names a bad suffix or default country code', () => {
    expect(said('en', smsAddress('91234567', { suffix: 'sms.example.hk' }))).toMatch(/suffix "sms.example.hk" has no @/);
    expect(said('en', smsAddress('91234567', { defaultCountryCode: 'HK', suffix }))).toMatch(/default country code "HK"/);
    expect(said('zh-HK', smsAddress('91234567', { defaultCountryCode: 'HK', suffix }))).toBe(
      '預設國家代碼「HK」不是有效的國家代碼（系統參數 smsDefaultCountryCode）',
    );
    // a number that has its country code does not need the default
    expect(smsAddress('+85291234567', { defaultCountryCode: 'HK', suffix })).toEqual({ digits: '85291234567', address: '85291234567@sms.example.hk' });
  });
});

describe('SMS length counter', () => {
  const ascii = (n: number) => 'a'.repeat(n);
  const chinese = (n: number) => '中'.repeat(n);

  it.each<[string, string, number, number, boolean, number]>([
    ['empty', '', 0, 0, false, 160],
    ['ASCII 1', ascii(1), 1, 1, false, 160],
    ['ASCII 160', ascii(160), 160, 1, false, 160],
    ['ASCII 161', ascii(161), 161, 2, false, 153],
    ['ASCII 306', ascii(306), 306, 2, false, 153],
    ['ASCII 307', ascii(307), 307, 3, false, 153],
    ['GSM accents are one each', 'é'.repeat(160), 160, 1, false, 160],
    ['GSM extension characters are two each', '€'.repeat(80), 160, 1, false, 160],
    ['one extension character more tips it over', ascii(159) + '{', 161, 2, false, 153],
    ['newlines count', 'a\nb\r\nc', 6, 1, false, 160],
    ['Chinese 70', chinese(70), 70, 1, true, 70],
    ['Chinese 71', chinese(71), 71, 2, true, 67],
    ['Chinese 134', chinese(134), 134, 2, true, 67],
    ['Chinese 135', chinese(135), 135, 3, true, 67],
    ['one Chinese character makes all of it UCS-2', ascii(69) + '中', 70, 1, true, 70],
    ['ASCII with a Chinese character beyond 70', ascii(70) + '中', 71, 2, true, 67],
    ['extension characters are one unit in UCS-2', '€'.repeat(10) + '中', 11, 1, true, 70],
    ['an emoji takes two units', '😀'.repeat(35), 70, 1, true, 70],
    ['a curly quote is not GSM', '’', 1, 1, true, 70],
  ])('%s', (_name, text, chars, segments, unicode, perSegment) => {
    expect(smsLength(text)).toEqual({ chars, segments, unicode, perSegment });
  });
});
