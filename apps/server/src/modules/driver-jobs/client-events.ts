import type { ServerLanguage } from '@limo/domain';
import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Tx } from '../../db/client.js';
import { driverClientEvents } from '../../db/schema/index.js';
import { HttpError, httpErrorBody } from '../../engine/errors.js';
import type { Events } from '../../engine/events.js';

/* A driver's write carries a client id (the phone's queue may send it twice): applied once, answered as before. */

export interface Outcome {
  status: number;
  body: unknown;
  replayed: boolean;
}

export const CLIENT_EVENT_ID = /^[A-Za-z0-9_-]{8,100}$/;

/**
 * Runs `apply` once per driver and client id. The id is claimed first in the transaction: a second
 * call with the same id waits for the first to commit, then answers what the first answered. A
 * refusal (4xx) is remembered too, so a replay is refused the same way; its writes and events roll back.
 */
export async function applyOnce(
  { db, events, log, lang = 'en' }: { db: Db; events: Events; log: FastifyBaseLogger; lang?: ServerLanguage },
  driverId: number,
  clientEventId: string,
  path: string,
  apply: (tx: Tx) => Promise<unknown>,
): Promise<Outcome> {
  return events.transaction(db, log, async (tx) => {
    const claimed = await tx
      .insert(driverClientEvents)
      .values({ driverId, clientEventId, statusCode: 0, answer: {} })
      .onConflictDoNothing()
      .returning({ driverId: driverClientEvents.driverId });
    const key = and(eq(driverClientEvents.driverId, driverId), eq(driverClientEvents.clientEventId, clientEventId));
    if (!claimed.length) {
      const [before] = await tx.select().from(driverClientEvents).where(key);
      return { status: before.statusCode, body: before.answer, replayed: true };
    }
    let outcome: Outcome;
    try {
      outcome = { status: 200, body: await events.transaction(tx, log, apply), replayed: false };
    } catch (err) {
      if (!(err instanceof HttpError) || err.status >= 500 || err.status === 401) throw err;
      // Remembered in the language of the first call: a replay answers the same.
      outcome = { status: err.status, body: httpErrorBody(err, path, lang), replayed: false };
    }
    await tx
      .update(driverClientEvents)
      .set({ statusCode: outcome.status, answer: outcome.body as object })
      .where(key);
    return outcome;
  });
}
