import { configDefaults, defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'domain', root: 'packages/domain', include: ['src/**/*.test.ts'], environment: 'node' } },
      {
        test: {
          name: 'server',
          root: 'apps/server',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          exclude: [...configDefaults.exclude, 'test/security/**'],
          environment: 'node',
          globalSetup: ['test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: 'forks',
        },
      },
      // Issue 19: the security cases derived from the routes and resources (npm run test:security).
      {
        test: {
          name: 'security',
          root: 'apps/server',
          include: ['test/security/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: 'forks',
        },
      },
      'apps/web/vitest.config.ts',
    ],
  },
});
