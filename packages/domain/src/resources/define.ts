import type { RightCode } from '../rights.js';
import { type ServerText, srvText } from '../i18n/serverText.js';

/** The fixed set of field types a master-data collection may use. */
export type FieldType =
  | 'text' // short single-line text
  | 'longText'
  | 'integer'
  | 'decimal' // a plain number with decimals (rates, coordinates)
  | 'money' // numeric(12,2), carried as a string on the wire to keep cents exact
  | 'date' // YYYY-MM-DD
  | 'time' // HH:mm:ss
  | 'datetime' // an instant, ISO 8601; set by the server only
  | 'flag' // 1 / 0
  | 'status' // record status code: A, C (and V, P where a record allows them)
  | 'reference' // id of a record of another collection
  | 'references'; // a list of ids of records of another collection (a group's members), stored int[]

export interface Label {
  en: string;
  zh: string;
}

export interface FieldDef {
  name: string;
  type: FieldType;
  label: Label;
  required?: boolean;
  /** Maximum length of text, or maximum value of a number. */
  max?: number;
  min?: number;
  /** Unique among the collection (per branch when the collection is branch-scoped, unless `uniqueAcrossBranches`). */
  unique?: boolean;
  /** A unique value of a branch-scoped collection that no other branch may hold either (a car's plate). */
  uniqueAcrossBranches?: boolean;
  /** Unique among the records sharing this other field's value (a language once per driver). */
  uniqueWithin?: string;
  /** For references: the collection referred to and the field shown for it. */
  ref?: { resource: string; display: string };
  /** Allowed codes of a status field; default A and C. */
  options?: string[];
  /** Default value on create when the body leaves it out. */
  default?: string | number;
  /** Text that must match a pattern, with the message shown when it does not (`key`: its text-table key, for the forms). */
  pattern?: { regex: string; message: string; key?: string };
  /** Set by the server only (never accepted in a body). */
  readOnly?: boolean;
  /** Shown upper-case and stored upper-case (codes). */
  upper?: boolean;
}

export interface ChildDef {
  /** The child collection's name, as in /api/<parent>/{id}/<name>. */
  name: string;
  /** The field of the child that holds the parent's id. */
  foreignKey: string;
}

export interface ResourceDef {
  /** Collection name on the wire: /limo/api/<name>, and _embedded.<name>. */
  name: string;
  /** Singular, for messages and _links. */
  singular: string;
  label: Label;
  rights: { read: RightCode; write: RightCode };
  /** Further rights that open the reads too (the writers of a file the grid's readers also read). */
  readAlso?: RightCode[];
  /** Records belong to one branch (a `branchId` field); lists show the selected branch's. */
  branchScoped?: boolean;
  readOnly?: boolean;
  /** A child collection only reached through its parent when true. */
  childOnly?: boolean;
  fields: FieldDef[];
  listColumns: string[];
  /** Fields accepted as ?field=value filters. Text filters match a part, ignoring case. */
  filters: string[];
  /** Text fields searched by the quick filter ?q=. */
  search: string[];
  defaultSort: [string, 'asc' | 'desc'];
  children?: ChildDef[];
  /** Rules across fields, checked on the whole record after every create and patch. */
  rules?: RecordRule[];
}

export type RecordRule =
  /** `to` must be on or after `from` when both are set (dates or times of the same record). */
  | { kind: 'notBefore'; from: string; to: string }
  /** `fields` must be set when `when` holds `equals` (a zone-to-zone row needs its zones). */
  | { kind: 'requiredWhen'; when: string; equals: string | number; fields: string[] }
  /** At least one of `fields` must be set (an amount or a percent). */
  | { kind: 'anyOf'; fields: string[] }
  /** Exactly one of `fields` must be set (a standing invoice line is an amount or a percent). */
  | { kind: 'oneOf'; fields: string[] };

/** Every field a rule reads. */
export const ruleFields = (rule: RecordRule): string[] =>
  rule.kind === 'notBefore' ? [rule.from, rule.to] : rule.kind === 'requiredWhen' ? [rule.when, ...rule.fields] : rule.fields;

