import { isValidIsoDate, RESOURCES } from '@limo/domain';
import { z } from 'zod';
import { wireId, wireRecordSchema } from '../../engine/wire-schemas.js';

/* The invoicing calls' bodies and answers (issue 17, the contract's "Invoices" calls). */

/** The longest period one invoice covers, in calendar days (both ends counted). */
export const MAX_INVOICE_DAYS = 366;
/** Most order vehicles one invoice takes. */
export const MAX_INVOICE_LINES = 5000;

// The messages leave out the field: the 400 names it in front of each (describeIssues).
const ID = 'must be an id';
const id = () => z.number({ error: ID }).int(ID).positive(ID).max(2_147_483_647, ID);
const DATE = 'must be a date YYYY-MM-DD';
const isoDate = () => z.string({ error: DATE }).refine(isValidIsoDate, DATE);

/** The languages an invoice is issued in (issue 30). */
export const INVOICE_LANGUAGES = ['en', 'zh-HK'] as const;

export const trialBody = z.strictObject({
  clientId: id(),
  dateFrom: isoDate(),
  dateTo: isoDate(),
});
export type TrialBody = z.output<typeof trialBody>;

export const createBody = trialBody.extend({
  invoiceDate: isoDate(),
  orderVehicleIds: z
    .array(id(), { error: 'must be a list of order vehicle ids' })
    .max(MAX_INVOICE_LINES, `holds at most ${MAX_INVOICE_LINES} order vehicles on one invoice`)
    .nullable()
    .optional()
    .describe('the order vehicles to bill; all billable ones of the period when left out'),
  language: z
    .enum(INVOICE_LANGUAGES, { error: `must be one of ${INVOICE_LANGUAGES.join(', ')}` })
    .optional()
    .describe("the language the invoice is issued and printed in; the client's language setting, else en, when left out"),
});
export type CreateBody = z.output<typeof createBody>;

export const voidBody = z.strictObject({
  invoiceId: id(),
  reason: z.string({ error: 'must be text' }).trim().min(1, 'is required: say why the invoice is voided').max(200, 'is at most 200 characters'),
});

const money = () => z.string().regex(/^-?\d+\.\d{2}$/);

export const trialLine = z.strictObject({
  orderVehicleId: wireId(),
  orderId: wireId(),
  orderRefId: z.string(),
  pickupDate: z.string(),
  serviceType: z.string(),
  description: z.string(),
  amount: money(),
});
export type TrialLine = z.output<typeof trialLine>;

export const trialMisc = z.strictObject({
  clientInvoiceMiscId: wireId(),
  description: z.string(),
  amount: money(),
  percent: z.string().nullable().describe('the percent of the order lines when the line is one, else null'),
});

export const trialAnswer = z.strictObject({
  clientId: wireId(),
  dateFrom: z.string(),
  dateTo: z.string(),
  lines: z.array(trialLine).describe('every billable order vehicle of the period, by pick-up'),
  miscs: z.array(trialMisc).describe("the client's standing lines on the next invoice"),
  subtotal: money(),
  miscTotal: money(),
  total: money(),
  language: z.enum(INVOICE_LANGUAGES).optional().describe("the client's language setting: the invoice is issued in it unless another is chosen"),
});
export type TrialAnswer = z.output<typeof trialAnswer>;

export const invoiceAnswer = wireRecordSchema(RESOURCES.invoices).extend({
  language: z.enum(INVOICE_LANGUAGES).optional().describe('the language the invoice was issued in: its PDF is printed in it'),
  invoiceDtls: z.array(wireRecordSchema(RESOURCES.invoiceDtls)).describe('the order lines by pick-up, then the standing lines'),
});

/** The letterhead an invoice prints on (null when the branch has none): what a print sheet needs, without INVOICEHEADER. */
export const letterheadAnswer = z.strictObject({
  letterhead: z
    .strictObject({
      companyNameEng: z.string(),
      companyNameChi: z.string().nullable(),
      address: z.string().nullable(),
      telNo: z.string().nullable(),
      bankAccount: z.string().nullable(),
      footerText: z.string().nullable(),
    })
    .nullable(),
});
