import { RESOURCES } from '@limo/domain';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/errors';
import { aggregateBody, type ChildSection, checkRows, editDef, newRow, rowMessage, rowsOf, splitServerErrors } from './aggregate';

const discounts: ChildSection = { def: RESOURCES.clientDiscounts, foreignKey: 'clientId' };
const contacts: ChildSection = { def: RESOURCES.clientContacts, foreignKey: 'clientId' };
const licences: ChildSection = { def: RESOURCES.driverLicenses, foreignKey: 'driverId' };

describe('child rows', () => {
  it('edits a child without its parent field', () => {
    expect(editDef(discounts).fields.map((f) => f.name)).toEqual(['vehicleTypeId', 'serviceType', 'discountPercent', 'effectiveDate', 'expiryDate']);
    expect(newRow(contacts).values).toEqual({ contactName: '', position: '', telNo: '', mobileNo: '', email: '', invoiceFlag: 0 });
  });

  it('reads loaded rows in the child default order, keeping their ids', () => {
    const rows = rowsOf(licences, [
      { id: 5, driverId: 1, licenseTypeId: 1, licenseNo: 'B', issueDate: null, expiryDate: '2029-01-01' },
      { id: 4, driverId: 1, licenseTypeId: 2, licenseNo: 'A', issueDate: '2020-01-01', expiryDate: '2027-06-30' },
    ]);
    expect(rows.map((r) => r.id)).toEqual([4, 5]);
    expect(rows[0].values).toEqual({ licenseTypeId: 2, licenseNo: 'A', issueDate: '2020-01-01', expiryDate: '2027-06-30' });
    expect(new Set(rows.map((r) => r.key)).size).toBe(2);
  });

  it('checks rows as the server does, with its row-prefixed messages', () => {
    const good = { key: 'a', id: 9, values: { vehicleTypeId: '', discountPercent: '12.5', effectiveDate: '2026-01-01', expiryDate: '' } };
    const backwards = { key: 'b', values: { vehicleTypeId: 3, discountPercent: '5', effectiveDate: '2026-03-01', expiryDate: '2026-02-01' } };
    const missing = { key: 'c', values: { vehicleTypeId: '', discountPercent: '', effectiveDate: '', expiryDate: '' } };
    expect(checkRows(discounts, [good])).toEqual({
      rows: [{ id: 9, vehicleTypeId: null, serviceType: null, discountPercent: 12.5, effectiveDate: '2026-01-01', expiryDate: null }],
      errors: [],
    });

    const checked = checkRows(discounts, [good, backwards, missing]);
    expect(checked.rows).toBeNull();
    expect(checked.errors.map((e) => rowMessage([discounts], e))).toEqual([
      'Client Discount, row 2: Expiry Date must not be before Effective Date',
      'Client Discount, row 3: Discount % is required',
      'Client Discount, row 3: Effective Date is required',
    ]);
    expect(checked.errors[0]).toMatchObject({ child: 'clientDiscounts', index: 1, field: 'expiryDate' });
  });

  it('builds one body: the record, every row of every list, the members sorted', () => {
    const body = aggregateBody(
      { clientCode: 'OUS9', clientNameEng: 'Nine' },
      { clientContacts: [{ id: 1, contactName: 'A' }, { contactName: 'B' }], clientDiscounts: [] },
      { clients: [7, 3] },
    );
    expect(body).toEqual({
      clientCode: 'OUS9',
      clientNameEng: 'Nine',
      clientContacts: [{ id: 1, contactName: 'A' }, { contactName: 'B' }],
      clientDiscounts: [],
      clients: [3, 7],
    });
  });
});

describe('splitServerErrors', () => {
  const error = (errors: string[], invalidValues: { field: string; value: unknown }[]) =>
    new ApiError(400, 'Bad Request', '/limo/api/createClients', { error: 'Bad Request', errors, invalidValues });

  it('sends row-prefixed messages to their rows and fields, the others to the record', () => {
    const split = splitServerErrors(
      error(
        ['Client Contact, row 2: Email is not an email address', 'Client Code must be at most 20 characters'],
        [
          { field: 'email', value: 'x' },
          { field: 'clientCode', value: 'X'.repeat(21) },
        ],
      ),
      [contacts, discounts],
    );
    expect(split.rows).toEqual([{ child: 'clientContacts', index: 1, field: 'email', message: 'Email is not an email address' }]);
    expect(split.master).toEqual([{ field: 'clientCode', message: 'Client Code must be at most 20 characters' }]);
  });

  it('marks the whole row when the field is not known, and ignores other answers', () => {
    const split = splitServerErrors(error(['Client Discount, row 1: there is no Client Discount 77 under this Client'], []), [discounts]);
    expect(split.rows).toEqual([{ child: 'clientDiscounts', index: 0, field: null, message: 'there is no Client Discount 77 under this Client' }]);
    const duplicate = new ApiError(409, 'Conflict', '/p', { errors: ['Client Discount, row 2: Client Discount: a record with the same key already exists'] });
    expect(splitServerErrors(duplicate, [discounts]).rows).toEqual([
      { child: 'clientDiscounts', index: 1, field: null, message: 'Client Discount: a record with the same key already exists' },
    ]);
    expect(splitServerErrors(new ApiError(409, 'Conflict', '/p', { errors: ['Client Code OUS1 already exists'] }), [discounts])).toEqual({
      master: [],
      rows: [],
    });
    expect(splitServerErrors(new ApiError(412, 'Precondition Failed', '/p', { errors: ['Client Discount, row 1: stale'] }), [discounts])).toEqual({
      master: [],
      rows: [],
    });
    expect(splitServerErrors(new Error('x'), [discounts])).toEqual({ master: [], rows: [] });
  });
});
