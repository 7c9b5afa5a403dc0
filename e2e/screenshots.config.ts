import { defineConfig } from '@playwright/test';
import base from './playwright.config';

/**
 * The screenshots of docs/screenshots/, taken in Chromium at 1440×900 against the same fresh demo
 * servers as the browser tests: `npm run build && npx playwright test -c e2e/screenshots.config.ts`.
 */
export default defineConfig({ ...base, testDir: './screenshots', testMatch: '**/*.shots.ts' });
