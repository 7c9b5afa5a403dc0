/*
 * The driver's sign-in on this phone: a driver token, never the staff tokens of the back office
 * (a separate audience on the server). Kept in localStorage so the page opens signed in offline.
 */

export const TOKEN_KEY = 'limo.driverToken';
export const LOGIN_KEY = 'limo.driverLogin';
/** Why the last sign-out happened, shown on the sign-in form ('expired' after a 401). */
export type SignOutReason = 'expired' | null;

const listeners = new Set<() => void>();
let reason: SignOutReason = null;
// The snapshot must be stable between changes for useSyncExternalStore.
let snapshot = read();

function read() {
  return { token: localStorage.getItem(TOKEN_KEY), loginName: localStorage.getItem(LOGIN_KEY), reason };
}

function changed() {
  snapshot = read();
  for (const l of listeners) l();
}

export const driverSession = {
  get current() {
    return snapshot;
  },
  get token(): string | null {
    return snapshot.token;
  },
  get loginName(): string | null {
    return snapshot.token ? snapshot.loginName : null;
  },
  signedIn(token: string, loginName: string) {
    localStorage.setItem(TOKEN_KEY, token);
    localStorage.setItem(LOGIN_KEY, loginName);
    reason = null;
    changed();
  },
  /** Forgets the token; the queue stays, to go out after the next sign-in. */
  signOut(why: SignOutReason = null) {
    localStorage.removeItem(TOKEN_KEY);
    reason = why;
    changed();
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    // Another tab of the page signed in or out.
    const onStorage = (e: StorageEvent) => {
      if (e.key === TOKEN_KEY || e.key === LOGIN_KEY) changed();
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