export const STATUS_LABELS: Record<string, Label> = {
  A: { en: 'Active', zh: '有效' },
  C: { en: 'Cancelled', zh: '已取消' },
  V: { en: 'Void', zh: '作廢' },
  P: { en: 'Pending', zh: '待定' },
};

/** Fields every record carries and bodies never set. */
export const SYSTEM_FIELDS = ['id', 'version', 'createDt', 'createBy', 'lastUpdateDt', 'lastUpdateBy'] as const;

/** The stamps among the system fields, for a list that shows them (the order history's time). */
export const SYSTEM_STAMP_FIELDS: readonly FieldDef[] = [
  { name: 'createDt', type: 'datetime', label: { en: 'Created', zh: '建立時間' }, readOnly: true },
  { name: 'lastUpdateDt', type: 'datetime', label: { en: 'Updated', zh: '更新時間' }, readOnly: true },
];

/** Fields the client strips before saving and the server ignores (spec section 3). */
export const NEVER_SENT_FIELDS = ['version', 'createDt', 'createBy', 'lastUpdateDt', 'lastUpdateBy', '@id', '_links', 'sId'] as const;

// Small builders keep definitions short and readable.
type Opts = Omit<FieldDef, 'name' | 'type' | 'label'>;
const f =
  (type: FieldType) =>
  (name: string, en: string, zh: string, opts: Opts = {}): FieldDef => ({ name, type, label: { en, zh }, ...opts });

export const text = f('text');
export const longText = f('longText');
export const integer = f('integer');
export const decimal = f('decimal');
export const money = f('money');
export const date = f('date');
export const time = f('time');
export const flag = f('flag');
export const reference = (name: string, en: string, zh: string, resource: string, display: string, opts: Opts = {}) =>
  f('reference')(name, en, zh, { ref: { resource, display }, ...opts });
/** A list of ids of another collection (the locations of an allowance location group); `display` names each. */
export const references = (name: string, en: string, zh: string, resource: string, display: string, opts: Opts = {}) =>
  f('references')(name, en, zh, { ref: { resource, display }, ...opts });
export const recordStatus = (name = 'recordStatus', options = ['A', 'C']): FieldDef => ({
  name,
  type: 'status',
  label: { en: 'Status', zh: '狀態' },
  required: true,
  options,
  default: 'A',
});
/** A code is typed, upper-cased and printed on files and exports: ASCII letters, digits and - _ . / only. */
export const CODE_PATTERN = { regex: '^[A-Za-z0-9_./-]*$', message: 'may hold letters A-Z, digits 0-9 and - _ . / only', key: 'validation.code' };
export const code = (name: string, en: string, zh: string, max = 20, opts: Opts = {}) =>
  text(name, en, zh, { required: true, max, unique: true, upper: true, pattern: CODE_PATTERN, ...opts });
export const descEng = (name: string, max = 100) => text(name, 'Description (English)', '描述（英文）', { required: true, max });
export const descChi = (name: string, max = 100) => text(name, 'Description (Chinese)', '描述（中文）', { max });
export const seq = (name = 'displaySeq') => integer(name, 'Sequence', '排序', { min: 0, max: 99999, default: 0 });

/** Every right that opens a collection's reads: holding any one is enough. */
export const readRights = (def: Pick<ResourceDef, 'rights' | 'readAlso'>): RightCode[] => [def.rights.read, ...(def.readAlso ?? [])];

export function defineResource(def: ResourceDef): ResourceDef {
  const names = new Set(def.fields.map((x) => x.name));
  for (const col of [...def.listColumns, ...def.filters, ...def.search, def.defaultSort[0]]) {
    if (!names.has(col) && !SYSTEM_FIELDS.includes(col as never)) {
      throw new Error(`Resource ${def.name}: unknown field ${col}`);
    }
  }
  if (def.branchScoped && !names.has('branchId')) throw new Error(`Resource ${def.name}: branch-scoped without branchId`);
  for (const name of (def.rules ?? []).flatMap(ruleFields)) {
    if (!names.has(name)) throw new Error(`Resource ${def.name}: a rule reads unknown field ${name}`);
  }
  return def;
}

