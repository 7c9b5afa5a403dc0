import { describe, expect, it } from 'vitest';
import { code, defineResource, type ResourceDef, recordStatus, reference, RESOURCES } from './resources/index.js';
import { bodySchema, describeIssues } from './schema.js';
import { isValidIsoDate } from './rules/wire.js';

/** Parses a body the way the server does: the data, or the messages naming each broken field. */
function parse(def: ResourceDef, mode: 'create' | 'patch', body: unknown) {
  const result = bodySchema(def, mode).safeParse(body);
  if (result.success) return { ok: true as const, data: result.data as Record<string, unknown>, errors: [] as string[] };
  const problems = describeIssues(def, result.error.issues, body);
  return { ok: false as const, data: undefined, errors: problems.map((p) => p.message), problems };
}

const { banks, paymentMethods, paymentMethodFees, staffShiftings, staffs, cardTypes, departments } = RESOURCES;

describe('required fields and defaults on create', () => {
  it('lists every missing required field, by label', () => {
    const r = parse(banks, 'create', {});
    expect(r.ok).toBe(false);
    expect(r.errors).toEqual(['Bank Code is required', 'Name (English) is required']);
  });

  it('treats blank and null text as missing', () => {
    const r = parse(banks, 'create', { bankCode: '   ', bankNameEng: null });
    expect(r.errors).toEqual(['Bank Code is required', 'Name (English) is required']);
  });

  it('fills the default of a required field, trims text and upper-cases codes', () => {
    const r = parse(banks, 'create', { bankCode: ' hsbc ', bankNameEng: '  Hongkong Bank ' });
    expect(r.ok).toBe(true);
    expect(r.data).toMatchObject({ bankCode: 'HSBC', bankNameEng: 'Hongkong Bank', recordStatus: 'A' });
    // Left-out optional fields without a default are not set to anything but null.
    expect(r.data?.bankNameChi ?? null).toBeNull();
    expect(r.data?.swiftCode ?? null).toBeNull();
  });

  it('fills the defaults of optional integer, flag, money and decimal fields', () => {
    const pm = parse(paymentMethods, 'create', { paymentMethodCode: 'PM1', paymentMethodDescEng: 'Cheque' });
    expect(pm.data).toMatchObject({ cashFlag: 0, displaySeq: 0, recordStatus: 'A', paymentMethodDescChi: null });
    const fee = parse(paymentMethodFees, 'create', { paymentMethodId: 3, effectiveDate: '2026-01-01', feePercent: 2.5 });
    expect(fee.ok).toBe(true);
    expect(fee.data).toEqual({ paymentMethodId: 3, effectiveDate: '2026-01-01', feePercent: 2.5, minFee: '0.00' });
    expect(parse(cardTypes, 'create', { cardTypeCode: 'C1', cardTypeDescEng: 'Card' }).data?.discountPercent).toBe(0);
  });

  it('does not let a required field with a default be emptied', () => {
    const r = parse(banks, 'create', { bankCode: 'X1', bankNameEng: 'X', recordStatus: '' });
    expect(r.errors).toEqual(['Status is required']);
  });
});

describe('patch', () => {
  it('accepts an empty body and fills nothing in', () => {
    const r = parse(banks, 'patch', {});
    expect(r.ok).toBe(true);
    expect(r.data).toEqual({});
  });

  it('keeps only the fields sent, without defaults', () => {
    const r = parse(paymentMethods, 'patch', { paymentMethodDescEng: 'Cash only' });
    expect(r.data).toEqual({ paymentMethodDescEng: 'Cash only' });
  });

  it('refuses to empty a required field, and clears an optional one to null', () => {
    const r = parse(banks, 'patch', { bankCode: '', bankNameEng: null });
    expect(r.errors).toEqual(['Bank Code is required', 'Name (English) is required']);
    const clear = parse(banks, 'patch', { bankNameChi: '', swiftCode: null });
    expect(clear.data).toEqual({ bankNameChi: null, swiftCode: null });
  });

  it('validates what is sent as create does', () => {
    expect(parse(banks, 'patch', { bankCode: 'X'.repeat(11) }).errors).toEqual(['Bank Code must be at most 10 characters']);
    expect(parse(banks, 'patch', { recordStatus: 'Z' }).errors).toEqual(['Status must be one of A, C']);
  });
});

