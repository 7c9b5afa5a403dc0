import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

const root = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig({
  root,
  plugins: [
    react(),
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
  },
  server: {
    port: 5173,
    proxy: { '/limo': { target: 'http://127.0.0.1:8080', ws: true } },
  },
});
