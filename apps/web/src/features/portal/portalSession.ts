/*
 * The client portal's sign-in on this browser (issue 33): portal-audience tokens only, kept apart from
 * the staff tokens (api/tokens.ts) and the driver's (driverApp/driverSession.ts). Kept in localStorage
 * as the driver page keeps its token, so a reload stays signed in.
 */

export const TOKEN_KEY = 'limo.portalToken';
export const REFRESH_KEY = 'limo.portalRefresh';
/** Why the last sign-out happened, shown on the sign-in form ('expired' after a failed refresh). */
export type SignOutReason = 'expired' | null;

const listeners = new Set<() => void>();
let reason: SignOutReason = null;
// Stable between changes for useSyncExternalStore.
let snapshot = read();

function read() {
  return { token: localStorage.getItem(TOKEN_KEY), refreshToken: localStorage.getItem(REFRESH_KEY), reason };
}

function changed() {
  snapshot = read();
  for (const l of listeners) l();
}

export const portalSession = {
  get current() {
    return snapshot;
  },
  get token(): string | null {
    return snapshot.token;
  },
  get refreshToken(): string | null {
    return snapshot.refreshToken;
  },
  signedIn(token: string, refreshToken: string) {
    localStorage.setItem(TOKEN_KEY, token);
    localStorage.setItem(REFRESH_KEY, refreshToken);
    reason = null;
    changed();
  },
  signOut(why: SignOutReason = null) {
    localStorage.removeItem(TOKEN_KEY);
    localStorage.removeItem(REFRESH_KEY);
    reason = why;
    changed();
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    // Another tab signed in or out.
    const onStorage = (e: StorageEvent) => {
      if (e.key === TOKEN_KEY || e.key === REFRESH_KEY) changed();
    };
    window.addEventListener('storage', onStorage);
    return () => {
      listeners.delete(listener);
      window.removeEventListener('storage', onStorage);
    };
  },
  /** For tests: reads the storage again. */
  reload() {
    reason = null;
    changed();
  },
};
