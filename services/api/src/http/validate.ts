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
    const message = e.keyword === 'additionalProperties' ? `is not a known field` : (rule ?? e.message ?? 'is invalid');
    return { path, message };
  });
  // One field failing two keywords that share its rule in words reads as one problem.
  return all.filter((d, i) => all.findIndex((o) => o.path === d.path && o.message === d.message) === i);
}

/** Where a string holding the NUL character sits in `value`, if one does. */
function nulAt(value: unknown, path: string): string | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? path : undefined;
  if (value === null || typeof value !== 'object') return undefined;
  for (const [key, inner] of Object.entries(value)) {
    const found = nulAt(inner, `${path}.${key}`);
    if (found) return found;
  }
  return undefined;
}

export function compile(where: 'params' | 'query' | 'body', schema: Record<string, unknown>): (data: unknown) => unknown {
  const validate: ValidateFunction = (where === 'body' ? exact : coercing).compile(schema);
  return (data) => {
    // Postgres text cannot hold NUL: a value carrying one is refused here, for every field of every
    // route, rather than failing in the database as a 500.
    const nul = nulAt(data, where);
    if (nul)
      throw new ApiError('validation_failed', `Invalid request: ${nul} must not contain the NUL character.`, {
        details: [{ path: nul, message: 'must not contain the NUL character' }],
      });
    if (validate(data)) return data;
    const list = details(where, validate.errors ?? []);
    const summary = list.map((d) => `${d.path} ${d.message}`).join('; ');
    throw new ApiError('validation_failed', `Invalid request: ${summary}.`, { details: list });
  };
}
