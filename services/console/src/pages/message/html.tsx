/** @jsxRuntime automatic */
/** @jsxImportSource preact */
import { Notice } from '../layout.js';
import { PREVIEW_WIDTHS, type MessageView } from './view.js';

/** Remote images or backgrounds the preview blocks until asked: src, background or CSS url() on the web. */
const REMOTE_REF = /(?:\bsrc|\bbackground)\s*=\s*["']?\s*(?:https?:)?\/\/|url\(\s*["']?\s*(?:https?:)?\/\//i;

/**
 * The frame's height from the mail's length (no script may measure it: the frame runs none and the page's
 * CSP allows none inline): about 90 characters or one block element a line, in four steps up to 80vh.
 */
export function fitClass(html: string): string {
  const blocks = (html.match(/<(?:p|div|tr|li|h[1-6]|br|table|img)\b/gi) ?? []).length;
  const lines = html.replace(/<[^>]*>/g, '').length / 90 + blocks;
  return lines <= 12 ? 'fit-s' : lines <= 30 ? 'fit-m' : lines <= 60 ? 'fit-l' : 'fit-xl';
}

function query(o: { remote: boolean; width: number | undefined; dark: boolean }): string {
  const q = new URLSearchParams();
  if (o.remote) q.set('remote', '1');
  if (o.width) q.set('width', String(o.width));
  if (o.dark) q.set('dark', '1');
  const s = q.toString();
  return s ? `?${s}` : '';
}

export function HtmlSection({ view: { message: m, remote, path, preview } }: { view: MessageView }) {
  if (!m.html) return null;
  const hasRemote = REMOTE_REF.test(m.html);
  const here = { remote, width: preview.width, dark: preview.dark };
  const frameClass = ['preview', fitClass(m.html), preview.width ? `w-${preview.width}` : ''].filter(Boolean).join(' ');
  return (
    <section id="html" aria-labelledby="html-title">
      <h2 id="html-title">HTML</h2>
      {hasRemote && !remote && (
        <Notice kind="warn">
          Remote images are blocked: loading them would tell the sender this mail was opened.{' '}
          <a href={`${path}${query({ ...here, remote: true })}#html`}>Load remote images</a>
        </Notice>
      )}
      {remote && (
        <p>
          Remote images are loaded for this message. <a href={`${path}${query({ ...here, remote: false })}#html`}>Block them again</a>
        </p>
      )}
      <nav class="preview-options" aria-label="Preview width and colours">
        {[undefined, ...PREVIEW_WIDTHS].map((w) => (
          <a href={`${path}${query({ ...here, width: w })}#html`} aria-current={preview.width === w ? 'true' : undefined}>
            {w === undefined ? 'Full width' : w === 375 ? 'Phone (375 px)' : w === 768 ? 'Tablet (768 px)' : 'Desktop (1,280 px)'}
          </a>
        ))}
        <a href={`${path}${query({ ...here, dark: !preview.dark })}#html`}>{preview.dark ? 'Light' : 'Dark'}</a>
      </nav>
      {/* No allow-scripts, no allow-same-origin: the mail's HTML runs nothing and reaches nothing of the console. */}
      <iframe
        class={frameClass}
        title="The message as HTML"
        src={`${path}/preview${query({ remote, width: undefined, dark: preview.dark })}`}
        sandbox="allow-popups allow-popups-to-escape-sandbox"
        referrerpolicy="no-referrer"
      />
    </section>
  );
}
