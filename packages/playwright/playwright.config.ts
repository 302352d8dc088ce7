import { defineConfig } from '@playwright/test';

// The fixture's own tests (run by test/src/client/playwright.int.test.ts against `pnpm start`). Debian's
// Chromium, as `npx playwright install` cannot download a browser here; elsewhere leave launchOptions out.
export default defineConfig({
  testDir: 'tests',
  // failing.spec.ts fails on purpose, to check what the report carries; it runs only when asked.
  testIgnore: process.env.THROWBOX_FIXTURE_FAILING ? [] : ['failing.spec.ts'],
  workers: 1,
  retries: 0,
  timeout: 60_000,
  use: {
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
});
