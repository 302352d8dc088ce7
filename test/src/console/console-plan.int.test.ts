import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { loadConsoleConfig, startConsole, type ConsoleHandle } from '@throwbox/console';
import { serviceEnv } from '@throwbox/db/testing';
import { Client } from '../stack.js';
import { ConsoleAgent, startConsoleStack, uniqueEmail, type ConsoleStack } from './harness.js';

// DECISIONS §14: a console sign-up on a local stack gets the dev plan, so a test suite is never stopped by the month.

let env: ConsoleStack;
let production: ConsoleHandle;

beforeAll(async () => {
  env = await startConsoleStack();
  // A second console on the same stack, as a production deployment runs it.
  production = await startConsole(
    loadConsoleConfig(
      serviceEnv(env.stack.env, {
        NODE_ENV: 'production',
        CONSOLE_PORT: '0',
        CONSOLE_PUBLIC_URL: 'http://127.0.0.1',
        API_PUBLIC_URL: env.stack.api.url,
        WEBHOOK_SECRET_KEY: 'cd'.repeat(32),
      }),
    ),
  );
});

afterAll(async () => {
  await production?.stop();
  await env.stop();
});

/** Signs up in the console at `url`, makes a key there, and reads the month's quota through the API with it. */
async function quotaOfNewSignUp(url: string): Promise<{ quota: number; plan: string }> {
  const agent = new ConsoleAgent(url);
  const email = uniqueEmail('plan');
  expect((await agent.signUp(email)).status).toBe(303);
  await agent.get('/keys');
  const made = await agent.post('/keys');
  expect(made.status).toBe(303);
  // Post/redirect/get: the key is shown once, on the page the redirect leads to.
  const page = await agent.follow(made);
  const apiKey = /id="new-key">(tb_live_[0-9a-f]{64})</.exec(page.html)![1]!;
  const usage = await new Client(`${env.stack.api.url}/v1`, apiKey).get('/usage');
  expect(usage.status).toBe(200);
  const { rows } = await env.stack.env.pool.query('SELECT plan FROM accounts WHERE email = $1', [email]);
  return { quota: usage.body.quota, plan: rows[0].plan };
}

describe('the plan of a console sign-up', () => {
  it('is dev outside production: the quota of paid times 100', async () => {
    expect(await quotaOfNewSignUp(env.console.url)).toEqual({ quota: 1_000_000, plan: 'dev' });
  });

  it('is free in production', async () => {
    expect(await quotaOfNewSignUp(production.url)).toEqual({ quota: 100, plan: 'free' });
  });

  it('is shown on the account page by name', async () => {
    const agent = new ConsoleAgent(env.console.url);
    await agent.signUp(uniqueEmail('plan'));
    const page = await agent.get('/account');
    expect(page.html).toMatch(/data-figure="plan">\s*Development/);
    expect(page.html).toContain('1,000,000');
  });
});
