/** @jsxRuntime automatic */
/** @jsxImportSource preact */
import type { MessageView } from './view.js';

export function SourceSection({ view: { message: m, path } }: { view: MessageView }) {
  return (
    <section id="source" aria-labelledby="source-title">
      <h2 id="source-title">Source</h2>
      <p>
        The message exactly as it was received: <a href={`${path}/raw`}>download it as {`${m.id}.eml`}</a> to open in a mail program or
        compare with what your mailer sent.
      </p>
    </section>
  );
}
