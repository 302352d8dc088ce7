import { afterAll, beforeAll, expect, it } from '@jest/globals';
import { routes } from '@throwbox/api';
import { apiHelpers, startApiStack, type Client, type Stack } from './stack.js';

// Every numeric path and query parameter of every route takes decimal digits only: what JavaScript's
// Number() would also read (hex, exponents, blanks) is malformed, 400 validation_failed, never a value.

let stack: Stack;
let api: Client;
let address: string;

const { expectError, newInbox } = apiHelpers(() => ({ stack, api }));

beforeAll(async () => {
  ({ stack, api } = await startApiStack());
  address = await newInbox();
});
afterAll(() => stack.stop());

type Properties = Record<string, { type?: unknown; minimum?: number }>;
const properties = (schema: unknown) => ((schema as { properties?: Properties } | undefined)?.properties ?? {}) as Properties;
const isNumeric = (field: { type?: unknown }) => field.type === 'integer' || field.type === 'number';

/** Each numeric parameter, and a request for it with the value in its place (every other one valid). */
const cases = routes.flatMap(({ spec }) =>
  (['params', 'query'] as const).flatMap((where) =>
    Object.entries(properties(spec[where]))
      .filter(([, field]) => isNumeric(field))
      .map(([name, field]) => {
        const request = (value: string) => {
          const param = (p: string) =>
            where === 'params' && p === name
              ? value
              : p === 'address'
                ? address
                : isNumeric(properties(spec.params)[p] ?? {})
                  ? '1'
                  : `${p}_1`;
          const path = spec.path.replace(/\{(\w+)\}/g, (_, p: string) => param(p));
          const required = new URLSearchParams(properties(spec.query).address ? { address } : {});
          if (properties(spec.query).search) required.set('search', 'subject:x');
          const query = required.toString();
          const own = where === 'query' ? `${name}=${value}` : '';
          return api.request(spec.method.toUpperCase(), `${path}?${[query, own].filter(Boolean).join('&')}`);
        };
        return {
          label: `${spec.method.toUpperCase()} ${spec.path} ${where}.${name}`,
          path: `${where}.${name}`,
          valid: String(field.minimum ?? 0),
          request,
        };
      }),
  ),
);

// since is a string (milliseconds or a date-time), held to its digits by its own pattern (waits.int.test.ts).
it('finds the numeric parameters (webhook ids, limit, wait, count)', () => {
  expect(cases.map((c) => c.path).sort()).toEqual(expect.arrayContaining(['params.id', 'query.count', 'query.limit', 'query.wait']));
});

it.each(cases)('$label takes a decimal value and refuses 0x10, a blank and 1e2', async ({ path, valid, request }) => {
  const accepted = await request(valid);
  expect(accepted.body?.error?.details?.map((d: { path: string }) => d.path) ?? []).not.toContain(path);
  for (const value of ['0x10', '%20', '1e2', '+1']) {
    const res = await request(value);
    expectError(res, 400, 'validation_failed');
    expect({ value, paths: res.body.error.details.map((d: { path: string }) => d.path) }).toEqual({ value, paths: [path] });
  }
});
