/**
 * The tabs of one browser share one session (the tokens sit in local storage). They tell each
 * other when they refresh, what the new token pair is, and when the user signs off, so that one
 * tab refreshes for all and a sign-off in one tab signs off the others at once.
 */
import { tokens } from './tokens';

export type TabMessage = { type: 'refreshing' } | { type: 'tokens'; token: string; refreshToken: string } | { type: 'refreshFailed' } | { type: 'signedOff' };

export interface TabChannel {
  post(message: TabMessage): void;
  listen(listener: (message: TabMessage) => void): () => void;
  close(): void;
}

const CHANNEL = 'limo-session';
/** How long a tab waits for another tab's refresh before refreshing itself (that tab may have closed). */
export const REFRESH_WAIT_MS = 10_000;

const isMessage = (v: unknown): v is TabMessage =>
  typeof v === 'object' && v !== null && ['refreshing', 'tokens', 'refreshFailed', 'signedOff'].includes((v as TabMessage).type);

/** A BroadcastChannel, or where a browser lacks one, messages through a local-storage key (other tabs get a storage event). */
export function openTabChannel(): TabChannel {
  if (typeof BroadcastChannel === 'function') {
    const bc = new BroadcastChannel(CHANNEL);
    return {
      post: (m) => bc.postMessage(m),
      listen: (listener) => {
        const handler = (e: MessageEvent) => isMessage(e.data) && listener(e.data);
        bc.addEventListener('message', handler);
        return () => bc.removeEventListener('message', handler);
      },
      close: () => bc.close(),
    };
  }
  return {
    post: (m) => {
      // Written and removed at once: the other tabs see the write, and no token pair stays behind.
      localStorage.setItem(CHANNEL, JSON.stringify({ ...m, at: `${Date.now()}-${Math.random()}` }));
      localStorage.removeItem(CHANNEL);
    },
    listen: (listener) => {
      const handler = (e: StorageEvent) => {
        if (e.key !== CHANNEL || !e.newValue) return;
        try {
          const m: unknown = JSON.parse(e.newValue);
          if (isMessage(m)) listener(m);
        } catch {
          // not one of ours
        }
      };
      window.addEventListener('storage', handler);
      return () => window.removeEventListener('storage', handler);
    },
    close: () => undefined,
  };
}

/** Another tab's refresh under way: settles true (its tokens taken), false (it failed) or null (no word in time). */
interface Awaited {
  outcome: Promise<boolean | null>;
  settle: (ok: boolean | null) => void;
}

let channel: TabChannel | null = null;
let stopListening: () => void = () => undefined;
let elsewhere: Awaited | null = null;
const changeListeners = new Set<() => void>();

function settleElsewhere(ok: boolean | null) {
  elsewhere?.settle(ok);
  elsewhere = null;
}

function receive(m: TabMessage) {
  if (m.type === 'refreshing') {
    settleElsewhere(null);
    let settle: (ok: boolean | null) => void = () => undefined;
    const outcome = new Promise<boolean | null>((resolve) => {
      const timer = setTimeout(() => resolve(null), REFRESH_WAIT_MS);
      settle = (ok) => {
        clearTimeout(timer);
        resolve(ok);
      };
    });
    const mine: Awaited = { outcome, settle };
    elsewhere = mine;
    void outcome.then(() => elsewhere === mine && (elsewhere = null));
    return;
  }
  if (m.type === 'tokens') tokens.set(m.token, m.refreshToken);
  if (m.type === 'signedOff') tokens.clear();
  settleElsewhere(m.type === 'tokens');
  for (const l of changeListeners) l();
}

/** Joins the other tabs (idempotent); returns the way to leave. `open` is for tests. */
export function startTabSync(open: () => TabChannel = openTabChannel): () => void {
  if (!channel) {
    channel = open();
    stopListening = channel.listen(receive);
  }
  return stopTabSync;
}

export function stopTabSync(): void {
  stopListening();
  channel?.close();
  channel = null;
  settleElsewhere(null);
}

/** Called when another tab changed the session (its tokens taken, or signed off). */
export function onTabChange(listener: () => void): () => void {
  changeListeners.add(listener);
  return () => changeListeners.delete(listener);
}

/** The outcome of another tab's refresh when one is under way, else null. */
export function refreshElsewhere(): Promise<boolean | null> | null {
  return elsewhere?.outcome ?? null;
}

export function announceRefreshing(): void {
  channel?.post({ type: 'refreshing' });
}

export function announceRefreshFailed(): void {
  channel?.post({ type: 'refreshFailed' });
}

/** Stores a new token pair (sign-in, refresh) and hands it to the other tabs. */
export function shareTokens(token: string, refreshToken: string): void {
  tokens.set(token, refreshToken);
  channel?.post({ type: 'tokens', token, refreshToken });
}

/** Signs off here and in every other tab. */
export function signOffEverywhere(): void {
  tokens.clear();
  channel?.post({ type: 'signedOff' });
}
