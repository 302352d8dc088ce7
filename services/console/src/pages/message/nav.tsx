/** @jsxRuntime automatic */
/** @jsxImportSource preact */
import { ChecksTabs } from '../checks-tabs.js';
import type { MessageView } from './view.js';

export function SectionNav({ view: { message: m, attachments, path, checks } }: { view: MessageView }) {
  return (
    <nav class="sections" aria-label="Parts of the message">
      {m.html && <a href="#html">HTML</a>}
      <a href="#text">Text</a>
      <a href="#links">Links ({m.links.length})</a>
      <a href="#attachments">Attachments ({attachments.length})</a>
      <a href="#headers">Headers</a>
      <ChecksTabs path={path} checks={checks} />
      <a href="#source">Source</a>
    </nav>
  );
}
