import { render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ShellContext, type ShellChrome, useChildScreenChrome } from './ShellContext';

function Child({ hide, close }: { hide?: boolean; close?: boolean }) {
  useChildScreenChrome({ hideToolbar: hide, closeDrawer: close });
  return null;
}

describe('useChildScreenChrome', () => {
  it('hides the toolbar while the child shows, closes the drawer, and gives the toolbar back', () => {
    const chrome: ShellChrome = { toolbarHidden: false, drawerOpen: true, setToolbarHidden: vi.fn(), setDrawerOpen: vi.fn() };
    const { unmount } = render(
      <ShellContext.Provider value={chrome}>
        <Child hide close />
      </ShellContext.Provider>,
    );
    expect(chrome.setToolbarHidden).toHaveBeenLastCalledWith(true);
    expect(chrome.setDrawerOpen).toHaveBeenLastCalledWith(false);
    unmount();
    expect(chrome.setToolbarHidden).toHaveBeenLastCalledWith(false);
  });
  it('leaves the chrome alone by default', () => {
    const chrome: ShellChrome = { toolbarHidden: false, drawerOpen: true, setToolbarHidden: vi.fn(), setDrawerOpen: vi.fn() };
    render(
      <ShellContext.Provider value={chrome}>
        <Child />
      </ShellContext.Provider>,
    );
    expect(chrome.setToolbarHidden).not.toHaveBeenCalled();
    expect(chrome.setDrawerOpen).not.toHaveBeenCalled();
  });
});
