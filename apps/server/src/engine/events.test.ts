import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type Database, type Db, openPglite, type Tx } from '../db/client.js';
import { Events } from './events.js';

let database: Database;
let db: Db;
const notes = async (ex: Db | Tx) => (await ex.execute<{ note: string }>(sql`select note from notes order by id`)).rows.map((r) => r.note);
const note = (ex: Db | Tx, text: string) => ex.execute(sql`insert into notes (note) values (${text})`);
const refuse = () => {
  throw new Error('refused');
};

beforeAll(async () => {
  database = await openPglite('memory://');
  db = database.db;
  await db.execute(sql`create table notes (id serial primary key, note text not null)`);
});
afterAll(() => database.close());
beforeEach(async () => void (await db.execute(sql`delete from notes`)));

describe('the event registry', () => {
  it('writes in-transaction subscribers in the change, and tells after-commit ones once it committed, before answering', async () => {
    const events = new Events();
    const told: string[] = [];
    events.inTransaction('orderCancelled', (tx, e) => note(tx, `outbox ${e.orderId}`));
    events.afterCommit('orderChanged', async (e) => void told.push(`order ${e.orderId} after ${(await notes(db)).join(', ')}`));
    await events.transaction(db, undefined, async (tx) => {
      await note(tx, 'change');
      await events.publish(tx, 'orderCancelled', { orderId: 7, by: 'kw' });
      await events.publish(tx, 'orderChanged', { branchId: 2, orderId: 7 });
      expect(told).toEqual([]);
    });
    expect(told).toEqual(['order 7 after change, outbox 7']);
  });

  it('tells nothing of a change that rolled back, and its in-transaction writes go with it', async () => {
    const events = new Events();
    const told: number[] = [];
    events.inTransaction('orderCancelled', (tx, e) => note(tx, `outbox ${e.orderId}`));
    events.afterCommit('orderChanged', (e) => void told.push(e.orderId));
    const failing = events.transaction(db, undefined, async (tx) => {
      await events.publish(tx, 'orderCancelled', { orderId: 7, by: 'kw' });
      await events.publish(tx, 'orderChanged', { branchId: 2, orderId: 7 });
      refuse();
    });
    await expect(failing).rejects.toThrow('refused');
    expect(told).toEqual([]);
    expect(await notes(db)).toEqual([]);
  });

  it("holds a savepoint's events for the outer commit, and drops them when the savepoint rolls back", async () => {
    const events = new Events();
    const told: number[] = [];
    events.afterCommit('orderChanged', (e) => void told.push(e.orderId));
    await events.transaction(db, undefined, async (tx) => {
      await events.transaction(tx, undefined, (sp) => events.publish(sp, 'orderChanged', { branchId: 2, orderId: 1 }));
      expect(told).toEqual([]);
      await events
        .transaction(tx, undefined, async (sp) => {
          await events.publish(sp, 'orderChanged', { branchId: 2, orderId: 2 });
          refuse();
        })
        .catch(() => undefined);
      await events.publish(tx, 'orderChanged', { branchId: 2, orderId: 3 });
    });
    expect(told).toEqual([1, 3]);
  });

  it('passes the log of the outermost transaction to after-commit subscribers', async () => {
    const events = new Events();
    const logs: unknown[] = [];
    const log = { name: 'request' } as never;
    events.afterCommit('orderChanged', (_e, given) => void logs.push(given));
    await events.transaction(db, log, (tx) => events.transaction(tx, undefined, (sp) => events.publish(sp, 'orderChanged', { branchId: 2, orderId: 1 })));
    expect(logs).toEqual([log]);
  });

  it('refuses an after-commit happening in a transaction it did not open, and writes an in-transaction one there', async () => {
    const events = new Events();
    events.inTransaction('orderCancelled', (tx, e) => note(tx, `outbox ${e.orderId}`));
    await db.transaction((tx) => events.transaction(tx, undefined, (sp) => events.publish(sp, 'orderCancelled', { orderId: 4, by: 'kw' })));
    expect(await notes(db)).toEqual(['outbox 4']);
    events.afterCommit('orderChanged', () => undefined);
    const foreign = db.transaction((tx) => events.publish(tx, 'orderChanged', { branchId: 2, orderId: 4 }));
    await expect(foreign).rejects.toThrow('orderChanged was published in a transaction not opened by events.transaction');
  });

  it('tells a change committed already to after-commit subscribers only', async () => {
    const events = new Events();
    const told: number[] = [];
    events.afterCommit('driverMoved', (e) => void told.push(e.driverId));
    await events.committed('driverMoved', { branchId: 2, driverId: 9 });
    expect(told).toEqual([9]);
    events.inTransaction('orderCancelled', () => Promise.resolve());
    await expect(events.committed('orderCancelled', { orderId: 1, by: 'kw' })).rejects.toThrow('publish it in the change');
  });

  it('keeps the subscribers of each registry (each app) to itself', async () => {
    const [a, b] = [new Events(), new Events()];
    const told: string[] = [];
    a.afterCommit('driverMoved', () => void told.push('a'));
    b.afterCommit('driverMoved', () => void told.push('b'));
    await b.committed('driverMoved', { branchId: 2, driverId: 9 });
    expect(told).toEqual(['b']);
  });
});
