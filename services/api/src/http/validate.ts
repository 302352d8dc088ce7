import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import addFormatsModule from 'ajv-formats';
import { ApiError, type ErrorDetail } from '@throwbox/contracts';

const addFormats = addFormatsModule.default;

// Path and query strings are coerced to the schema's types; bodies are JSON and are not.
// verbose: errors carry their schema, for the rules written in words.
const coercing = new Ajv({ allErrors: true, coerceTypes: true, useDefaults: true, strict: false, verbose: true });
const exact = new Ajv({ allErrors: true, coerceTypes: false, useDefaults: true, strict: false, verbose: true });
addFormats(coercing);
addFormats(exact);

export type Validator = (where: 'params' | 'query' | 'body', data: unknown) => unknown;

function details(where: string, errors: ErrorObject[]): ErrorDetail[] {
  const all = errors.map((e) => {
    const params = e.params as { missingProperty?: string; additionalProperty?: string };
    const field = params.missingProperty ?? params.additionalProperty;
    const path = [where, ...e.instancePath.split('/').filter(Boolean), ...(field ? [field] : [])].join('.');
    // A field's rule in words where the schema gives one (`x-rule`), rather than a regular expression or
    // a bare "must be integer".
    const rule = (e.parentSchema as { 'x-rule'?: string } | undefined)?.['x-rule'];
    const message =
      e.keyword === 'additionalProperties'
        ? 'is not a known field'
        : e.keyword === 'required'
          ? 'is required'
          : (rule ?? e.message ?? 'is invalid');
    return { path, message };
  });
  // One field failing two keywords that share its rule in words reads as one problem.
  return all.filter((d, i) => all.findIndex((o) => o.path === d.path && o.message === d.message) === i);
}

/** Where a string holding the NUL character sits in `value`, if one does. */
function nulAt(value: unknown, path: string): string | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? path : undefined;
  if (value === null || typeof value !== 'object') return undefined;
  // Walked without an array of entries or a path per field: every request's params and query pass here.
  for (const key in value) {
    if (!Object.hasOwn(value, key)) continue;
    const inner = (value as Record<string, unknown>)[key];
    if (typeof inner === 'string') {
      if (inner.includes('\u0000')) return `${path}.${key}`;
    } else if (inner !== null && typeof inner === 'object') {
      const found = nulAt(inner, `${path}.${key}`);
      if (found) return found;
    }
  }
  return undefined;
}

/**
 * Ajv coerces a string to a number as JavaScript's Number() reads it: `0x10` as 16, a blank as 0, `1e2` as
 * 100. A numeric path or query parameter takes decimal digits only; anything else is malformed.
 */
const DECIMAL = { integer: /^-?[0-9]+$/, number: /^-?[0-9]+(\.[0-9]+)?$/ };

interface NumericField {
  name: string;
  pattern: RegExp;
  message: string;
}

/** The schema's numeric fields, each with its pattern and its complaint: worked out once, at compile time. */
function numericFields(schema: Record<string, unknown>): NumericField[] {
  const properties = (schema.properties ?? {}) as Record<string, { type?: unknown; 'x-rule'?: string }>;
  return Object.entries(properties).flatMap(([name, field]) => {
    if (field.type !== 'integer' && field.type !== 'number') return [];
    const kind = field.type === 'integer' ? 'an integer' : 'a number';
    return [{ name, pattern: DECIMAL[field.type], message: field['x-rule'] ?? `must be ${kind} written in decimal digits` }];
  });
}

const NONE: ErrorDetail[] = [];

function notDecimal(where: string, fields: NumericField[], data: unknown): ErrorDetail[] {
  if (data === null || typeof data !== 'object') return NONE;
  let out: ErrorDetail[] | undefined;
  for (const { name, pattern, message } of fields) {
    const value = (data as Record<string, unknown>)[name];
    if (typeof value === 'string' && !pattern.test(value)) (out ??= []).push({ path: `${where}.${name}`, message });
  }
  return out ?? NONE;
}

export function compile(where: 'params' | 'query' | 'body', schema: Record<string, unknown>): (data: unknown) => unknown {
  const validate: ValidateFunction = (where === 'body' ? exact : coercing).compile(schema);
  const numeric = where === 'body' ? [] : numericFields(schema);
  return (data) => {
    // Postgres text cannot hold NUL: a value carrying one is refused here, for every field of every
    // route, rather than failing in the database as a 500.
    const nul = nulAt(data, where);
    if (nul)
      throw new ApiError('validation_failed', `Invalid request: ${nul} must not contain the NUL character.`, {
        details: [{ path: nul, message: 'must not contain the NUL character' }],
      });
    const malformed = notDecimal(where, numeric, data);
    if (validate(data) && malformed.length === 0) return data;
    const others = details(where, validate.errors ?? []).filter((d) => !malformed.some((m) => m.path === d.path));
    const list = [...malformed, ...others];
    const summary = list.map((d) => `${d.path} ${d.message}`).join('; ');
    throw new ApiError('validation_failed', `Invalid request: ${summary}.`, { details: list });
  };
}
