import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

const root = fileURLToPath(new URL('.', import.meta.url));

/**
 * What the sign-in screen loads (the entry, the sign-in screen and what they import) goes into one file:
 * the browser loads it all at once anyway, and one file compresses better than twenty small ones
 * (issue 13, "First load"; scripts/measure-initial-js.mjs measures it). Every other module is split as Rolldown likes.
 */
const ENTRY = `${root}index.html`;
/** The sign-in screen stays a file of its own (a signed-in user does not load it); what it imports joins the entry. */
const SIGN_IN = `${root}src/features/login/LoginScreen.tsx`;
let signInModules: Set<string> | undefined;
function signInChunk(id: string, ctx: { getModuleInfo(id: string): { importedIds: readonly string[] } | null }): string | null {
  if (!signInModules) {
    const seen = new Set<string>();
    const visit = (m: string) => {
      if (seen.has(m)) return;
      seen.add(m);
      for (const next of ctx.getModuleInfo(m)?.importedIds ?? []) visit(next);
    };
    visit(ENTRY);
    ctx.getModuleInfo(SIGN_IN)?.importedIds.forEach(visit);
    signInModules = seen;
  }
  return signInModules.has(id) ? 'index' : null;
}
/** Forgets the sign-in set of the last build (a watching build computes it again). */
const signInSet: Plugin = {
  name: 'limo-sign-in-set',
  buildStart() {
    signInModules = undefined;
  },
};

/** Names two shared files after what they hold (Rolldown names a file after a module in it: "zhHK", "src"). */
function chunkFileName(chunk: { name: string; moduleIds: readonly string[] }): string {
  const holds = (path: string) => chunk.moduleIds.some((id) => id.includes(path));
  const name = holds('/@mui/x-data-grid/') ? 'datagrid' : holds('/node_modules/zod/') ? 'zod' : chunk.name;
  return `assets/${name}-[hash].js`;
}

export default defineConfig({
  root,
  plugins: [
    react(),
    signInSet,
    // The drivers' phone page as an installable, offline app (issue 11). The page registers sw.js
    // itself with scope /driver/app/ (features/driverApp/serviceWorker.ts): staff screens stay uncontrolled.
    VitePWA({
      registerType: 'autoUpdate',
      injectRegister: null,
      // The manifest is the driver page's alone (public/driver/manifest.webmanifest, linked by that page), so staff screens offer no install.
      manifest: false,
      workbox: {
        globPatterns: ['**/*.{js,css,html,png,svg,woff2,webmanifest}'],
        navigateFallback: '/index.html',
        navigateFallbackAllowlist: [/^\/driver\/app\//],
        cleanupOutdatedCaches: true,
        runtimeCaching: [
          {
            urlPattern: /\/limo\/driver\/api\/jobs(?:\?|$)/,
            handler: 'NetworkFirst',
            options: { cacheName: 'driver-jobs', networkTimeoutSeconds: 8, expiration: { maxEntries: 20, maxAgeSeconds: 3 * 24 * 3600 } },
          },
          {
            urlPattern: /\/limo\/node\/langs\//,
            handler: 'NetworkFirst',
            options: { cacheName: 'langs', networkTimeoutSeconds: 8, expiration: { maxEntries: 4 } },
          },
        ],
      },
    }),
  ],
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
    sourcemap: false,
    manifest: true,
    chunkSizeWarningLimit: 1200,
    rolldownOptions: { output: { codeSplitting: { groups: [{ name: signInChunk }] }, chunkFileNames: chunkFileName } },
  },
  server: {
    port: 5173,
    proxy: { '/limo': { target: 'http://127.0.0.1:8080', ws: true } },
  },
});
