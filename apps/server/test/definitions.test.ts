import { RESOURCES, SYSTEM_FIELDS } from '@limo/domain';
import { getTableColumns } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { COLLECTION_TABLES } from '../src/db/schema/index.js';

/** Columns a table may hold beyond its definition: they never leave the server. */
const SERVER_ONLY: Record<string, string[]> = {
  staffs: ['passwordHash', 'passwordChangedDt'],
  driverAuths: ['passwordHash'],
  // A portal user's password, set by an invitation link (issue 33).
  clientUsers: ['passwordHash'],
  orders: ['firstPickupAt'],
  // The passenger's tracking link (issue 33): drawn by the database, answered by getOrder as trackingToken, never written through the collection.
  orderVehicles: ['trackingToken'],
  allowances: ['details'],
  // The stored wording of a line (issue 30): the answers give the description rendered in the reader's language.
  invoiceDtls: ['textCode', 'textParams'],
  // The key and parameters of a history row the server composed (issue 30): answered worded as newText.
  orderHistories: ['textCode', 'textParams'],
  // Normalised copies the database computes for the list search's trigram index (issue 30 part 2).
  clients: ['clientCodeSearch', 'clientShortNameSearch', 'clientNameEngSearch', 'clientNameChiSearch'],
  locations: ['locationCodeSearch', 'locationDescEngSearch', 'locationDescChiSearch', 'addressSearch'],
};

describe.each(Object.values(RESOURCES))('table and definition of $name agree', (def) => {
  const table = COLLECTION_TABLES[def.name];
  const columns = getTableColumns(table);

  it('has a table with the audit columns', () => {
    expect(table).toBeDefined();
    for (const name of SYSTEM_FIELDS) expect(columns, name).toHaveProperty(name);
  });

  it('has a column for every field and a field for every column', () => {
    const fields = def.fields.map((f) => f.name).sort();
    const own = Object.keys(columns)
      .filter((c) => !SYSTEM_FIELDS.includes(c as never) && !(SERVER_ONLY[def.name] ?? []).includes(c))
      .sort();
    expect(own).toEqual(fields);
  });

  it('matches required to NOT NULL, text max to the column length, and types', () => {
    for (const f of def.fields) {
      const col = columns[f.name] as unknown as { notNull: boolean; hasDefault: boolean; columnType: string; length?: number };
      if (f.required) expect(col.notNull, `${f.name} NOT NULL`).toBe(true);
      else expect(col.notNull && !col.hasDefault, `${f.name} nullable or defaulted`).toBe(false);
      const expected: Record<string, string[]> = {
        text: ['PgVarchar', 'PgText'],
        longText: ['PgText', 'PgVarchar'],
        integer: ['PgInteger', 'PgSmallInt'],
        reference: ['PgInteger'],
        references: ['PgArray'],
        decimal: ['PgNumeric'],
        money: ['PgNumeric'],
        date: ['PgDateString'],
        datetime: ['PgTimestamp', 'PgTimestampString'],
        time: ['PgTime'],
        flag: ['PgSmallInt'],
        status: ['PgVarchar'],
      };
      expect(expected[f.type], `${f.name} column type`).toContain(col.columnType);
      if (f.type === 'text' && col.columnType === 'PgVarchar') expect(col.length, `${f.name} length`).toBe(f.max);
    }
  });
});
