/** @jsxRuntime automatic */
/** @jsxImportSource preact */
import type { InboxView } from './view.js';

export function FromATest({ view: { ctx, inbox } }: { view: InboxView }) {
  return (
    <details>
      <summary>From a test</summary>
      <p>Wait for the code of the next message (up to 30 seconds):</p>
      <pre>
        <code>{`curl -H "Authorization: Bearer $THROWBOX_API_KEY" \\\n  "${ctx.apiUrl}/v1/inboxes/${encodeURIComponent(inbox.address)}/code?wait=30"`}</code>
      </pre>
    </details>
  );
}
