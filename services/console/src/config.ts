import { ConfigError, commonEnv, env, loadEnv, type EnvConfig, type EnvSpec } from '@throwbox/config';
import { DEVELOPMENT_SECRET_KEY, SECRET_KEY_PATTERN, webhookSecretKeyProblems } from '@throwbox/signing';

export const consoleEnv = {
  ...commonEnv,
  CONSOLE_HOST: { schema: { type: 'string' }, default: '127.0.0.1' },
  CONSOLE_PORT: env.port(8090),
  /** /livez, /readyz and /metrics, on a port of their own that no Ingress routes. */
  HEALTH_HOST: { schema: { type: 'string' }, default: '127.0.0.1' },
  HEALTH_PORT: env.port(8084),
  /** The console's own origin as people reach it; https makes its cookies Secure and __Host- prefixed. */
  CONSOLE_PUBLIC_URL: { schema: { type: 'string', pattern: '^(https?://[^/]+)?$' }, default: '' },
  /** The api's origin, for the base URL shown to customers and links to its error reference. */
  API_PUBLIC_URL: { schema: { type: 'string', pattern: '^https?://[^/]+$' }, default: 'http://127.0.0.1:8080' },
  /** open: anyone signs up; closed: only with an invitation from the admin command line. */
  CONSOLE_SIGNUP: { schema: { enum: ['open', 'closed'] }, default: 'open' },
  /** A session ends after this long without a request... */
  CONSOLE_SESSION_IDLE_MINUTES: { schema: { type: 'integer', minimum: 1, maximum: 43_200 }, default: 720 },
  /** ...and this long after sign-in, whatever happens. */
  CONSOLE_SESSION_MAX_HOURS: { schema: { type: 'integer', minimum: 1, maximum: 2_160 }, default: 168 },
  /** Failed sign-ins per email, and per client address, within 15 minutes; beyond, sign-in waits. */
  CONSOLE_SIGNIN_FAILURES_PER_EMAIL: { schema: { type: 'integer', minimum: 1 }, default: 10 },
  CONSOLE_SIGNIN_FAILURES_PER_IP: { schema: { type: 'integer', minimum: 1 }, default: 50 },
  CONSOLE_SIGNUPS_PER_IP: { schema: { type: 'integer', minimum: 1 }, default: 20 },
  /** Comma-separated addresses or CIDRs of proxies whose X-Forwarded-For is believed; empty: none. */
  TRUSTED_PROXIES: { schema: { type: 'string' }, default: '' },
  WEBHOOK_SECRET_KEY: { schema: { type: 'string', pattern: SECRET_KEY_PATTERN }, default: DEVELOPMENT_SECRET_KEY },
  WEBHOOK_ALLOW_PRIVATE: { schema: { type: 'boolean' }, default: false },
  /** A JSON file of DNS records the mail checks use instead of the resolver (as the api's); '' for DNS. */
  MAIL_AUTH_DNS_FILE: { schema: { type: 'string' }, default: '' },
} as const satisfies EnvSpec;

/** PRODUCTION: NODE_ENV is `production`: sign-ups get `free` instead of `dev` (DECISIONS §14). */
export type ConsoleConfig = EnvConfig<typeof consoleEnv> & { PRODUCTION: boolean };

export function loadConsoleConfig(source: NodeJS.ProcessEnv = process.env): ConsoleConfig {
  const config: ConsoleConfig = {
    ...loadEnv<Omit<ConsoleConfig, 'PRODUCTION'>>(consoleEnv, source),
    PRODUCTION: source.NODE_ENV === 'production',
  };
  const problems = webhookSecretKeyProblems(source, config.WEBHOOK_SECRET_KEY);
  if (source.NODE_ENV === 'production') {
    // https makes the cookies Secure and __Host-; plain http is for a stack on loopback (docker compose).
    if (!config.CONSOLE_PUBLIC_URL)
      problems.push(
        'CONSOLE_PUBLIC_URL must be set in production (the origin people reach the console at, e.g. https://console.example.com)',
      );
  }
  if (problems.length) throw new ConfigError(problems);
  return config;
}
