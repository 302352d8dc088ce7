/**
 * The services as their code defines them: environment specs, the loaders that validate them, and which
 * variables carry the listen addresses and ports. The container and Kubernetes checks compare against this.
 */
import { existsSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { apiEnv, loadApiConfig } from '@throwbox/api';
import { codeExtractorEnv, loadCodeExtractorConfig } from '@throwbox/code-extractor';
import { consoleEnv, loadConsoleConfig } from '@throwbox/console';
import type { EnvSpec } from '@throwbox/config';
import { ingestEnv, loadIngestConfig } from '@throwbox/ingest';
import { loadWebhookDispatcherConfig, webhookDispatcherEnv } from '@throwbox/webhook-dispatcher';

export const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

export interface ServiceInfo {
  /** Its declared environment: every variable a deployment sets must be one of these. */
  env: EnvSpec;
  /** Validates an environment as the service does at boot (throws ConfigError). */
  load(source: NodeJS.ProcessEnv): unknown;
  /** The variable holding the port of /livez, /readyz and /metrics. */
  healthPortVar: 'HEALTH_PORT' | 'PORT';
  /** Variables holding listen addresses: inside a container they must be 0.0.0.0. */
  hostVars: string[];
  /** The port outside traffic arrives on, if any. */
  trafficPortVar?: 'SMTP_PORT' | 'PORT' | 'CONSOLE_PORT';
}

export const SERVICES = {
  ingest: {
    env: ingestEnv,
    load: loadIngestConfig,
    healthPortVar: 'HEALTH_PORT',
    hostVars: ['SMTP_HOST', 'HEALTH_HOST'],
    trafficPortVar: 'SMTP_PORT',
  },
  api: { env: apiEnv, load: loadApiConfig, healthPortVar: 'PORT', hostVars: ['HOST'], trafficPortVar: 'PORT' },
  'code-extractor': { env: codeExtractorEnv, load: loadCodeExtractorConfig, healthPortVar: 'HEALTH_PORT', hostVars: ['HEALTH_HOST'] },
  console: {
    env: consoleEnv,
    load: loadConsoleConfig,
    healthPortVar: 'HEALTH_PORT',
    hostVars: ['CONSOLE_HOST', 'HEALTH_HOST'],
    trafficPortVar: 'CONSOLE_PORT',
  },
  'webhook-dispatcher': {
    env: webhookDispatcherEnv,
    load: loadWebhookDispatcherConfig,
    healthPortVar: 'HEALTH_PORT',
    hostVars: ['HEALTH_HOST'],
  },
} satisfies Record<string, ServiceInfo>;

export type ServiceName = keyof typeof SERVICES;
export const SERVICE_NAMES = Object.keys(SERVICES) as ServiceName[];

export function isServiceName(name: string): name is ServiceName {
  return Object.hasOwn(SERVICES, name);
}

/** Read by the runtime and the loaders rather than declared in a spec. */
export const RUNTIME_VARS = new Set(['NODE_ENV']);

/** Every directory under services/ with a main.ts: what the deployments must run. */
export function servicesInRepo(): string[] {
  const dir = `${repoRoot}services`;
  return readdirSync(dir)
    .filter((name) => existsSync(`${dir}/${name}/src/main.ts`))
    .sort();
}

/** A port variable's value in an environment, or the service's default. */
export function portIn(service: ServiceName, vars: Record<string, string | undefined>, name: string): number {
  const set = vars[name];
  if (set !== undefined && set !== '') return Number(set);
  const spec = (SERVICES[service].env as EnvSpec)[name];
  if (spec?.default === undefined) throw new Error(`${service} declares no default for ${name}`);
  return Number(spec.default);
}

/** Variables set for a service that its spec does not declare. */
export function undeclared(service: ServiceName, names: Iterable<string>): string[] {
  const spec = SERVICES[service].env as EnvSpec;
  return [...names].filter((n) => !Object.hasOwn(spec, n) && !RUNTIME_VARS.has(n)).sort();
}
