import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startStack, type Stack } from './stack.js';

let stack: Stack;

beforeAll(async () => {
  stack = await startStack({}, { codeExtractor: false });
});

afterAll(async () => {
  await stack.stop();
});

describe('GET /docs', () => {
  it('serves a browsable API reference from the installed bundle, no CDN, under a strict CSP', async () => {
    const page = await fetch(`${stack.api.url}/docs`);
    expect(page.status).toBe(200);
    const csp = page.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("default-src 'none'");
    const html = await page.text();
    const sources = [...html.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1]!);
    expect(sources.filter((s) => /^(https?:)?\/\//.test(s))).toEqual([]);
    expect(html).not.toMatch(/<script>(?!<\/script>)/);
    for (const asset of sources.filter((s) => s.startsWith('/docs/assets/'))) {
      const res = await fetch(`${stack.api.url}${asset}`);
      expect([asset, res.status]).toEqual([asset, 200]);
      expect((await res.text()).length).toBeGreaterThan(20);
    }
    expect(await (await fetch(`${stack.api.url}/docs/assets/start.js`)).text()).toContain("url: '/v1/openapi.json'");
  });

  it('answers 404 route_not_found for any other asset', async () => {
    for (const name of ['index.html', '__proto__', 'toString', '..%2Fpackage.json']) {
      const res = await fetch(`${stack.api.url}/docs/assets/${name}`);
      expect([name, res.status, ((await res.json()) as { error: { code: string } }).error.code]).toEqual([name, 404, 'route_not_found']);
    }
  });
});
