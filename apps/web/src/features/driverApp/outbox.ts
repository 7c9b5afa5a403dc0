/*
 * The queue of the driver's writes, kept in IndexedDB so nothing made offline is lost when the
 * page closes. One array under one key: a phone holds at most a few thousand items.
 */
import { get, set } from 'idb-keyval';
import type { QueueItem } from './queueModel';

/** Where the queue lives; IndexedDB in the page, a map in tests. */
export interface KeyValue {
  get<T>(key: string): Promise<T | undefined>;
  set(key: string, value: unknown): Promise<void>;
}

export const idbKeyValue: KeyValue = { get, set };

export const QUEUE_KEY = 'limo.driverQueue';

export interface Outbox {
  /** Resolves once the stored queue has been read. */
  ready: Promise<void>;
  items(): readonly QueueItem[];
  add(item: QueueItem): Promise<void>;
  /** Removes items by clientEventId. */
  remove(ids: readonly string[]): Promise<void>;
  subscribe(listener: () => void): () => void;
}

export function createOutbox(kv: KeyValue = idbKeyValue, key = QUEUE_KEY): Outbox {
  let items: readonly QueueItem[] = [];
  const listeners = new Set<() => void>();
  // Writes to storage one after the other, each the whole queue as it then stood.
  let saving: Promise<void> = Promise.resolve();
  // No IndexedDB (a private window, tests): the queue still works, in memory only.
  const ready = Promise.resolve()
    .then(() => kv.get<QueueItem[]>(key))
    .then((stored) => {
      items = Array.isArray(stored) ? stored : [];
    })
    .catch(() => undefined);

  const publish = () => {
    const snapshot = items;
    saving = saving.then(() => kv.set(key, snapshot)).catch(() => undefined);
    for (const l of listeners) l();
    return saving;
  };

  return {
    ready,
    items: () => items,
    async add(item) {
      await ready;
      items = [...items, item];
      await publish();
    },
    async remove(ids) {
      await ready;
      const gone = new Set(ids);
      const left = items.filter((i) => !gone.has(i.clientEventId));
      if (left.length === items.length) return;
      items = left;
      await publish();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
