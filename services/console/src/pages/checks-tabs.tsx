/** @jsxRuntime automatic */
/** @jsxImportSource preact */
import type { MessageChecks } from '@throwbox/checks';

/** The message view's entries for its checks: to the sections when computed, else to the page that computes them. */
export function ChecksTabs({ path, checks }: { path: string; checks: MessageChecks | undefined }) {
  const at = (anchor: string) => (checks ? `#${anchor}` : `${path}?checks=1#${anchor}`);
  return (
    <>
      <a href={at('authentication')}>Authentication</a>
      <a href={at('compatibility')}>HTML compatibility{checks ? ` (${checks.html.issues.length})` : ''}</a>
      <a href={at('link-checks')}>Link checks{checks ? ` (${checks.links.filter((l) => !l.ok).length} failing)` : ''}</a>
    </>
  );
}

/** Shown in place of a check's results while they have not been asked for: each costs DNS lookups or fetches. */
export function RunChecks({ path, anchor }: { path: string; anchor: string }) {
  return (
    <p>
      Checked on request: <a href={`${path}?checks=1#${anchor}`}>run the checks</a> (SPF, DKIM, DMARC and ARC; HTML support in email
      clients; every link fetched).
    </p>
  );
}
