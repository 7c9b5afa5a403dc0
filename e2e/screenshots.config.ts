import { defineConfig } from '@playwright/test';
import base from './playwright.config';

/**
 * The screenshots of docs/screenshots/, taken in Chromium at 1440×900 against the same fresh demo
 * server as the browser tests: `npm run build -w apps/web && npx playwright test -c e2e/screenshots.config.ts`.
 */
export default defineConfig({ ...base, testDir: './screenshots', testMatch: '**/*.shots.ts' });
