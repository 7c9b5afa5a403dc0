import { type ComponentType, lazy } from 'react';

/**
 * A component kept out of its user's file and loaded on demand (issue 13, "First load"): `preload()`
 * starts loading it (a date field when the pointer or the focus reaches its calendar button, a list
 * when they come to the list); `Component` renders it, suspending (so inside a Suspense boundary)
 * only while it is still loading. A failed load is tried again by the next `preload()` or render.
 */
export function onDemand<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loaded: ComponentType<P> | undefined;
  let pending: Promise<ComponentType<P>> | undefined;
  const start = () =>
    (pending ??= load().then(
      (c) => (loaded = c),
      (err: unknown) => {
        pending = undefined;
        throw err;
      },
    ));
  const Lazy = lazy(() => start().then((c) => ({ default: c })));
  function Component(props: P) {
    const C = loaded ?? Lazy;
    return <C {...props} />;
  }
  return {
    Component,
    /** Starts loading; a failure is left to the render that needs the component. */
    preload: () => void start().catch(() => undefined),
  };
}
