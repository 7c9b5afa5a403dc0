/**
 * When the extensions of the generic screens (resources/extensions.ts, filled by app/extensions.tsx)
 * are registered. The app defers them (main.tsx) so that the sign-in page carries neither them nor the
 * resource definitions they are checked against (issue 13, "First load"): they load with the shell and
 * a generic screen waits for them. Without a deferred loader (tests), whatever is registered is used at once.
 */
import { use } from 'react';

let loader: (() => Promise<void>) | undefined;
let loading: Promise<void> | undefined;

/** How the extensions get registered later (main.tsx: by loading app/extensions.tsx). */
export function deferExtensions(load: () => Promise<void>): void {
  loader = load;
  loading = undefined;
}

/** Starts registering the deferred extensions; resolves once they are (at once when none are deferred). A failure is tried again by the next call. */
export function loadExtensions(): Promise<void> {
  if (!loader) return Promise.resolve();
  return (loading ??= loader().catch((err: unknown) => {
    loading = undefined;
    throw err;
  }));
}

/** For the generic screens, before they read the extensions: suspends until they are registered. */
export function useExtensionsRegistered(): void {
  if (loader) use(loadExtensions());
}
