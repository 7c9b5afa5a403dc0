/**
 * The session kept in the browser (spec section 4): the token and the refresh token in
 * local storage; their presence decides the signed-in state. The selected branch is kept
 * beside them so that a reload keeps it.
 */
const TOKEN = 'token';
const REFRESH = 'refreshToken';
const BRANCH = 'branchId';

type Listener = () => void;
const listeners = new Set<Listener>();

export const tokens = {
  get token(): string | null {
    return localStorage.getItem(TOKEN);
  },
  get refreshToken(): string | null {
    return localStorage.getItem(REFRESH);
  },
  set(token: string, refreshToken: string): void {
    localStorage.setItem(TOKEN, token);
    localStorage.setItem(REFRESH, refreshToken);
    notify();
  },
  /** Signing off: both tokens go, the branch choice too. */
  clear(): void {
    const had = localStorage.getItem(TOKEN) !== null || localStorage.getItem(REFRESH) !== null;
    localStorage.removeItem(TOKEN);
    localStorage.removeItem(REFRESH);
    localStorage.removeItem(BRANCH);
    if (had) notify();
  },
  get branchId(): number | null {
    const v = Number(localStorage.getItem(BRANCH));
    return Number.isInteger(v) && v > 0 ? v : null;
  },
  setBranchId(id: number | null): void {
    if (id === null) localStorage.removeItem(BRANCH);
    else localStorage.setItem(BRANCH, String(id));
  },
  /** Called whenever the tokens are set or cleared (sign-in, refresh, sign-off). */
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

function notify(): void {
  for (const l of listeners) l();
}
