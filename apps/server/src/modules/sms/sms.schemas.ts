import { idSchema, RESOURCES, SMS_PROBLEM_CODES } from '@limo/domain';
import { z } from 'zod';
import { wireRecordSchema } from '../../engine/wire-schemas.js';

/* orderSms's body and answer, and the preview the SMS dialog shows before sending (docs/order-operations.md, "SMS"). */

export const SMS_RECIPIENTS = ['DRIVER', 'PASSENGER', 'CONTACT', 'OTHER'] as const;
export type SmsRecipient = (typeof SMS_RECIPIENTS)[number];
export const SMS_LANGS = ['en', 'zh'] as const;
export type SmsLang = (typeof SMS_LANGS)[number];
/** The longest text a dispatcher may send: about 15 Chinese segments, far beyond a normal message. */
export const MAX_SMS_TEXT = 1000;

const recipient = z.enum(SMS_RECIPIENTS, { error: (iss) => (iss.input === undefined ? 'is required' : `must be one of ${SMS_RECIPIENTS.join(', ')}`) });
const lang = z.enum(SMS_LANGS, { error: `must be ${SMS_LANGS.join(' or ')}` });
/** Empty is absent: the dialog sends what its fields hold. */
const optionalText = (max: number) =>
  z
    .string({ error: 'must be text' })
    .max(max, `must be at most ${max} characters`)
    .refine((v) => !v.includes('\u0000'), 'must not hold a NUL character')
    .nullish()
    .transform((v) => (v && v.trim() ? v : undefined));

export const orderSmsBody = z.strictObject({
  orderVehicleId: idSchema().describe('the order vehicle the message is about'),
  recipient: recipient.describe("DRIVER: the assigned driver's mobile; PASSENGER: the first passenger's; CONTACT: the order's contactTel; OTHER: `mobile`"),
  mobile: optionalText(30).describe('required for OTHER; with another recipient it replaces the number looked up (a resend to the same phone)'),
  smsId: idSchema().nullish().describe('the template (smses) rendered with the order vehicle; needed unless `text` is given'),
  lang: lang.nullish().describe('the template body: en (bodyEng, the default) or zh (bodyChi)'),
  text: optionalText(MAX_SMS_TEXT).describe('the message as sent, replacing the rendered template (an edited preview, a resend)'),
});
export type OrderSmsBody = z.output<typeof orderSmsBody>;

/** The preview's query: the body's fields as query parameters (numbers as text). */
const queryId = z
  .string({ error: (iss) => (iss.input === undefined ? 'is required' : 'must be the id of a record') })
  .regex(/^\d{1,10}$/, 'must be the id of a record')
  .transform(Number)
  .pipe(idSchema());
export const orderSmsPreviewQuery = z.strictObject({
  orderVehicleId: queryId,
  recipient,
  mobile: optionalText(30),
  smsId: queryId.optional(),
  lang: lang.optional(),
});

export const orderSmsAnswer = wireRecordSchema(RESOURCES.orderSmses);

export const orderSmsPreviewAnswer = z.strictObject({
  recipient: z.enum(SMS_RECIPIENTS),
  mobile: z.string().nullable().describe('the number the message would go to'),
  address: z.string().nullable().describe("the gateway's address: the digits with country code and smsGatewaySuffix"),
  problem: z.string().nullable().describe("why it cannot be sent to that recipient (no mobile, a malformed one), in the request's language; null when it can"),
  problemCode: z.enum(SMS_PROBLEM_CODES).nullable().optional().describe("the problem's machine code (NO_DRIVER, TOO_FEW_DIGITS...); null when it can be sent"),
  text: z.string().describe('the template rendered with the order vehicle ("" without a template)'),
  unknown: z.array(z.string()).describe('placeholders of the template that do not exist, left as typed'),
});
export type OrderSmsPreview = z.output<typeof orderSmsPreviewAnswer>;
