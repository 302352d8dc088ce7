import { defineConfig } from '@playwright/test';

const port = Number(process.env.APP_PORT ?? 3100);

// THROWBOX_API_KEY and THROWBOX_BASE_URL say which Throwbox to use; SMTP_PORT where the app sends mail.
export default defineConfig({
  testDir: 'tests',
  workers: 1,
  timeout: 60_000,
  webServer: { command: 'node server.mjs', url: `http://127.0.0.1:${port}/`, reuseExistingServer: false, env: { APP_PORT: String(port) } },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // Debian's Chromium on the project's CI; leave launchOptions out where `npx playwright install` works.
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
});