describe('text', () => {
  const bank = { bankCode: 'B1', bankNameEng: 'Bank one' };

  it('enforces the maximum length after trimming', () => {
    expect(parse(banks, 'create', { ...bank, bankCode: 'ABCDEFGHIJK' }).errors).toEqual(['Bank Code must be at most 10 characters']);
    expect(parse(banks, 'create', { ...bank, bankCode: '  ABCDEFGHIJ  ' }).data?.bankCode).toBe('ABCDEFGHIJ');
    expect(parse(banks, 'create', { ...bank, bankNameEng: 'n'.repeat(101) }).errors).toEqual(['Name (English) must be at most 100 characters']);
  });

  it('enforces a pattern with its own message', () => {
    expect(parse(banks, 'create', { ...bank, swiftCode: 'ABC' }).errors).toEqual(['SWIFT Code must be 8 or 11 letters and digits']);
    expect(parse(banks, 'create', { ...bank, swiftCode: 'hsbchkhh' }).data?.swiftCode).toBe('HSBCHKHH');
    expect(parse(banks, 'create', { ...bank, swiftCode: 'HSBCHKHHXXX' }).ok).toBe(true);
    const staff = { staffCode: 'S1', staffNameEng: 'A', username: 'a b', branchId: 1 };
    expect(parse(staffs, 'create', staff).errors).toEqual(['Username may hold letters, digits, dot, underscore and dash only']);
    expect(parse(staffs, 'create', { ...staff, username: 'a.b', email: 'not-an-email' }).errors).toEqual(['Email is not an email address']);
  });

  it('refuses a number, a flag or an object where text is wanted', () => {
    expect(parse(banks, 'create', { ...bank, bankNameEng: 123 }).errors).toEqual(['Name (English) must be text']);
    expect(parse(banks, 'create', { ...bank, bankNameChi: true }).errors).toEqual(['Name (Chinese) must be text']);
    expect(parse(banks, 'create', { ...bank, bankNameChi: { a: 1 } }).errors).toEqual(['Name (Chinese) must be text']);
  });
});

describe('integer and reference', () => {
  const pm = { paymentMethodCode: 'PM1', paymentMethodDescEng: 'Cheque' };

  it('takes whole numbers, also as text', () => {
    expect(parse(paymentMethods, 'create', { ...pm, displaySeq: 40 }).data?.displaySeq).toBe(40);
    expect(parse(paymentMethods, 'create', { ...pm, displaySeq: '40' }).data?.displaySeq).toBe(40);
  });

  it('refuses fractions, words, flags and the bounds', () => {
    expect(parse(paymentMethods, 'create', { ...pm, displaySeq: 1.5 }).errors).toEqual(['Sequence must be a whole number']);
    expect(parse(paymentMethods, 'create', { ...pm, displaySeq: 'ten' }).errors).toEqual(['Sequence must be a whole number']);
    expect(parse(paymentMethods, 'create', { ...pm, displaySeq: true }).errors).toEqual(['Sequence must be a whole number']);
    expect(parse(paymentMethods, 'create', { ...pm, displaySeq: -1 }).errors).toEqual(['Sequence must be at least 0']);
    expect(parse(paymentMethods, 'create', { ...pm, displaySeq: 100000 }).errors).toEqual(['Sequence must be at most 99999']);
  });

  it('refuses a list or an object as a number', () => {
    // Number([]) is 0 and Number([7]) is 7: a list must not slip through as a number.
    expect(parse(paymentMethods, 'create', { ...pm, displaySeq: [] }).ok).toBe(false);
    expect(parse(paymentMethods, 'create', { ...pm, displaySeq: [7] }).ok).toBe(false);
    expect(parse(paymentMethods, 'create', { ...pm, displaySeq: {} }).ok).toBe(false);
  });

  it('wants a positive id for a reference', () => {
    const dept = { departmentCode: 'D1', departmentDescEng: 'Dept' };
    expect(parse(departments, 'create', { ...dept, branchId: 0 }).errors).toEqual(['Branch must be the id of a record']);
    expect(parse(departments, 'create', { ...dept, branchId: -2 }).errors).toEqual(['Branch must be the id of a record']);
    expect(parse(departments, 'create', { ...dept }).errors).toEqual(['Branch is required']);
    expect(parse(departments, 'create', { ...dept, branchId: 2 }).data?.branchId).toBe(2);
  });
});

