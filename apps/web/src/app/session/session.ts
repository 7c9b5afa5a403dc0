/**
 * The session as the screens read it, apart from SessionProvider (SessionContext.tsx), which loads the
 * user through TanStack Query: the sign-in page's files hold this (the token gate, the rights guard)
 * and not the query library (issue 13, "First load").
 */
import { createContext, useContext, useSyncExternalStore } from 'react';
import type { SessionUser } from '../../api/session';
import { onTabChange } from '../../api/tabSync';
import { tokens } from '../../api/tokens';

export interface Session {
  /** The token decides the signed-in state (spec section 4). */
  token: string | null;
  user: SessionUser | undefined;
  loading: boolean;
  failed: boolean;
  branchId: number | null;
  setBranch: (id: number) => void;
  signOff: () => void;
  /** Where the help icon leads: the elearningUrl parameter, else the build setting. */
  helpUrl: string;
}

export const SessionContext = createContext<Session | null>(null);

/** Changes here, and changes another tab made (its sign-off has emptied the shared storage already). */
function subscribeTokens(listener: () => void): () => void {
  const here = tokens.subscribe(listener);
  const elsewhere = onTabChange(listener);
  return () => {
    here();
    elsewhere();
  };
}

/** The stored token (null when signed off), without the session provider. */
export function useToken(): string | null {
  return useSyncExternalStore(subscribeTokens, () => tokens.token);
}

export function useSession(): Session {
  const s = useContext(SessionContext);
  if (!s) throw new Error('useSession outside SessionProvider');
  return s;
}

/** The signed-in user; only for screens behind the session guard. */
export function useUser(): SessionUser {
  const { user } = useSession();
  if (!user) throw new Error('useUser without a signed-in user');
  return user;
}
