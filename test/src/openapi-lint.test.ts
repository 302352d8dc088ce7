import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from '@jest/globals';
import { openApiDocument, routes } from '@throwbox/api';

// The document as the api serves it, linted by tools nobody here wrote: a customer's generator, mock server
// or contract test believes it, so it must be exact. No error and no warning is left.

const pkg = fileURLToPath(new URL('..', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'throwbox-openapi-'));
const file = join(dir, 'openapi.json');
writeFileSync(file, JSON.stringify(openApiDocument(routes, 'https://api.throwbox.test')));
writeFileSync(join(dir, '.spectral.yaml'), 'extends: ["spectral:oas"]\n');

const run = (bin: string, args: string[]) =>
  promisify(execFile)(join(pkg, 'node_modules/.bin', bin), args, {
    cwd: dir,
    env: { ...process.env, NODE_OPTIONS: '', REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true', NO_COLOR: '1' },
  }).then(
    (r) => ({ code: 0, out: r.stdout + r.stderr }),
    (e: { code: number; stdout: string; stderr: string }) => ({ code: e.code, out: e.stdout + e.stderr }),
  );

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('/v1/openapi.json, linted', () => {
  it('passes Redocly recommended-strict with no error and no warning', async () => {
    const { code, out } = await run('redocly', ['lint', file, '--extends=recommended-strict', '--format=json']);
    const report = JSON.parse(out.slice(out.indexOf('{'), out.lastIndexOf('}') + 1)) as { totals: object; problems: unknown[] };
    expect([code, report.totals, report.problems]).toEqual([0, { errors: 0, warnings: 0, ignored: 0 }, []]);
  }, 600_000);

  it('passes Spectral oas with nothing reported at any severity', async () => {
    const { code, out } = await run('spectral', [
      'lint',
      file,
      '--ruleset',
      join(dir, '.spectral.yaml'),
      '--fail-severity=hint',
      '-f',
      'json',
      '-q',
    ]);
    expect([code, JSON.parse(out.slice(out.indexOf('['), out.lastIndexOf(']') + 1))]).toEqual([0, []]);
  }, 600_000);
});
