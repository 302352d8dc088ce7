import { describe, expect, it } from '@jest/globals';
import type { MessageChecks } from '@throwbox/client';
import { authenticationProblems, brokenLinks, checksMatchers, htmlIssues } from './checks.js';

const passing: MessageChecks = {
  authentication: {
    spf: { result: 'pass', domain: 'shop.example' },
    dkim: [{ result: 'pass', domain: 'shop.example', selector: 'mail' }],
    dmarc: { result: 'pass', policy: 'reject', domain: 'shop.example' },
    arc: { result: 'none' },
  },
  html: { issues: [], error: null },
  links: [{ url: 'https://shop.example/', ok: true, status: 200, error: null }],
};

describe("the fixture's matchers of message checks", () => {
  it('pass a mail that passes everything', () => {
    expect(authenticationProblems(passing)).toEqual([]);
    expect(brokenLinks(passing)).toEqual([]);
    expect(htmlIssues(passing)).toEqual([]);
    expect(checksMatchers.toPassAuthentication.call({ isNot: false }, passing).pass).toBe(true);
  });

  it('name every failing part of authentication', () => {
    const failing: MessageChecks = {
      ...passing,
      authentication: {
        spf: { result: 'softfail', domain: 'shop.example' },
        dkim: [
          { result: 'pass', domain: 'esp.example', selector: 's1' },
          { result: 'fail', domain: 'shop.example', selector: 'mail' },
        ],
        dmarc: { result: 'fail', policy: 'reject', domain: 'shop.example' },
        arc: { result: 'fail' },
      },
    };
    expect(authenticationProblems(failing)).toEqual([
      'SPF softfail for shop.example',
      'DKIM fail for d=shop.example s=mail',
      'DMARC fail for shop.example (policy reject)',
      'ARC fail',
    ]);
    const result = checksMatchers.toPassAuthentication.call({ isNot: false }, failing);
    expect(result.pass).toBe(false);
    expect(result.message()).toContain('DKIM fail for d=shop.example s=mail');
  });

  it('fail an unsigned mail, however SPF and DMARC went', () => {
    expect(authenticationProblems({ ...passing, authentication: { ...passing.authentication, dkim: [] } })).toEqual(['no DKIM signature']);
  });

  it('list broken and blocked links, and HTML features some clients lack', () => {
    const checks: MessageChecks = {
      ...passing,
      html: { issues: [{ feature: 'display:grid', unsupportedIn: ['outlook.windows'], partialIn: ['gmail.android'] }], error: null },
      links: [
        { url: 'https://shop.example/gone', ok: false, status: 404, error: null },
        { url: 'http://10.0.0.1/', ok: false, status: 0, error: 'blocked' },
        { url: 'https://shop.example/', ok: true, status: 200, error: null },
      ],
    };
    expect(brokenLinks(checks)).toEqual(['https://shop.example/gone: HTTP 404', 'http://10.0.0.1/: blocked']);
    expect(htmlIssues(checks)).toEqual(['display:grid: unsupported in outlook.windows: partial in gmail.android']);
    expect(checksMatchers.toHaveWorkingLinks.call({ isNot: false }, checks).pass).toBe(false);
    expect(checksMatchers.toRenderInEveryClient.call({ isNot: false }, checks).pass).toBe(false);
  });
});
