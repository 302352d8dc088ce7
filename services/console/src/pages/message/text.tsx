/** @jsxRuntime automatic */
/** @jsxImportSource preact */
import type { MessageView } from './view.js';

export function TextSection({ view: { message: m } }: { view: MessageView }) {
  return (
    <section id="text" aria-labelledby="text-title">
      <h2 id="text-title">Text</h2>
      {m.text ? <pre class="mail-text">{m.text}</pre> : <p>This message has no text part.</p>}
    </section>
  );
}