describe('decimal and money', () => {
  const fee = { paymentMethodId: 1, effectiveDate: '2026-01-01', feePercent: 2.5 };

  it('keeps a decimal in range', () => {
    expect(parse(paymentMethodFees, 'create', { ...fee, feePercent: '3.25' }).data?.feePercent).toBe(3.25);
    expect(parse(paymentMethodFees, 'create', { ...fee, feePercent: 101 }).errors).toEqual(['Fee % must be at most 100']);
    expect(parse(paymentMethodFees, 'create', { ...fee, feePercent: -0.5 }).errors).toEqual(['Fee % must be at least 0']);
    expect(parse(paymentMethodFees, 'create', { ...fee, feePercent: 'lots' }).errors).toEqual(['Fee % must be a number']);
  });

  it('normalises money to two decimals, from text or a number', () => {
    expect(parse(paymentMethodFees, 'create', { ...fee, minFee: 12.5 }).data?.minFee).toBe('12.50');
    expect(parse(paymentMethodFees, 'create', { ...fee, minFee: '007' }).data?.minFee).toBe('7.00');
    expect(parse(paymentMethodFees, 'create', { ...fee, minFee: ' 3.1 ' }).data?.minFee).toBe('3.10');
    expect(parse(paymentMethodFees, 'create', { ...fee, minFee: '0.99' }).data?.minFee).toBe('0.99');
  });

  it('refuses money with more than 2 decimals, words, and amounts below the minimum', () => {
    const msg = 'Minimum Fee must be an amount with at most 2 decimals';
    expect(parse(paymentMethodFees, 'create', { ...fee, minFee: '12.345' }).errors).toEqual([msg]);
    expect(parse(paymentMethodFees, 'create', { ...fee, minFee: 0.001 }).errors).toEqual([msg]);
    expect(parse(paymentMethodFees, 'create', { ...fee, minFee: 'ten' }).errors).toEqual([msg]);
    expect(parse(paymentMethodFees, 'create', { ...fee, minFee: '1,000.00' }).errors).toEqual([msg]);
    expect(parse(paymentMethodFees, 'create', { ...fee, minFee: '-1.00' }).errors).toEqual(['Minimum Fee must be at least 0']);
    expect(parse(paymentMethodFees, 'create', { ...fee, minFee: true }).errors).toEqual(['Minimum Fee must be an amount']);
  });
});

