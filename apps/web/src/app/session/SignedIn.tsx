import { LoadingOverlay } from '../../widgets/LoadingOverlay';
import { QueryLayer } from '../queryClient';
import Shell from '../shell/Shell';
import { SessionProvider } from './SessionContext';
import { useSession } from './session';

/**
 * The signed-in frame, loaded lazily behind the token gate (guards.tsx): the query client, the session
 * (the user, the rights, the branch) and the shell. Until the user is in it shows the loading overlay;
 * a failed user load signs off (SessionProvider), and the token gate sends the user to /login.
 */
export default function SignedIn() {
  return (
    <QueryLayer>
      <SessionProvider>
        <UserGate />
      </SessionProvider>
    </QueryLayer>
  );
}

function UserGate() {
  const { user, failed } = useSession();
  if (!user || failed) return <LoadingOverlay open fullScreen />;
  return <Shell />;
}
