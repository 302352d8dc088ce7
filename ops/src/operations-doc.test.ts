import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { metricsInCode } from './dashboard.js';
import { repoRoot } from './services.js';

// docs/operations.md is what an operator reads: every metric the services export is in its table, and
// the table names no metric the services do not export.
describe('docs/operations.md', () => {
  const doc = readFileSync(join(repoRoot, 'docs/operations.md'), 'utf8');
  const documented = new Set([...doc.matchAll(/^\| `(throwbox_[a-z_]+)` \|/gm)].map((m) => m[1]!));
  const inCode = new Set(metricsInCode().map((m) => m.name));

  it('describes every throwbox_ metric the services define', () => {
    expect([...inCode].filter((m) => !documented.has(m))).toEqual([]);
  });

  it('describes no metric that does not exist', () => {
    expect([...documented].filter((m) => !inCode.has(m))).toEqual([]);
    expect(documented.size).toBeGreaterThan(10);
  });
});
