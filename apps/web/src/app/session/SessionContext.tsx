import { setOperatorTimeZone } from '@limo/domain/rules/operator-time';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useCallback, useEffect, useMemo, useState } from 'react';
import { setDefaultErrorMessage } from '../../api/errors';
import { loadPublicParameters, loadUser, type SessionUser, signOff } from '../../api/session';
import { tokens } from '../../api/tokens';
import { config } from '../../config';
import { type Session, SessionContext, useToken } from './session';

// The context and its hooks are in ./session (the sign-in page's files take them without the query library).
export { type Session, useSession, useToken, useUser } from './session';

/** The branch to work in: the stored choice when the user still holds it, else the home branch. */
export function chooseBranch(user: Pick<SessionUser, 'branchId' | 'branches'>, stored: number | null): number | null {
  if (stored !== null && user.branches.includes(stored)) return stored;
  if (user.branchId !== null && (user.branches.length === 0 || user.branches.includes(user.branchId))) return user.branchId;
  return user.branches[0] ?? null;
}

/** The public parameters; the operator's zone is set as they arrive, before any screen shows them. */
async function loadParameters() {
  const p = await loadPublicParameters();
  if (p.timeZone) setOperatorTimeZone(p.timeZone);
  return p;
}

export function SessionProvider({ children }: { children: ReactNode }) {
  // The tabs of this browser share one refresh and one sign-off: the app joins them from the sign-in page on (App.tsx).
  const token = useToken();
  const queryClient = useQueryClient();
  const [branchId, setBranchId] = useState<number | null>(tokens.branchId);
  const userQuery = useQuery({ queryKey: ['session', 'user'], queryFn: loadUser, enabled: token !== null, retry: false, staleTime: Infinity });
  // The default error message, the help link and the operator's time zone, readable by every signed-in user.
  const parms = useQuery({
    queryKey: ['session', 'publicParameters'],
    queryFn: loadParameters,
    enabled: userQuery.isSuccess,
    retry: false,
    staleTime: Infinity,
  });

  // A failed user load signs the user off (spec section 8).
  useEffect(() => {
    if (userQuery.isError) signOff();
  }, [userQuery.isError]);

  useEffect(() => {
    const user = userQuery.data;
    if (!user) return;
    const chosen = chooseBranch(user, tokens.branchId);
    tokens.setBranchId(chosen);
    setBranchId(chosen);
  }, [userQuery.data]);

  // Without the parameter (or when the call fails) the built-in message stays.
  useEffect(() => setDefaultErrorMessage(parms.data?.defaultErrorMessage ?? null), [parms.data]);
  const helpUrl = parms.data?.elearningUrl || config.elearningUrl;

  useEffect(() => {
    // Signing off forgets every answer, the user's too, so the next sign-in starts afresh.
    if (token === null) queryClient.removeQueries();
  }, [token, queryClient]);

  const setBranch = useCallback(
    (id: number) => {
      tokens.setBranchId(id);
      setBranchId(id);
      void queryClient.invalidateQueries({ predicate: (q) => q.queryKey[0] !== 'session' });
    },
    [queryClient],
  );

  const value = useMemo<Session>(
    () => ({
      token,
      user: token ? userQuery.data : undefined,
      loading: token !== null && userQuery.isPending,
      failed: userQuery.isError,
      branchId,
      setBranch,
      signOff,
      helpUrl,
    }),
    [token, userQuery.data, userQuery.isPending, userQuery.isError, branchId, setBranch, helpUrl],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}
