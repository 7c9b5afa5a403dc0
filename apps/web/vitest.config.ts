import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

export default defineProject({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react()],
  test: {
    name: 'web',
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    // Far from the operator's zone (docs/testing.md): a screen that reads the browser's zone fails here.
    env: { TZ: 'America/Los_Angeles' },
    // Screens render slowly on a loaded machine (CI beside other work): a slow render is not a failure.
    testTimeout: 15_000,
  },
});