describe('dates and times', () => {
  const fee = { paymentMethodId: 1, feePercent: 1 };

  it('takes real calendar dates only', () => {
    expect(parse(paymentMethodFees, 'create', { ...fee, effectiveDate: '2024-02-29' }).data?.effectiveDate).toBe('2024-02-29');
    for (const bad of ['2026-02-29', '2026-04-31', '2026-13-01', '2026-00-10', '2026-01-00', '2026-1-5', '05/01/2026', '2026-01-01T00:00:00Z']) {
      expect(parse(paymentMethodFees, 'create', { ...fee, effectiveDate: bad }).errors, bad).toEqual(['Effective Date must be a date YYYY-MM-DD']);
    }
    expect(parse(paymentMethodFees, 'create', { ...fee, effectiveDate: 20260101 }).errors).toEqual(['Effective Date must be a date YYYY-MM-DD']);
  });

  it('lists a date problem with the other problems', () => {
    const r = parse(cardTypes, 'create', { cardTypeCode: '', cardTypeDescEng: 'x', effectiveDate: '2026-02-29', expiryDate: '2026-04-31' });
    expect(r.errors).toEqual(['Code is required', 'Effective Date must be a date YYYY-MM-DD', 'Expiry Date must be a date YYYY-MM-DD']);
  });

  it('normalises times to HH:mm:ss and refuses what is not a time', () => {
    const shift = { staffShiftingCode: 'E', staffShiftingDesc: 'Early' };
    const ok = parse(staffShiftings, 'create', { ...shift, dutyHourFrom: '09:30', dutyHourTo: '23:59:59' });
    expect(ok.data).toMatchObject({ dutyHourFrom: '09:30:00', dutyHourTo: '23:59:59' });
    expect(parse(staffShiftings, 'patch', { dutyHourFrom: '00:00' }).data).toEqual({ dutyHourFrom: '00:00:00' });
    for (const bad of ['24:00', '9:30', '09:60', '09:30:60', 'noon', '0930']) {
      expect(parse(staffShiftings, 'patch', { dutyHourTo: bad }).errors, bad).toEqual(['Duty To must be a time HH:mm:ss']);
    }
    expect(parse(staffShiftings, 'create', shift).errors).toEqual(['Duty From is required', 'Duty To is required']);
  });
});

describe('flags and statuses', () => {
  const pm = { paymentMethodCode: 'PM1', paymentMethodDescEng: 'Cheque' };

  it('reads flags as 1 and 0', () => {
    for (const [given, flag] of [
      [1, 1],
      ['1', 1],
      [true, 1],
      ['Y', 1],
      ['true', 1],
      [0, 0],
      ['0', 0],
      [false, 0],
      ['N', 0],
    ] as const) {
      expect(parse(paymentMethods, 'create', { ...pm, cashFlag: given }).data?.cashFlag, String(given)).toBe(flag);
    }
    for (const bad of [2, 'yes', 'x', -1, [1]]) {
      expect(parse(paymentMethods, 'create', { ...pm, cashFlag: bad }).errors, String(bad)).toEqual(['Cash must be 1 or 0']);
    }
  });

  it('takes only the status codes a record allows', () => {
    expect(parse(banks, 'patch', { recordStatus: 'C' }).data).toEqual({ recordStatus: 'C' });
    expect(parse(banks, 'patch', { recordStatus: 'V' }).errors).toEqual(['Status must be one of A, C']);
    expect(parse(banks, 'patch', { recordStatus: 'a' }).errors).toEqual(['Status must be one of A, C']);
    expect(parse(banks, 'patch', { recordStatus: 1 }).errors).toEqual(['Status must be one of A, C']);
    const voidable = defineResource({
      name: 'tests',
      singular: 'test',
      label: { en: 'Test', zh: '測試' },
      rights: { read: 'ORDERING', write: 'ORDERING' },
      fields: [
        code('testCode', 'Test Code', '編號'),
        reference('parentId', 'Parent', '上層', 'tests', 'testCode'),
        recordStatus('recordStatus', ['A', 'V', 'P']),
      ],
      listColumns: ['testCode'],
      filters: [],
      search: [],
      defaultSort: ['testCode', 'asc'],
    });
    expect(parse(voidable, 'patch', { recordStatus: 'V' }).data).toEqual({ recordStatus: 'V' });
    expect(parse(voidable, 'patch', { recordStatus: 'C' }).errors).toEqual(['Status must be one of A, V, P']);
    expect(parse(voidable, 'create', { testCode: 't1' }).data).toMatchObject({ testCode: 'T1', recordStatus: 'A' });
  });
});

