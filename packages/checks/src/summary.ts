import type { Authentication } from './authentication.js';

/**
 * What keeps a message from passing authentication, in words: SPF, every DKIM signature (at least one)
 * and DMARC must pass; ARC too when the mail carries a chain. Empty when it passes.
 */
export function authenticationProblems(a: Authentication): string[] {
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
