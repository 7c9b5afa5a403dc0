import { type RefObject, useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker } from 'react-router';
import { ConfirmDialog } from './ConfirmDialog';

/** Closing or reloading the tab with unsaved changes: the browser's own question. Needs no router (dialogs). */
export function useUnloadGuard(dirty: RefObject<boolean>) {
  useEffect(() => {
    const warn = (e: BeforeUnloadEvent) => {
      if (!dirty.current) return;
      e.preventDefault();
      e.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
}

/**
 * Asks before leaving a screen with unsaved changes: another screen of the app (a Yes/No dialog),
 * or closing or reloading the tab (the browser's own question). `dirty` is a ref so a save that
 * navigates at once is not held back by the render that has not happened yet.
 */
export function useLeaveGuard(dirty: RefObject<boolean>, message?: string) {
  const { t } = useTranslation();
  const shouldBlock = useCallback(
    ({ currentLocation, nextLocation }: { currentLocation: { pathname: string; search: string }; nextLocation: { pathname: string; search: string } }) =>
      dirty.current && (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
    [dirty],
  );
  const blocker = useBlocker(shouldBlock);
  useUnloadGuard(dirty);

  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      message={message ?? t('common.leaveUnsaved')}
      onYes={() => blocker.proceed?.()}
      onNo={() => blocker.reset?.()}
    />
  );
}
