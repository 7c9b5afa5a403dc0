/*
 * The one sender of the driver's queue: head first, one call at a time, stopping at the first
 * network failure or 5xx so nothing overtakes an older write. Safe to call as often as wanted: a
 * call while a flush runs makes that flush go round once more instead of starting a second.
 */
import { type Call, NetworkError, serverMessage } from './driverClient';
import type { Outbox } from './outbox';
import { nextSend, type Outcome, outcomeOf, type QueueItem } from './queueModel';

export interface FlushEvents {
  /** A 2xx: told before the items leave the queue, so the screen never shows neither. */
  sent?: (items: QueueItem[], body: unknown) => void;
  /** A 4xx other than 401: the items are gone; the driver should read why. */
  dropped?: (items: QueueItem[], message: string, status: number) => void;
  /** How the last attempt ended: 'retry' after a network failure or a 5xx. */
  stopped?: (outcome: Outcome | 'idle') => void;
}

export interface Flusher {
  flush(): Promise<void>;
}

export function createFlusher(outbox: Outbox, call: Call, driver: () => string | null, events: FlushEvents = {}): Flusher {
  let running: Promise<void> | null = null;
  let again = false;

  async function drain(): Promise<void> {
    await outbox.ready;
    for (;;) {
      const send = nextSend(outbox.items(), driver());
      if (!send) return events.stopped?.('idle');
      let status: number | 'network';
      let body: unknown = null;
      try {
        const answer = await call(send.path, { method: 'POST', body: send.body });
        status = answer.status;
        body = answer.body;
      } catch (err) {
        if (!(err instanceof NetworkError)) throw err;
        status = 'network';
      }
      const outcome = outcomeOf(status);
      const ids = send.items.map((i) => i.clientEventId);
      if (outcome === 'sent') {
        events.sent?.(send.items, body);
        await outbox.remove(ids);
      } else if (outcome === 'dropped') {
        await outbox.remove(ids);
        events.dropped?.(send.items, serverMessage({ status: status as number, body }), status as number);
      } else {
        return events.stopped?.(outcome);
      }
    }
  }

  function flush(): Promise<void> {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      try {
        do {
          again = false;
          await drain();
        } while (again);
      } finally {
        running = null;
      }
    })();
    return running;
  }

  return { flush };
}
