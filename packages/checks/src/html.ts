import { HtmlWorker } from './html-worker.js';

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

/** Most characters of HTML read: Gmail clips a mail past 102 KB, so what lies beyond is rarely seen. */
export const MAX_HTML_CHARS = 102 * 1024;
/** The longest one HTML check may take (its wait for the worker included). */
export const HTML_CHECK_MS = 10_000;

let worker: HtmlWorker | undefined;

/** Ends the HTML checker's worker thread, as a service stops (it is made again by the next check). */
export async function stopHtmlChecks(): Promise<void> {
  const stopping = worker;
  worker = undefined;
  await stopping?.stop();
}

/** The features of `html` that some email clients do not support, or only in part, from caniemail's data. */
export async function checkHtml(html: string, timeoutMs = HTML_CHECK_MS): Promise<HtmlCompatibility> {
  if (!html.trim()) return { issues: [], error: null };
  worker ??= new HtmlWorker();
  let found;
  try {
    found = await worker.check(html.slice(0, MAX_HTML_CHARS), timeoutMs);
  } catch (err) {
    // Past its time, or caniemail failing on the document (it walks it recursively: deep enough nesting
    // exhausts even the worker's stack).
    return { issues: [], error: `the HTML could not be checked: ${(err as Error).message}`.slice(0, 200) };
  }
  const byFeature = new Map<string, { unsupportedIn: Set<string>; partialIn: Set<string> }>();
  const entry = (feature: string) => {
    let e = byFeature.get(feature);
    if (!e) byFeature.set(feature, (e = { unsupportedIn: new Set(), partialIn: new Set() }));
    return e;
  };
  for (const [client, titles] of found.errors) for (const t of titles) entry(t).unsupportedIn.add(client);
  for (const [client, titles] of found.warnings) for (const t of titles) entry(t).partialIn.add(client);
  return {
    issues: [...byFeature]
      .map(([feature, e]) => ({ feature, unsupportedIn: [...e.unsupportedIn].sort(), partialIn: [...e.partialIn].sort() }))
      .sort((a, b) => a.feature.localeCompare(b.feature)),
    error: null,
  };
}
