import { Ajv, type ErrorObject } from 'ajv';
import addFormatsModule from 'ajv-formats';

const addFormats = addFormatsModule.default;

/** One environment variable: its JSON Schema (strings are coerced to numbers and booleans) and a default. */
export interface EnvVar {
  schema: Record<string, unknown>;
  default?: string | number | boolean;
  /** Shown in the boot error next to the variable's name. */
  description?: string;
}

export type EnvSpec = Record<string, EnvVar>;

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

const ajv = new Ajv({ allErrors: true, coerceTypes: true, useDefaults: true, strict: false });
addFormats(ajv);

/**
 * Reads and validates the environment against a spec, listing every missing or bad variable in one
 * error so an operator fixes them all at once instead of one boot at a time.
 */
export function loadEnv<T>(spec: EnvSpec, env: NodeJS.ProcessEnv = process.env): T {
  const properties: Record<string, unknown> = {};
  const required: string[] = [];
  const input: Record<string, unknown> = {};
  for (const [name, v] of Object.entries(spec)) {
    properties[name] = v.default === undefined ? v.schema : { ...v.schema, default: v.default };
    if (v.default === undefined) required.push(name);
    const raw = env[name];
    if (raw !== undefined && raw !== '') input[name] = raw;
  }
  const validate = ajv.compile({ type: 'object', properties, required });
  if (!validate(input)) {
    const problems = (validate.errors ?? []).map((e: ErrorObject) => describe(e, spec));
    throw new ConfigError([...new Set(problems)]);
  }
  return input as T;
}

function describe(e: ErrorObject, spec: EnvSpec): string {
  if (e.keyword === 'required') {
    const name = String((e.params as { missingProperty: string }).missingProperty);
    return `${name} is required${spec[name]?.description ? ` (${spec[name]?.description})` : ''}`;
  }
  const name = e.instancePath.replace(/^\//, '');
  return `${name} ${e.message ?? 'is invalid'}`;
}

/** Comma-separated lists, trimmed and lower-cased (domains, CIDRs). */
export function csv(value: string): string[] {
  return value
    .split(',')
    .map((s) => s.trim().toLowerCase())
    .filter(Boolean);
}

const port = (def: number) => ({ schema: { type: 'integer', minimum: 0, maximum: 65535 }, default: def }) as const satisfies EnvVar;
const url = (def: string, protocols: string) =>
  ({ schema: { type: 'string', pattern: `^(${protocols})://` }, default: def }) as const satisfies EnvVar;

/** Variables shared by every service. */
export const commonEnv = {
  DATABASE_URL: url('postgres://postgres@127.0.0.1:5432/throwbox', 'postgres|postgresql'),
  REDIS_URL: url('redis://127.0.0.1:6379', 'redis|rediss'),
  /** A Redis Cluster instead: some of its nodes, host:port, comma-separated (REDIS_URL is then not used). */
  REDIS_CLUSTER_NODES: { schema: { type: 'string', pattern: '^(\\s*[A-Za-z0-9.:\\[\\]-]+:\\d+\\s*(,|$))*$' }, default: '' },
  /** Prefix for every Redis key, queue and channel, so several deployments or test runs share one Redis. */
  REDIS_PREFIX: { schema: { type: 'string', pattern: '^[A-Za-z0-9_.:-]{1,64}$' }, default: 'tb' },
  MAIL_DOMAINS: { schema: { type: 'string', pattern: '^\\s*[A-Za-z0-9.-]+(\\s*,\\s*[A-Za-z0-9.-]+)*\\s*$' }, default: 'throwbox.test' },
  LOG_LEVEL: { schema: { enum: ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] }, default: 'info' },
  /** How long an expired inbox keeps its address (answering 410) before it is purged. */
  TOMBSTONE_HOURS: { schema: { type: 'number', exclusiveMinimum: 0, maximum: 720 }, default: 24 },
} as const satisfies EnvSpec;

/** A variable's type as its schema states it: a number, a boolean, one of an enum's values, else a string. */
type EnvValue<V> = V extends { schema: { enum: readonly (infer E)[] } }
  ? E
  : V extends { schema: { type: 'integer' | 'number' } }
    ? number
    : V extends { schema: { type: 'boolean' } }
      ? boolean
      : string;

/**
 * The configuration a spec loads, a field per variable typed from its schema (and documented where the
 * spec documents it), so that a service's config type cannot drift from what loadEnv validates.
 */
export type EnvConfig<S extends EnvSpec> = { -readonly [K in keyof S]: EnvValue<S[K]> };

export type CommonConfig = EnvConfig<typeof commonEnv>;

export const env = { port, url };

/** The mail domains this installation receives for, lower case, the first being the default. */
export const mailDomains = (config: Pick<CommonConfig, 'MAIL_DOMAINS'>): string[] => csv(config.MAIL_DOMAINS).map((d) => d.toLowerCase());

/** Variables of the worker services (code-extractor, webhook-dispatcher) besides their own health port. */
export const workerEnv = {
  ...commonEnv,
  /** How often the outbox relay looks for rows ingest committed but never handed to the queue. */
  OUTBOX_RELAY_INTERVAL_MS: { schema: { type: 'integer', minimum: 50 }, default: 5000 },
  /** How old such a row must be before the relay re-sends it (ingest hands a row over within milliseconds). */
  OUTBOX_RELAY_AGE_MS: { schema: { type: 'integer', minimum: 0 }, default: 10000 },
  HEALTH_HOST: { schema: { type: 'string' }, default: '127.0.0.1' },
} as const satisfies EnvSpec;

/** Each worker's spec adds its own HEALTH_PORT. */
export type WorkerConfig = EnvConfig<typeof workerEnv> & { HEALTH_PORT: number };
export * from './embedded.js';
