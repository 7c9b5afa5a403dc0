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
};

/** A valid value of a field, given the id each referenced collection should point at. */
export function sampleValue(field: FieldDef, refIds: Record<string, number>): unknown {
  const special = BY_NAME[field.name];
  if (special) return special();
  switch (field.type) {
    case 'text':
    case 'longText':
      return field.unique ? uniqueCode(field.max) : `Sample ${field.label.en}`.slice(0, field.max ?? 50);
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
  }
}

export function sampleBody(def: ResourceDef, refIds: Record<string, number>, all = true) {
  const body: Record<string, unknown> = {};
  for (const f of def.fields) {
    if (f.readOnly || (!all && !f.required)) continue;
    body[f.name] = sampleValue(f, refIds);
  }
  return body;
}

/** The wire form a sample value comes back in. */
export function expectedWire(field: FieldDef, value: unknown) {
  if (field.upper && typeof value === 'string') return value.toUpperCase();
  if (field.type === 'money') return Number(value).toFixed(2);
  return value;
}
