// The HTML of a stranger's mail, made into a page the console shows in a sandboxed iframe.
//
// Safety does not rest on rewriting the HTML: the iframe has no allow-scripts and no allow-same-origin,
// the preview's own Content-Security-Policy forbids script, frames, forms and every remote load (images
// too, until the user asks for them), and the console's frame-src keeps the frame from navigating away.
// The rewriting below only makes the mail look right: cid: images come from its own attachments, links
// open in a new tab, and a <meta refresh> does not reload the frame.

/** Inline (cid:) images larger than this in total stay unshown rather than bloating the preview. */
export const MAX_INLINE_IMAGE_BYTES = 10 * 1024 * 1024;

export interface InlinePart {
  contentId: string | null;
  contentType: string;
  content: Buffer;
}

const IMAGE_TYPE = /^image\/(png|gif|jpeg|webp|bmp|avif|x-icon|vnd\.microsoft\.icon)$/i;

/**
 * The policy of the preview response. `remote` lets images (and CSS backgrounds) load from the web, for
 * the one message the user asked it for; nothing else ever loads.
 */
export function previewPolicy(remote: boolean): string {
  return [
    "default-src 'none'",
    `img-src data:${remote ? ' https: http:' : ''}`,
    "style-src 'unsafe-inline'",
    "form-action 'none'",
    "frame-ancestors 'self'",
    "base-uri 'none'",
    // Also when the preview is opened on its own: links may open a new tab, nothing else is allowed.
    'sandbox allow-popups allow-popups-to-escape-sandbox',
  ].join('; ');
}

function cidKey(ref: string): string {
  let id = ref;
  try {
    id = decodeURIComponent(ref);
  } catch {
    // A malformed escape: compare as written.
  }
  return id.replace(/^<|>$/g, '').toLowerCase();
}

/** The mail's HTML with cid: images inlined as data: URIs, links opening in a new tab, and no refresh. */
/**
 * Dark: the page says it is dark (mail written with prefers-color-scheme or color-scheme follows it) and
 * its defaults are light on dark, as a mail client's dark mode shows mail that sets no colours of its own.
 */
const DARK = '<meta name="color-scheme" content="dark"><style>:root{color-scheme:dark}html{background:#121212;color:#e8e8e8}</style>';

export function previewHtml(html: string, parts: InlinePart[], opts: { dark?: boolean } = {}): string {
  const images = new Map<string, string>();
  let budget = MAX_INLINE_IMAGE_BYTES;
  for (const p of parts) {
    if (!p.contentId || !IMAGE_TYPE.test(p.contentType) || p.content.length > budget) continue;
    budget -= p.content.length;
    images.set(cidKey(p.contentId), `data:${p.contentType.toLowerCase()};base64,${p.content.toString('base64')}`);
  }
  const body = html
    .replace(/\bcid:([^"'\s)>]+)/gi, (whole, ref: string) => images.get(cidKey(ref)) ?? whole)
    .replace(/<meta\b[^>]*http-equiv\s*=\s*["']?\s*refresh[^>]*>/gi, '');
  // <base target> before anything else that takes a URL; after a doctype, which must stay first.
  const doctype = /^\s*<!doctype[^>]*>/i.exec(body);
  const base = `<base target="_blank">${opts.dark ? DARK : ''}`;
  return doctype ? doctype[0] + base + body.slice(doctype[0].length) : base + body;
}