describe('unknown and never-sent fields', () => {
  const bank = { bankCode: 'B1', bankNameEng: 'Bank one' };

  it('refuses a field the collection does not have, naming it', () => {
    const r = parse(banks, 'create', { ...bank, colour: 'red', branchId: 2 });
    expect(r.ok).toBe(false);
    expect(r.errors).toEqual(['colour is not a field of Bank', 'branchId is not a field of Bank']);
    expect(r.problems).toEqual([
      { field: 'colour', message: 'colour is not a field of Bank', value: 'red' },
      { field: 'branchId', message: 'branchId is not a field of Bank', value: 2 },
    ]);
  });

  it('ignores the audit fields, links and ids a client echoes back', () => {
    const echoed = {
      ...bank,
      id: 99,
      version: 7,
      createDt: '2026-01-01T00:00:00Z',
      createBy: 'someone',
      lastUpdateDt: 'garbage',
      lastUpdateBy: 42,
      '@id': 'x',
      _links: { self: { href: '/limo/api/banks/99' } },
      sId: 'abc',
    };
    const created = parse(banks, 'create', echoed);
    expect(created.ok).toBe(true);
    const keys = Object.keys(created.data ?? {});
    for (const k of ['id', 'version', 'createDt', 'createBy', 'lastUpdateDt', 'lastUpdateBy', '@id', '_links', 'sId']) expect(keys).not.toContain(k);
    expect(created.data).toMatchObject({ bankCode: 'B1', bankNameEng: 'Bank one', recordStatus: 'A' });
    const patched = parse(banks, 'patch', { version: 3, _links: {}, bankNameEng: 'New' });
    expect(patched.data).toEqual({ bankNameEng: 'New' });
  });

  it('refuses a body that is not an object', () => {
    for (const body of [null, 'text', 42, [bank]]) {
      const r = parse(banks, 'create', body);
      expect(r.ok, JSON.stringify(body)).toBe(false);
      expect(r.errors.length).toBe(1);
    }
  });
});

describe('describeIssues', () => {
  it('names every broken field by its English label, with the value sent', () => {
    const body = { bankCode: 'WAY-TOO-LONG-CODE', bankNameEng: '', swiftCode: 'X', recordStatus: 'Q' };
    const r = parse(banks, 'create', body);
    expect(r.problems).toEqual([
      { field: 'bankCode', message: 'Bank Code must be at most 10 characters', value: 'WAY-TOO-LONG-CODE' },
      { field: 'bankNameEng', message: 'Name (English) is required', value: '' },
      { field: 'swiftCode', message: 'SWIFT Code must be 8 or 11 letters and digits', value: 'X' },
      { field: 'recordStatus', message: 'Status must be one of A, C', value: 'Q' },
    ]);
  });

  it('falls back to the field path without a definition', () => {
    const r = bodySchema(banks, 'create').safeParse({});
    if (r.success) throw new Error('expected a failure');
    const problems = describeIssues(undefined, r.error.issues, {});
    expect(problems.map((p) => p.message)).toEqual(['bankCode is required', 'bankNameEng is required']);
  });
});

describe('year 0000', () => {
  const withDates = Object.values(RESOURCES).flatMap((def) => def.fields.filter((f) => f.type === 'date' && !f.readOnly).map((field) => ({ def, field })));

  it('is not a date on the wire: PostgreSQL has no year 0', () => {
    expect(isValidIsoDate('0000-01-01')).toBe(false);
    expect(isValidIsoDate('0000-02-29')).toBe(false);
    expect(isValidIsoDate('0001-01-01')).toBe(true);
  });

  it.each(withDates.map(({ def, field }) => [`${def.name}.${field.name}`, def, field] as const))('is refused in %s, naming the field', (_, def, field) => {
    const result = parse(def, 'patch', { [field.name]: '0000-01-01' });
    expect(result.ok).toBe(false);
    expect(result.problems?.map((p) => p.field)).toContain(field.name);
  });
});
