/** @jsxRuntime automatic */
/** @jsxImportSource preact */
import type { MessageView } from './view.js';

export function SectionNav({ view: { message: m, attachments } }: { view: MessageView }) {
  return (
    <nav class="sections" aria-label="Parts of the message">
      {m.html && <a href="#html">HTML</a>}
      <a href="#text">Text</a>
      <a href="#links">Links ({m.links.length})</a>
      <a href="#attachments">Attachments ({attachments.length})</a>
      <a href="#headers">Headers</a>
      <a href="#source">Source</a>
    </nav>
  );
}
