/**
 * SMS to drivers and passengers (issue 15, docs/order-operations.md): templates with placeholders,
 * the email-to-SMS gateway's address, and the length counter of the SMS screen. Bodies are plain
 * text; a Chinese body goes out as UTF-8.
 */
import type { Bilingual } from '../../i18n/serverMessages.js';
import type { ServerText } from '../../i18n/serverText.js';

/** The placeholders a template may use, written `{name}`. */
export const SMS_PLACEHOLDERS = [
  'orderRefId',
  'pickupDate',
  'pickupTime',
  'pickup',
  'dropoff',
  'flightNo',
  'paxName',
  'paxCount',
  'driverName',
  'driverMobile',
  'plate',
  'vehicleType',
  'remarks',
  // The client portal's messages (issue 33, docs/portal.md "Messages"): filled there, empty in orderSms.
  'driverFirstName',
  'trackingUrl',
  'reason',
] as const;
export type SmsPlaceholder = (typeof SMS_PLACEHOLDERS)[number];

export type SmsValues = Partial<Record<SmsPlaceholder, string | number | null | undefined>>;

export const isSmsPlaceholder = (name: string): name is SmsPlaceholder => (SMS_PLACEHOLDERS as readonly string[]).includes(name);

// Anything in braces on one line is meant as a placeholder, so a mistyped `{pickup time}` is reported too.
const PLACEHOLDER = /\{([^{}\r\n]{1,40})\}/g;

/**
 * A template with its placeholders filled: a known `{name}` becomes its value ('' when there is
 * none); an unknown one stays as typed and is listed once in `unknown`, in the order first met.
 */
export function renderSmsTemplate(body: string, values: SmsValues): { text: string; unknown: string[] } {
  const unknown: string[] = [];
  const text = body.replace(PLACEHOLDER, (whole, name: string) => {
    if (!isSmsPlaceholder(name)) {
      if (!unknown.includes(name)) unknown.push(name);
      return whole;
    }
    const value = Object.hasOwn(values, name) ? values[name] : undefined;
    return value === null || value === undefined ? '' : String(value);
  });
  return { text, unknown };
}

export interface SmsAddressOptions {
  /** System parameter smsDefaultCountryCode (852), given to a mobile of 8 digits. */
  defaultCountryCode?: string | number;
  /** System parameter smsGatewaySuffix, which holds the '@' ('@sms.example.hk'). */
  suffix: string;
}

/** Why a message cannot go to a recipient: the preview's `problemCode` (worded by `smsProblemText`). */
export const SMS_PROBLEM_CODES = [
  'NO_DRIVER',
  'DRIVER_NO_MOBILE',
  'NO_PASSENGER',
  'PASSENGER_NO_MOBILE',
  'NO_CONTACT_TEL',
  'OTHER_NEEDS_MOBILE',
  'NO_MOBILE',
  'SUFFIX_NO_AT',
  'NOT_DIGITS',
  'SHORT_AFTER_CODE',
  'TOO_FEW_DIGITS',
  'BAD_COUNTRY_CODE',
  'TOO_MANY_DIGITS',
] as const;
export type SmsProblemCode = (typeof SMS_PROBLEM_CODES)[number];

/** A problem's code and the values its words name (a driver's name in both languages). */
export interface SmsProblem {
  code: SmsProblemCode;
  params?: Record<string, string | number | Bilingual>;
}

/** The problem as a server text, in the reader's language when rendered. */
export const smsProblemText = (p: SmsProblem): ServerText => ({ key: `srv.smsProblem.${p.code}`, ...(p.params ? { params: p.params } : {}) });

export type SmsAddress = { address: string; digits: string } | { problem: SmsProblem };

const LOCAL_DIGITS = 8;
const MAX_DIGITS = 15; // E.164

/**
 * The gateway address of a mobile: its digits with country code followed by the suffix
 * ('9123 4567' -> '85291234567@sms.example.hk'). Spaces, '-' and parentheses are dropped; a leading
 * '+' or '00' means the country code is there already; 8 digits get the default country code; more
 * than 8 digits without '+' or '00' are taken as carrying their country code already.
 */
export function smsAddress(mobile: string | null | undefined, { defaultCountryCode = '852', suffix }: SmsAddressOptions): SmsAddress {
  const typed = (mobile ?? '').trim();
  if (!typed) return { problem: { code: 'NO_MOBILE' } };
  if (!suffix.includes('@')) return { problem: { code: 'SUFFIX_NO_AT', params: { suffix } } };
  const compact = typed.replace(/[\s()-]/g, '');
  const plus = compact.startsWith('+');
  const rest = plus ? compact.slice(1) : compact;
  if (!/^\d+$/.test(rest)) return { problem: { code: 'NOT_DIGITS', params: { mobile: typed } } };
  const international = plus || rest.startsWith('00');
  let digits = plus ? rest : rest.startsWith('00') ? rest.slice(2) : rest;
  if (international && digits.length <= LOCAL_DIGITS) {
    return { problem: { code: 'SHORT_AFTER_CODE', params: { mobile: typed, digits: digits.length } } };
  }
  if (digits.length < LOCAL_DIGITS) return { problem: { code: 'TOO_FEW_DIGITS', params: { mobile: typed, digits: digits.length, min: LOCAL_DIGITS } } };
  if (digits.length === LOCAL_DIGITS && !international) {
    const code = String(defaultCountryCode).replace(/^\+/, '');
    if (!/^\d{1,4}$/.test(code)) return { problem: { code: 'BAD_COUNTRY_CODE', params: { code: String(defaultCountryCode) } } };
    digits = code + digits;
  }
  if (digits.length > MAX_DIGITS) return { problem: { code: 'TOO_MANY_DIGITS', params: { mobile: typed, digits: digits.length, max: MAX_DIGITS } } };
  return { address: digits + suffix, digits };
}

// GSM 03.38: the basic set takes one septet, the extension set two (an escape and the character).
const GSM_BASIC = new Set('@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà');
const GSM_EXTENSION = new Set('\f^{}\\[~]|€');

export interface SmsLength {
  /** Characters counted against the limit: GSM septets (an extension character is 2) or UTF-16 units. */
  chars: number;
  /** Messages the text is sent as (0 for an empty text). */
  segments: number;
  /** True when a character is outside the GSM alphabet (Chinese, emoji…): the text goes as UCS-2. */
  unicode: boolean;
  /** The limit of one segment for this text: 160 or 153 (GSM), 70 or 67 (UCS-2). */
  perSegment: number;
}

/** The SMS screen's counter: GSM 160 a message (153 each when split), UCS-2 70 (67 each when split). */
export function smsLength(text: string): SmsLength {
  let septets = 0;
  let unicode = false;
  for (const ch of text) {
    if (GSM_BASIC.has(ch)) septets += 1;
    else if (GSM_EXTENSION.has(ch)) septets += 2;
    else {
      unicode = true;
      break;
    }
  }
  const chars = unicode ? text.length : septets;
  const [single, multi] = unicode ? [70, 67] : [160, 153];
  const segments = chars === 0 ? 0 : chars <= single ? 1 : Math.ceil(chars / multi);
  return { chars, segments, unicode, perSegment: segments > 1 ? multi : single };
}
