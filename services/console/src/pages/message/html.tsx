/** @jsxRuntime automatic */
/** @jsxImportSource preact */
import { Notice } from '../layout.js';
import type { MessageView } from './view.js';

/** Remote images or backgrounds the preview blocks until asked: src, background or CSS url() on the web. */
const REMOTE_REF = /(?:\bsrc|\bbackground)\s*=\s*["']?\s*(?:https?:)?\/\/|url\(\s*["']?\s*(?:https?:)?\/\//i;

export function HtmlSection({ view: { message: m, remote, path } }: { view: MessageView }) {
  if (!m.html) return null;
  const hasRemote = REMOTE_REF.test(m.html);
  return (
    <section id="html" aria-labelledby="html-title">
      <h2 id="html-title">HTML</h2>
      {hasRemote && !remote && (
        <Notice kind="warn">
          Remote images are blocked: loading them would tell the sender this mail was opened.{' '}
          <a href={`${path}?remote=1#html`}>Load remote images</a>
        </Notice>
      )}
      {remote && (
        <p>
          Remote images are loaded for this message. <a href={`${path}#html`}>Block them again</a>
        </p>
      )}
      {/* No allow-scripts, no allow-same-origin: the mail's HTML runs nothing and reaches nothing of the console. */}
      <iframe
        class="preview"
        title="The message as HTML"
        src={`${path}/preview${remote ? '?remote=1' : ''}`}
        sandbox="allow-popups allow-popups-to-escape-sandbox"
        referrerpolicy="no-referrer"
      />
    </section>
  );
}
