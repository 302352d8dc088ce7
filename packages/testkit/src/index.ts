// Test helpers that need no Throwbox package: SMTP senders, a TCP proxy for fault tests, certificates, log
// capture, polling, and the names of a test run's databases and Redis keys. Database fixtures (a database
// per test file, accounts, inboxes) are @throwbox/db/testing.
export { ADMIN_DATABASE_URL, TEST_REDIS_URL, databasePrefix, databaseUrl, redisPrefix, runId, templateDatabase } from './run.js';
export * from './smtp.js';
export * from './tcp-proxy.js';

/** Polls until `check` returns a truthy value; for waiting on background work without fixed sleeps. */
export async function eventually<T>(check: () => Promise<T | undefined | null | false>, timeoutMs = 10000, everyMs = 20): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let last: unknown;
  for (;;) {
    try {
      const value = await check();
      if (value) return value;
    } catch (err) {
      last = err;
    }
    if (Date.now() > deadline) throw new Error(`condition not met within ${timeoutMs} ms${last ? `: ${String(last)}` : ''}`);
    await new Promise((r) => setTimeout(r, everyMs));
  }
}

export * from './certificate.js';
export * from './logs.js';
export * from './ports.js';
export * from './progress.js';
export * from './exit.js';
