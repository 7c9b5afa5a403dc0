import type { Database } from '../src/db/client.js';

/*
 * Counts the statements a piece of work sends to the database, at the driver (node-postgres'
 * client.query, PGlite's query and exec, a PGlite transaction's own and its BEGIN/COMMIT), so
 * nothing drizzle does on the way escapes it. Only while `counting` runs; every statement's text is
 * kept, for a failure message that shows what was sent.
 */

type Query = (...args: unknown[]) => Promise<unknown>;
interface Counting {
  active: boolean;
  texts: string[];
}

const textOf = (q: unknown) => (typeof q === 'string' ? q : String((q as { text?: string } | null)?.text ?? '?'));

/** Wraps obj[name] (once) so each call while counting is recorded. */
function wrap(obj: Record<string, unknown>, name: string, state: Counting) {
  const original = obj[name] as Query;
  obj[name] = function (this: unknown, ...args: unknown[]) {
    if (state.active) state.texts.push(textOf(args[0]));
    return original.apply(this, args);
  };
}

interface PgPoolish {
  connect: (cb?: (err: Error | undefined, client: Record<string, unknown>, done: () => void) => void) => Promise<Record<string, unknown>> | undefined;
}
interface PgliteTx {
  query: Query;
  exec: Query;
}
interface Pgliteish {
  query: Query;
  exec: Query;
  transaction: (work: (tx: PgliteTx) => Promise<unknown>) => Promise<unknown>;
}

const marked = new WeakSet<object>();

/** A counter over the database's driver: `counting(work)` answers the work's result and the statements it sent. */
export function statementCounter(database: Database) {
  const state: Counting = { active: false, texts: [] };
  const client = (database.db as unknown as { $client: unknown }).$client;
  if (database.kind === 'postgres') {
    // Every statement of node-postgres, pooled or in a transaction, runs on a client the pool hands out.
    const pool = client as PgPoolish;
    const connect = pool.connect.bind(pool);
    const watch = (c: Record<string, unknown>) => {
      if (!marked.has(c)) {
        marked.add(c);
        wrap(c, 'query', state);
      }
      return c;
    };
    pool.connect = ((cb?: Parameters<PgPoolish['connect']>[0]) =>
      cb ? connect((err, c, done) => cb(err, c && watch(c), done)) : (connect() as Promise<Record<string, unknown>>).then(watch)) as PgPoolish['connect'];
  } else {
    const lite = client as Pgliteish;
    wrap(lite as unknown as Record<string, unknown>, 'query', state);
    wrap(lite as unknown as Record<string, unknown>, 'exec', state);
    const transaction = lite.transaction.bind(lite);
    lite.transaction = (work) =>
      transaction((tx) => {
        // PGlite sends BEGIN and COMMIT itself, past query and exec.
        if (state.active) state.texts.push('BEGIN (PGlite)', 'COMMIT (PGlite)');
        wrap(tx as unknown as Record<string, unknown>, 'query', state);
        wrap(tx as unknown as Record<string, unknown>, 'exec', state);
        return work(tx);
      });
  }
  return {
    async counting<T>(work: () => Promise<T>): Promise<{ result: T; statements: string[] }> {
      state.texts = [];
      state.active = true;
      try {
        const result = await work();
        return { result, statements: [...state.texts] };
      } finally {
        state.active = false;
      }
    },
  };
}
