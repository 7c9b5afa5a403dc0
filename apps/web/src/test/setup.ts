import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// findBy and waitFor wait up to 5 s, not 1 s: a screen rendering slowly on a busy machine is not a failure.
configure({ asyncUtilTimeout: 5000 });

// Most web test files share their worker's modules and document (apps/web/vitest.config.ts): leave nothing behind.
afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});
