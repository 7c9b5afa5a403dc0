import { isValidIsoDate } from '@limo/domain';
import { z } from 'zod';
import { MAX_PAGE, MAX_PAGE_SIZE } from '../../engine/query.js';
import { halListOrPageSchema, wireId } from '../../engine/wire-schemas.js';
import { MESSAGE_CHANNELS, MESSAGE_KINDS, MESSAGE_STATUSES } from '@limo/domain';

/* The message log's query and answers (issue 33, docs/portal.md "Messages"). */

/** A form sends empty fields as '': "not asked". */
const blank = (v: unknown) => (v === '' ? undefined : v);
const optional = <S extends z.ZodType>(schema: S) => z.preprocess(blank, schema.optional());
const date = optional(z.string({ error: 'must be a date YYYY-MM-DD' }).refine(isValidIsoDate, 'must be a date YYYY-MM-DD'));
const whole = (min: number, max: number) =>
  optional(
    z
      .string({ error: 'must be a whole number' })
      .regex(/^\d{1,7}$/, 'must be a whole number')
      .transform(Number)
      .pipe(z.number().min(min, `must be ${min} or more`).max(max, `must be at most ${max}`)),
  );

export const messagesQuery = z
  .strictObject({
    status: optional(z.enum(MESSAGE_STATUSES, { error: `must be one of ${MESSAGE_STATUSES.join(', ')}` })),
    kind: optional(z.enum(MESSAGE_KINDS, { error: `must be one of ${MESSAGE_KINDS.join(', ')}` })),
    channel: optional(z.enum(MESSAGE_CHANNELS, { error: `must be one of ${MESSAGE_CHANNELS.join(', ')}` })),
    from: date.describe('first day the message was written (operator time)'),
    to: date.describe('last day the message was written (operator time)'),
    search: optional(
      z
        .string({ error: 'must be text' })
        .max(100, 'must be at most 100 characters')
        .refine((v) => !v.includes('\u0000'), 'must not hold a NUL character'),
    ).describe("a part of the recipient's address or name, the subject or the text, ignoring case"),
    page: whole(0, MAX_PAGE).describe('page number, from 0'),
    size: whole(1, MAX_PAGE_SIZE).describe(`page size, at most ${MAX_PAGE_SIZE}`),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: 'must not be before from', path: ['to'] });
export type MessagesQuery = z.output<typeof messagesQuery>;

export const messageRow = z.strictObject({
  id: wireId(),
  kind: z.enum(MESSAGE_KINDS),
  channel: z.enum(MESSAGE_CHANNELS),
  recipient: z.string().describe('the email address, or the mobile of an SMS'),
  recipientName: z.string().nullable(),
  language: z.enum(['en', 'zh-HK']),
  subject: z.string().nullable(),
  body: z.string(),
  orderId: wireId().nullable(),
  orderRefId: z.string().nullable(),
  orderVehicleId: wireId().nullable(),
  clientId: wireId().nullable(),
  clientUserId: wireId().nullable(),
  status: z.enum(MESSAGE_STATUSES),
  attempts: z.int(),
  nextAttemptDt: z.string().describe('when the worker tries a PENDING message next'),
  lastError: z.string().nullable().describe('why the last try failed'),
  sentDt: z.string().nullable(),
  createDt: z.string(),
});
export type MessageRow = z.output<typeof messageRow>;

export const messagesAnswer = halListOrPageSchema('messages', messageRow);
