import { createContext, useContext, useEffect } from 'react';

export interface ShellChrome {
  toolbarHidden: boolean;
  drawerOpen: boolean;
  setToolbarHidden: (hidden: boolean) => void;
  setDrawerOpen: (open: boolean) => void;
}

export const ShellContext = createContext<ShellChrome | null>(null);

export function useShellChrome(): ShellChrome {
  const c = useContext(ShellContext);
  if (!c) throw new Error('useShellChrome outside the shell');
  return c;
}

/**
 * For child screens: hide the toolbar and/or close the drawer while the screen is shown
 * (spec section 2); the toolbar comes back when the screen goes.
 */
export function useChildScreenChrome({ hideToolbar = false, closeDrawer = false }: { hideToolbar?: boolean; closeDrawer?: boolean }) {
  const { setToolbarHidden, setDrawerOpen } = useShellChrome();
  useEffect(() => {
    if (closeDrawer) setDrawerOpen(false);
    if (!hideToolbar) return;
    setToolbarHidden(true);
    return () => setToolbarHidden(false);
  }, [hideToolbar, closeDrawer, setToolbarHidden, setDrawerOpen]);
}
