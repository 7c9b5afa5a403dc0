import { type Bilingual, describeIssues, type FieldError, RESOURCES, type ResourceDef, type ServerText, type ServerTextKey, srvText } from '@limo/domain';
import type { z } from 'zod';
import { issueCode } from './field-codes.js';

/*
 * The text of a field's problem in the reader's language (issue 30 part 5): English keeps the line
 * the schema words; Chinese names the field by its label and says what to do, from the problem's kind.
 */

/** Wire names to labels, from every resource's fields (the first definition of a name wins). */
const LABELS = /* @__PURE__ */ (() => {
  const out = new Map<string, Bilingual>();
  for (const def of Object.values(RESOURCES)) for (const f of def.fields) if (!out.has(f.name)) out.set(f.name, f.label);
  return out;
})();

/** The body itself, as the parsers name it when it is not what the call takes. */
const BODY: Bilingual = { en: 'body', zh: '請求內容' };

/** A field by its label (`orderVehicles[0].pickupLocationId` is its last name's); a name without one is quoted as sent. */
export function fieldLabel(path: string, own?: Bilingual): Bilingual {
  if (own) return own;
  if (path === 'body') return BODY;
  const last = /([A-Za-z_][\w]*)(?:\[\d+\])?$/.exec(path)?.[1] ?? path;
  return LABELS.get(last) ?? { en: path, zh: `「${path}」` };
}

/** Kinds worded from the message alone (the schemas' own words), checked after the issue's code. */
const KINDS: [RegExp, string, (m: RegExpExecArray) => Record<string, string | number>][] = [
  [/must be one of (.+)$/, 'NOT_ONE_OF', (m) => ({ values: m[1] })],
  [/must be a whole number from (-?\d+) to (\d+)$/, 'OUT_OF_RANGE', (m) => ({ min: Number(m[1]), max: Number(m[2]) })],
  [/must be text$/, 'NOT_TEXT', () => ({})],
  [/must be a whole number$/, 'NOT_WHOLE', () => ({})],
  [/must be a (?:decimal )?number/, 'NOT_NUMBER', () => ({})],
  [/must be an object/, 'NOT_OBJECT', () => ({})],
  [/must be a list/, 'NOT_LIST', () => ({})],
  [/must be (?:true or false|1 or 0)$/, 'NOT_FLAG', () => ({})],
  [/must be an id$/, 'NOT_AN_ID', () => ({})],
  [/must be a date\b/, 'NOT_A_DATE', () => ({})],
  [/must be a time\b/, 'NOT_A_TIME', () => ({})],
  [/is not an email address$/, 'NOT_EMAIL', () => ({})],
  [/may hold digits, spaces/, 'PHONE_CHARS', () => ({})],
  [/may hold letters, digits/, 'CODE_CHARS', () => ({})],
  [/must be at least (\d+)$/, 'TOO_SMALL', (m) => ({ min: Number(m[1]) })],
  [/must not be before (\w+)$/, 'NOT_BEFORE', (m) => ({ other: fieldLabel(m[1]) as never })],
];

const KNOWN = new Set(['REQUIRED', 'NOT_AN_ID', 'NOT_A_DATE', 'NOT_A_TIME', 'OUT_OF_RANGE', 'NOT_ONE_OF', 'TOO_LONG', 'TOO_MANY', 'TOO_FEW']);
const REFERENCES = new Set(['UNKNOWN_REFERENCE', 'CANCELLED_REFERENCE', 'OTHER_CLIENT']);

/** The text of a problem given by its machine code (fieldErrors), its English line and its field's label. */
export function codedText(code: string, english: string, label: Bilingual, params: Record<string, string | number> = {}): ServerText {
  if (KNOWN.has(code) || REFERENCES.has(code)) return srvText(`srv.v.${code}` as ServerTextKey, { english, label, ...params });
  for (const [re, kind, of] of KINDS) {
    const m = re.exec(english);
    if (m) return srvText(`srv.v.${kind}` as ServerTextKey, { english, label, ...of(m) });
  }
  return srvText('srv.v.INVALID', { english, label });
}

/** The text of a zod issue worded in English as `english`. */
export function issueText(issue: z.core.$ZodIssue, english: string, label: Bilingual): ServerText {
  if (issue.code === 'unrecognized_keys') return srvText('srv.v.UNKNOWN_FIELD', { english, label });
  const { code, params } = issueCode(issue);
  return codedText(code, english, label, params);
}

/** describeIssues with each problem's text in either language (the field named by its label). */
export function describeIssueTexts(def: ResourceDef | undefined, issues: z.core.$ZodIssue[], input: unknown): (FieldError & { text: ServerText })[] {
  return issues.flatMap((issue) =>
    describeIssues(def, [issue], input).map((p) => ({
      ...p,
      text: issueText(issue, p.message, fieldLabel(p.field, def?.fields.find((f) => f.name === p.field)?.label)),
    })),
  );
}