export const PHONE_PATTERN = { regex: '^[0-9 +()-]*$', message: 'may hold digits, spaces, +, ( ) and - only' };
export const EMAIL_PATTERN = { regex: '^$|^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$', message: 'is not an email address' };
/** Hong Kong mobiles are 8 digits starting 4-9; mainland ones 11 digits starting 1, with +86. */
export const MOBILE_PATTERN = {
  regex: '^$|^(\\+852 ?)?[4-9]\\d{3} ?\\d{4}$|^\\+86 ?1\\d{2} ?\\d{4} ?\\d{4}$',
  message: 'must be a Hong Kong mobile (8 digits from 4 to 9, +852 optional) or a mainland one (+86 and 11 digits)',
};
export const phone = (name: string, en: string, zh: string, opts: Opts = {}) => text(name, en, zh, { max: 20, pattern: PHONE_PATTERN, ...opts });
export const email = (name: string, en = 'Email', zh = '電郵') => text(name, en, zh, { max: 100, pattern: EMAIL_PATTERN });
export const mobile = (name: string, en = 'Mobile', zh = '手提電話', opts: Opts = {}) => text(name, en, zh, { max: 20, pattern: MOBILE_PATTERN, ...opts });

/** Messages for the record rules a whole record breaks (field name, English message, and its text in either language). */
export function brokenRules(def: ResourceDef, record: Record<string, unknown>): { field: string; message: string; value: unknown; text: ServerText }[] {
  const out: { field: string; message: string; value: unknown; text: ServerText }[] = [];
  const labelOf = (n: string): Label => def.fields.find((f) => f.name === n)?.label ?? { en: n, zh: n };
  const label = (n: string) => labelOf(n).en;
  const joined = (names: string[], en: string, zh: string): Label => ({
    en: names.map(label).join(en),
    zh: names.map((n) => labelOf(n).zh || label(n)).join(zh),
  });
  const unset = (n: string) => record[n] === null || record[n] === undefined || record[n] === '';
  for (const rule of def.rules ?? []) {
    if (rule.kind === 'notBefore') {
      if (unset(rule.from) || unset(rule.to)) continue;
      const b = record[rule.to];
      if (String(b) < String(record[rule.from]))
        out.push({
          field: rule.to,
          message: `${label(rule.to)} must not be before ${label(rule.from)}`,
          value: b,
          text: srvText('srv.rule.notBefore', { to: labelOf(rule.to), from: labelOf(rule.from) }),
        });
    } else if (rule.kind === 'requiredWhen') {
      if (unset(rule.when) || String(record[rule.when]) !== String(rule.equals)) continue;
      for (const name of rule.fields.filter(unset)) {
        const params = { field: labelOf(name), when: labelOf(rule.when), value: String(rule.equals) };
        out.push({
          field: name,
          message: `${label(name)} is required when ${label(rule.when)} is ${String(rule.equals)}`,
          value: record[name] ?? null,
          text: srvText('srv.rule.requiredWhen', params),
        });
      }
    } else if (rule.fields.every(unset)) {
      const text = srvText('srv.rule.oneRequired', { fields: joined(rule.fields, ' or ', '或') });
      out.push({ field: rule.fields[0], message: `${rule.fields.map(label).join(' or ')} is required`, value: null, text });
    } else if (rule.kind === 'oneOf' && rule.fields.filter((n) => !unset(n)).length > 1) {
      const set = rule.fields.filter((n) => !unset(n));
      const text = srvText('srv.rule.onlyOne', { fields: joined(set, ' and ', '及') });
      out.push({ field: set[1], message: `Only one of ${set.map(label).join(' and ')} may be set`, value: record[set[1]], text });
    }
  }
  return out;
}
