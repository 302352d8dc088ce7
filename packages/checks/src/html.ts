import { caniemail, rawData } from 'caniemail';

export interface HtmlIssue {
  /** caniemail's name of the feature, e.g. `display:grid`, `<svg> element`. */
  feature: string;
  /** Clients (caniemail's `family.platform`, e.g. `outlook.windows`) that do not support it. */
  unsupportedIn: string[];
  /** Clients that support it only in part. */
  partialIn: string[];
}

export interface HtmlCompatibility {
  issues: HtmlIssue[];
  /** Why the HTML could not be checked (then `issues` is empty), else null. */
  error: string | null;
}

/**
 * Most characters of HTML read. Gmail clips a mail past 102 KB, so what lies beyond is rarely seen, and
 * caniemail's parse runs on the api's event loop (about 0.4 s for this much on a loaded 2-core machine).
 */
export const MAX_HTML_CHARS = 102 * 1024;

let filled = false;

/**
 * caniemail's checker throws on the first client its data has no result for (e.g. `display` on
 * free-fr): one such gap would lose the whole check. A client without a test result is recorded as
 * supporting the feature, so that only support caniemail has seen missing is reported. Done once, on
 * the package's own copy of the data, before its first use.
 */
function fillGaps(): void {
  if (filled) return;
  filled = true;
  type Stats = Record<string, Record<string, Record<string, string>>>;
  const clients = new Map<string, Set<string>>();
  for (const feature of rawData.data)
    for (const [family, platforms] of Object.entries(feature.stats as Stats))
      for (const platform of Object.keys(platforms)) (clients.get(family) ?? clients.set(family, new Set()).get(family)!).add(platform);
  for (const feature of rawData.data) {
    const stats = feature.stats as Stats;
    for (const [family, platforms] of clients) for (const platform of platforms) (stats[family] ??= {})[platform] ??= { untested: 'y' };
  }
}

/** The features of `html` that some email clients do not support, or only in part, from caniemail's data. */
export function checkHtml(html: string): HtmlCompatibility {
  if (!html.trim()) return { issues: [], error: null };
  fillGaps();
  let issues: ReturnType<typeof caniemail>['issues'];
  try {
    ({ issues } = caniemail({ clients: ['*'], html: html.slice(0, MAX_HTML_CHARS) }));
  } catch (err) {
    // caniemail walks the document recursively: thousands of nested elements exhaust the stack.
    return { issues: [], error: `the HTML could not be checked: ${(err as Error).message}`.slice(0, 200) };
  }
  const byFeature = new Map<string, HtmlIssue>();
  const entry = (feature: string) => {
    let issue = byFeature.get(feature);
    if (!issue) byFeature.set(feature, (issue = { feature, unsupportedIn: [], partialIn: [] }));
    return issue;
  };
  for (const [client, found] of issues.errors) for (const f of found) entry(f.title).unsupportedIn.push(client);
  for (const [client, found] of issues.warnings) for (const f of found) entry(f.title).partialIn.push(client);
  return {
    issues: [...byFeature.values()]
      .map((i) => ({ ...i, unsupportedIn: [...new Set(i.unsupportedIn)].sort(), partialIn: [...new Set(i.partialIn)].sort() }))
      .sort((a, b) => a.feature.localeCompare(b.feature)),
    error: null,
  };
}
