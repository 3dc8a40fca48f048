import { defineConfig, devices } from '@playwright/test';

import { CHROMIUM_PATH, QUIET_CHROMIUM_FLAGS } from './scripts/chromium.ts';

/**
 * End-to-end journeys in Debian's Chromium. `npm run test:e2e` (scripts/e2e.ts)
 * starts the shop on free ports and passes its address in E2E_BASE_URL.
 */
const baseURL = process.env.E2E_BASE_URL ?? 'http://127.0.0.1:3000';

export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  workers: 2,
  // CI shares its machine with other services and its speed swings by more than 2×: a journey
  // that fails once is run once more, and the report still names it flaky.
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list'], ['json', { outputFile: 'reports/e2e.json' }]],
  // Generous: the shop, its build and two browsers share two cores.
  timeout: 90_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    locale: 'pl-PL',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: QUIET_CHROMIUM_FLAGS,
    },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 900 } } },
    { name: 'mobile', use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 } } },
  ],
});
