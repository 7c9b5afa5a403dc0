/*
 * The drivers' page is an installable app: its service worker (sw.js, built by vite-plugin-pwa)
 * is registered from this page only, scoped to /driver/app/, so staff screens stay uncontrolled.
 */
import { Workbox } from 'workbox-window';

export const SW_URL = '/sw.js';
export const SW_SCOPE = '/driver/app/';

let registered = false;

export const MANIFEST_URL = '/driver/manifest.webmanifest';

/** Links the driver app's manifest from this page only: staff screens must not offer to install it. */
function linkManifest(): void {
  if (document.querySelector(`link[rel="manifest"][href="${MANIFEST_URL}"]`)) return;
  const link = document.createElement('link');
  link.rel = 'manifest';
  link.href = MANIFEST_URL;
  document.head.appendChild(link);
}

export function registerDriverServiceWorker(): void {
  linkManifest();
  // The dev server builds no sw.js; tests have no service workers.
  if (registered || !import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  registered = true;
  const wb = new Workbox(SW_URL, { scope: SW_SCOPE });
  // autoUpdate: a new version takes over at once and the page reloads into it (the queue is in IndexedDB).
  wb.addEventListener('controlling', (e) => {
    if (e.isUpdate) window.location.reload();
  });
  void wb.register().catch(() => undefined);
}
