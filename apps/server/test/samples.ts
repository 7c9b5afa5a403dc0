import type { FieldDef, ResourceDef } from '@limo/domain';

let counter = 0;
/** A short code unique within the run, upper-case letters and digits. */
export function uniqueCode(max = 10) {
  counter += 1;
  const s = `T${Date.now().toString(36).slice(-4)}${counter.toString(36)}`.toUpperCase();
  return s.slice(-Math.min(max, 10));
}

/** Values for fields whose pattern a generic value would not meet. */
const BY_NAME: Record<string, () => unknown> = {
  email: () => 'ops@example.hk',
  telNo: () => '+852 2345 6789',
  faxNo: () => '+852 2345 6700',
  mobileNo: () => '+852 9123 4567',
  mainlandMobileNo: () => '+86 138 1234 5678',
  chinaPlateNo: () => '粵Z9876港',
  loginName: () => `drv.${uniqueCode(8).toLowerCase()}`,
  swiftCode: () => 'ABCDHKHH',
  clientGroupId: () => '12',
  username: () => `user_${uniqueCode(8).toLowerCase()}`,
  parmKey: () => `test.${uniqueCode(8).toLowerCase()}`,
  // A holiday is unique within its area and date: each sample gets an area of its own.
  areaInitial: () => uniqueCode(10),
  // A roster is unique per driver and duty date: each sample gets a day of its own.
  // An allowance version is unique by its effective date: each sample gets a day of its own.
  effDate: () => new Date(Date.UTC(2040, 0, 1) + ++counter * 86_400_000).toISOString().slice(0, 10),
  // A service of the fixed list (allowance rate rows).
  serviceType: () => 'Transfer',
  // Issue 15: a flight number, ISO weekdays and an SMS recipient follow their patterns.
  flightNo: () => 'CX251',
  weekdays: () => '1234567',
  origin: () => 'NRT',
  destination: () => 'HKG',
  recipient: () => 'DRIVER',
  dutyDate: () => new Date(Date.UTC(2030, 0, 1) + ++counter * 86_400_000).toISOString().slice(0, 10),
  // Issue 32: a travel band ends after it starts, and bands of one pair do not overlap: each sample its own pair.
  fromZone: () => uniqueCode(10),
  hourFrom: () => 0,
  hourTo: () => 24,
  // Issue 33: a portal user's mobile follows the phone pattern.
  mobile: () => '+852 9123 4567',
};

/** A valid value of a field, given the id each referenced collection should point at. */
export function sampleValue(field: FieldDef, refIds: Record<string, number>): unknown {
  const special = BY_NAME[field.name];
  if (special) return special();
  switch (field.type) {
    case 'text':
    case 'longText':
      // A code (letters, digits and -_./ only) gets a code whether or not it is unique.
      return field.unique || field.pattern?.key === 'validation.code' ? uniqueCode(field.max) : `Sample ${field.label.en}`.slice(0, field.max ?? 50);
    case 'integer':
      return Math.min(field.max ?? 5, Math.max(field.min ?? 0, 5));
    case 'decimal':
      return 2.5;
    case 'money':
      return '12.50';
    case 'date':
      return '2026-11-22';
    case 'datetime':
      return new Date().toISOString();
    case 'time':
      return '08:30:00';
    case 'flag':
      return 1;
    case 'status':
      return field.options?.[0] ?? 'A';
    case 'reference': {
      const id = refIds[field.ref?.resource ?? ''];
      if (!id) throw new Error(`No ${field.ref?.resource} to refer to for ${field.name}`);
      return id;
    }
    case 'references': {
      const id = refIds[field.ref?.resource ?? ''];
      return id ? [id] : [];
    }
  }
}

export function sampleBody(def: ResourceDef, refIds: Record<string, number>, all = true) {
  const body: Record<string, unknown> = {};
  for (const f of def.fields) {
    if (f.readOnly || (!all && !f.required)) continue;
    body[f.name] = sampleValue(f, refIds);
  }
  // Exactly one of a oneOf rule's fields (a standing invoice line's amount or percent): the first.
  for (const rule of def.rules ?? []) if (rule.kind === 'oneOf') for (const name of rule.fields.slice(1)) if (name in body) body[name] = null;
  return body;
}

