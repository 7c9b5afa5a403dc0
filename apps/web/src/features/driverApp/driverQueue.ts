/*
 * The page's one queue and one flusher (issue 11), with what the screen needs to hear from them:
 * answers to patch the jobs with, refusals to show the driver, and whether the last try failed.
 */
import { driverCall } from './driverClient';
import { driverSession } from './driverSession';
import { createFlusher } from './flusher';
import { createOutbox } from './outbox';
import type { QueueItem } from './queueModel';

/** A fresh clientEventId; crypto.randomUUID needs a secure page, so fall back to random bytes. */
export function newEventId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6] & 0x0f) | 0x40;
  b[8] = (b[8] & 0x3f) | 0x80;
  const h = [...b].map((x) => x.toString(16).padStart(2, '0')).join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

export interface Refusal {
  id: string;
  items: QueueItem[];
  message: string;
}

type SentListener = (items: QueueItem[], body: unknown) => void;

const sentListeners = new Set<SentListener>();
const stateListeners = new Set<() => void>();
let refusals: Refusal[] = [];
/** True after a try that got no answer (or a 5xx), until one gets through. */
let failing = false;

const notify = () => {
  for (const l of stateListeners) l();
};

export const outbox = createOutbox();

export const flusher = createFlusher(outbox, driverCall, () => driverSession.loginName, {
  sent(items, body) {
    for (const l of sentListeners) l(items, body);
    if (failing) {
      failing = false;
      notify();
    }
  },
  dropped(items, message) {
    refusals = [...refusals, { id: items[0].clientEventId, items, message }];
    notify();
  },
  stopped(outcome) {
    const now = outcome === 'retry';
    if (now !== failing) {
      failing = now;
      notify();
    }
  },
});

outbox.subscribe(notify);

/** Queues a write the driver just made and starts sending at once. */
export async function enqueue(item: QueueItem): Promise<void> {
  await outbox.add(item);
  void flushNow();
}

/** Sends what can be sent; a failure is already recorded as `failing`. */
export function flushNow(): Promise<void> {
  return flusher.flush().catch(() => undefined);
}

export const queueEvents = {
  onSent(listener: SentListener): () => void {
    sentListeners.add(listener);
    return () => sentListeners.delete(listener);
  },
  subscribe(listener: () => void): () => void {
    stateListeners.add(listener);
    return () => stateListeners.delete(listener);
  },
  refusals: () => refusals,
  failing: () => failing,
  dismiss(id: string) {
    refusals = refusals.filter((r) => r.id !== id);
    notify();
  },
};
