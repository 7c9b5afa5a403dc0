import { RESOURCES } from '@limo/domain';
import { getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { COLLECTION_TABLES } from '../src/db/schema/index.js';

// COLLECTION_TABLES is cast, not type-checked entry by entry (schema/index.ts): this test holds what the type did.
describe('the table behind each generic collection', () => {
  it('is a PostgreSQL table for every entry, and every collection of the domain has one', () => {
    const entries = Object.entries(COLLECTION_TABLES);
    expect(entries.length).toBeGreaterThan(50);
    for (const [name, table] of entries) {
      expect(is(table, PgTable), name).toBe(true);
      expect(getTableName(table), name).toMatch(/^[a-z][a-z0-9_]*$/);
    }
    for (const def of Object.values(RESOURCES)) expect(COLLECTION_TABLES[def.name], def.name).toBeDefined();
  });
});