/** The wire form a sample value comes back in. */
export function expectedWire(field: FieldDef, value: unknown) {
  if (field.upper && typeof value === 'string') return value.toUpperCase();
  if (field.type === 'money') return Number(value).toFixed(2);
  return value;
}

/** True when a field needs a value of its own shape (a pattern or a hand-picked sample): no free text. */
const freeText = (f: FieldDef) => (f.type === 'text' || f.type === 'longText') && !f.pattern && !BY_NAME[f.name] && !f.readOnly && f.name !== 'branchId';

/**
 * The field a sort test sets on two new records to know their order: a free text when there is one
 * (the collation decides it), else a date, a number or a reference (to two new records).
 */
export function orderField(def: ResourceDef): FieldDef {
  const settable = def.fields.filter((f) => !f.readOnly && f.name !== 'branchId');
  const byType = (types: string[]) => settable.find((f) => types.includes(f.type));
  const field = def.fields.find(freeText) ?? byType(['date']) ?? byType(['integer', 'decimal', 'money']) ?? byType(['reference']);
  if (!field) throw new Error(`${def.name}: no field to order two records by`);
  return field;
}

/**
 * Two values of the field (not references) that sort differently by code point and ignoring case:
 * 'Z…' before 'a…' in the C collation, after it in a dictionary one. Dates and times stay on the
 * side of the record rules' sample values (a `to` after, a `from` before them).
 */
export function orderValues(def: ResourceDef, field: FieldDef): [unknown, unknown] {
  const isTo = (def.rules ?? []).some((r) => r.kind === 'notBefore' && r.to === field.name);
  switch (field.type) {
    case 'text':
    case 'longText': {
      const max = field.max ?? 50;
      if (field.unique || field.uniqueWithin) return [`Z0${uniqueCode(max - 2)}`.slice(0, max), `a0${uniqueCode(max - 2)}`.slice(0, max)];
      return [`Zulu ${field.label.en}`.slice(0, max), `alpha ${field.label.en}`.slice(0, max)];
    }
    case 'date':
      return isTo ? ['2027-03-01', '2026-12-01'] : ['2020-06-01', '2020-01-15'];
    case 'time':
      return isTo ? ['11:00:00', '09:00:00'] : ['07:00:00', '06:00:00'];
    case 'integer': {
      const lo = Math.max(field.min ?? 0, 0);
      return [Math.min(field.max ?? lo + 3, lo + 3), lo];
    }
    case 'decimal':
      return [3.5, 1.25];
    case 'money':
      return ['12.00', '3.50'];
    default:
      throw new Error(`${def.name}.${field.name}: pick two ${field.type} values by hand`);
  }
}

/** The supported database collations: code point order (C, POSIX, C.UTF-8 byte order of UTF-8). */
export const CODE_POINT_COLLATIONS = ['C', 'POSIX', 'C.UTF-8', 'C.utf8'];

const NUMERIC = new Set(['integer', 'decimal', 'money', 'reference', 'flag']);

/**
 * Compares two wire values as PostgreSQL's `order by` does in a code point collation:
 * numbers by value, text by UTF-8 bytes (= code points), nulls after everything (asc NULLS LAST).
 */
export function compareWire(type: string, a: unknown, b: unknown): number {
  const aNull = a === null || a === undefined;
  const bNull = b === null || b === undefined;
  if (aNull || bNull) return aNull === bNull ? 0 : aNull ? 1 : -1;
  if (NUMERIC.has(type)) return Number(a) - Number(b);
  return Buffer.compare(Buffer.from(String(a), 'utf8'), Buffer.from(String(b), 'utf8'));
}

/** Rows in the order a list sorted by `field,dir` must give: the field, then id ascending (stable paging). */
export function expectedOrder<T extends Record<string, unknown>>(rows: T[], field: string, type: string, dir: 'asc' | 'desc'): T[] {
  const sign = dir === 'asc' ? 1 : -1;
  return [...rows].sort((x, y) => sign * Math.sign(compareWire(type, x[field], y[field])) || Number(x.id) - Number(y.id));
}
