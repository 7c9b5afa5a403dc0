import Box from '@mui/material/Box';
import { Suspense, useMemo, useState } from 'react';
import { Outlet } from 'react-router';
import { LoadingOverlay } from '../../widgets/LoadingOverlay';
import { menuFor } from '../access';
import { useRouteTitle } from '../routeTitle';
import { useSession, useUser } from '../session/SessionContext';
import { MenuDrawer } from './MenuDrawer';
import { ShellContext, type ShellChrome } from './ShellContext';
import { TOOLBAR_HEIGHT } from './layout';
import { TopBar } from './TopBar';

/** The signed-in frame: toolbar, left menu and the current screen. */
export default function Shell() {
  const user = useUser();
  const { branchId, setBranch } = useSession();
  const [drawerOpen, setDrawerOpen] = useState(true);
  const [toolbarHidden, setToolbarHidden] = useState(false);
  const chrome = useMemo<ShellChrome>(() => ({ drawerOpen, toolbarHidden, setDrawerOpen, setToolbarHidden }), [drawerOpen, toolbarHidden]);
  const menu = useMemo(() => menuFor(user.rights), [user.rights]);
  const title = useRouteTitle();

  return (
    <ShellContext.Provider value={chrome}>
      <Box sx={{ display: 'flex', minHeight: '100vh' }}>
        {!toolbarHidden && <TopBar title={title} user={user} branchId={branchId} onBranch={setBranch} onToggleDrawer={() => setDrawerOpen((o) => !o)} />}
        <MenuDrawer entries={menu} open={drawerOpen} offsetTop={!toolbarHidden} />
        <Box component="main" sx={{ flexGrow: 1, minWidth: 0, p: 2, mt: toolbarHidden ? 0 : `${TOOLBAR_HEIGHT}px`, position: 'relative' }}>
          <Suspense fallback={<LoadingOverlay open />}>
            <Outlet />
          </Suspense>
        </Box>
      </Box>
    </ShellContext.Provider>
  );
}
