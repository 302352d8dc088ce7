import { commonEnv, csv, env, loadEnv, type CommonConfig } from '@throwbox/config';

export interface ApiConfig extends CommonConfig {
  HOST: string;
  PORT: number;
  /** Origin used in error docUrls and the OpenAPI servers entry; defaults to the request's own origin. */
  PUBLIC_URL: string;
  JANITOR_INTERVAL_MS: number;
  /** How long to wait for in-flight requests on shutdown before closing connections. */
  SHUTDOWN_GRACE_MS: number;
}

export const apiEnv = {
  ...commonEnv,
  HOST: { schema: { type: 'string' }, default: '127.0.0.1' },
  PORT: env.port(8080),
  PUBLIC_URL: { schema: { type: 'string', pattern: '^(https?://[^/]+)?$' }, default: '' },
  JANITOR_INTERVAL_MS: { schema: { type: 'integer', minimum: 100 }, default: 60000 },
  SHUTDOWN_GRACE_MS: { schema: { type: 'integer', minimum: 0 }, default: 65000 },
};

export function loadApiConfig(source: NodeJS.ProcessEnv = process.env): ApiConfig {
  return loadEnv<ApiConfig>(apiEnv, source);
}

export const mailDomains = (config: CommonConfig): string[] => csv(config.MAIL_DOMAINS);
