import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineProject, type UserWorkspaceConfig } from 'vitest/config';

/**
 * Files that need a module graph of their own: they mock modules (vi.mock), or read a module's state
 * made at import (the tab channel picks BroadcastChannel once; the router test starts signed in).
 * Every other web test file shares its worker's modules (`isolate: false`), about half the time.
 */
export const ISOLATED = [
  'src/features/realTimeVehicle/RealTimeVehicleScreen.test.tsx',
  'src/features/dashboard/DashboardScreen.test.tsx',
  'src/api/tabSync.test.ts',
  'src/app/router.test.tsx',
  'src/features/scheduling/SchedulingToday.test.tsx',
  'src/features/scheduling/plan/PlanScreen.test.tsx',
];

const base = {
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react()],
  test: {
    environment: 'happy-dom',
    setupFiles: ['./src/test/setup.ts'],
    // Far from the operator's zone (docs/testing.md): a screen that reads the browser's zone fails here.
    env: { TZ: 'America/Los_Angeles' },
    // Screens render slowly on a loaded machine (CI beside other work): a slow render is not a failure.
    testTimeout: 15_000,
  },
} satisfies UserWorkspaceConfig;

/** The web tests as two projects: `web` (shared modules) and `web-isolated`. */
export const webProjects = [
  { ...base, test: { ...base.test, name: 'web', include: ['src/**/*.test.{ts,tsx}'], exclude: ISOLATED, isolate: false } },
  { ...base, test: { ...base.test, name: 'web-isolated', include: ISOLATED } },
] satisfies UserWorkspaceConfig[];

export default defineProject(webProjects[0]);
