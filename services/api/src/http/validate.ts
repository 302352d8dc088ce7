import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import addFormatsModule from 'ajv-formats';
import { ApiError, type ErrorDetail } from '@throwbox/contracts';

const addFormats = addFormatsModule.default;

// Path and query strings are coerced to the schema's types; bodies are JSON and are not.
const coercing = new Ajv({ allErrors: true, coerceTypes: true, useDefaults: true, strict: false });
const exact = new Ajv({ allErrors: true, coerceTypes: false, useDefaults: true, strict: false });
addFormats(coercing);
addFormats(exact);

export type Validator = (where: 'params' | 'query' | 'body', data: unknown) => unknown;

function details(where: string, errors: ErrorObject[]): ErrorDetail[] {
  return errors.map((e) => {
    const params = e.params as { missingProperty?: string; additionalProperty?: string };
    const field = params.missingProperty ?? params.additionalProperty;
    const path = [where, ...e.instancePath.split('/').filter(Boolean), ...(field ? [field] : [])].join('.');
    const message = e.keyword === 'additionalProperties' ? `is not a known field` : (e.message ?? 'is invalid');
    return { path, message };
  });
}

export function compile(where: 'params' | 'query' | 'body', schema: Record<string, unknown>): (data: unknown) => unknown {
  const validate: ValidateFunction = (where === 'body' ? exact : coercing).compile(schema);
  return (data) => {
    if (validate(data)) return data;
    const list = details(where, validate.errors ?? []);
    const summary = list.map((d) => `${d.path} ${d.message}`).join('; ');
    throw new ApiError('validation_failed', `Invalid request: ${summary}.`, list);
  };
}
