import type { MessageChecks } from '@throwbox/client';

/**
 * What keeps a message from passing authentication: SPF, every DKIM signature (and at least one) and
 * DMARC must pass; ARC, when the mail carries a chain, too. Empty when it passes.
 */
export function authenticationProblems({ authentication: a }: MessageChecks): string[] {
  const problems: string[] = [];
  if (a.spf.result !== 'pass') problems.push(`SPF ${a.spf.result}${a.spf.domain ? ` for ${a.spf.domain}` : ''}`);
  if (a.dkim.length === 0) problems.push('no DKIM signature');
  for (const s of a.dkim) if (s.result !== 'pass') problems.push(`DKIM ${s.result} for d=${s.domain} s=${s.selector}`);
  if (a.dmarc.result !== 'pass')
    problems.push(
      `DMARC ${a.dmarc.result}${a.dmarc.domain ? ` for ${a.dmarc.domain}` : ''}${a.dmarc.policy ? ` (policy ${a.dmarc.policy})` : ''}`,
    );
  if (a.arc.result !== 'pass' && a.arc.result !== 'none') problems.push(`ARC ${a.arc.result}`);
  return problems;
}

/** Each link that did not end in a 2xx, with why. Empty when all work. */
export function brokenLinks({ links }: MessageChecks): string[] {
  return links.filter((l) => !l.ok).map((l) => `${l.url}: ${l.error ?? `HTTP ${l.status}`}`);
}

/** Each HTML feature some clients lack, with them. Empty when every client renders all of it. */
export function htmlIssues({ html }: MessageChecks): string[] {
  return [
    ...(html.error ? [html.error] : []),
    ...html.issues.map((i) =>
      [
        i.feature,
        i.unsupportedIn.length ? `unsupported in ${i.unsupportedIn.join(', ')}` : '',
        i.partialIn.length ? `partial in ${i.partialIn.join(', ')}` : '',
      ]
        .filter(Boolean)
        .join(': '),
    ),
  ];
}

const matcher = (what: string, problems: (checks: MessageChecks) => string[]) =>
  function (this: { isNot: boolean }, received: MessageChecks) {
    const found = problems(received);
    return {
      pass: found.length === 0,
      name: what,
      message: () =>
        this.isNot ? `expected the message not to ${what}, and it does` : `expected the message to ${what}:\n  ${found.join('\n  ')}`,
    };
  };

/** `expect(checks).toPassAuthentication()` and the like, for Playwright's `expect.extend`. */
export const checksMatchers = {
  toPassAuthentication: matcher('pass authentication', authenticationProblems),
  toHaveWorkingLinks: matcher('have working links', brokenLinks),
  toRenderInEveryClient: matcher('render in every client', htmlIssues),
};
