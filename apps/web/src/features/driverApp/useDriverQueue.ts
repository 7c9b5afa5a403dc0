/* The queue as the screen sees it, and the moments the flusher runs. */
import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { flushNow, outbox, queueEvents } from './driverQueue';
import { pendingFor } from './queueModel';

/** Every 10 s the flusher tries again on its own (a 5xx or a lost answer leaves the head waiting). */
export const FLUSH_EVERY_MS = 10_000;

const subscribeQueue = (l: () => void) => {
  const a = outbox.subscribe(l);
  const b = queueEvents.subscribe(l);
  return () => {
    a();
    b();
  };
};

const subscribeOnline = (l: () => void) => {
  window.addEventListener('online', l);
  window.addEventListener('offline', l);
  return () => {
    window.removeEventListener('online', l);
    window.removeEventListener('offline', l);
  };
};

export function useOnline(): boolean {
  return useSyncExternalStore(subscribeOnline, () => navigator.onLine);
}

/** This driver's waiting items, whether sending is failing, and the refusals to show. */
export function useDriverQueue(driver: string | null) {
  const items = useSyncExternalStore(subscribeQueue, outbox.items);
  const failing = useSyncExternalStore(subscribeQueue, queueEvents.failing);
  const refusals = useSyncExternalStore(subscribeQueue, queueEvents.refusals);
  const mine = useMemo(() => pendingFor(items, driver), [items, driver]);
  return { mine, failing, refusals };
}

/** Runs the flusher at start, when the phone comes back online, on sign-in and every 10 s. */
export function useFlushTriggers(driver: string | null) {
  useEffect(() => {
    if (!driver) return;
    void flushNow();
    const onOnline = () => void flushNow();
    window.addEventListener('online', onOnline);
    const timer = window.setInterval(() => void flushNow(), FLUSH_EVERY_MS);
    return () => {
      window.removeEventListener('online', onOnline);
      window.clearInterval(timer);
    };
  }, [driver]);
}
