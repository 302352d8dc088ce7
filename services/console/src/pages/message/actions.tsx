/** @jsxRuntime automatic */
/** @jsxImportSource preact */
import { inboxPath } from '../inboxes.js';
import { CsrfField } from '../layout.js';
import { messagePath, type MessageView } from './view.js';

export function MessageActions({ view: { ctx, inbox, path, neighbours } }: { view: MessageView }) {
  const at = (id: string | null) => (id ? messagePath(inbox.address, id) : undefined);
  return (
    <div
      class="actions"
      data-message-page=""
      data-inbox={inboxPath(inbox.address)}
      data-next={at(neighbours.older)}
      data-previous={at(neighbours.newer)}
    >
      <a href={`${path}/raw`} role="button" class="secondary" download>
        Download .eml
      </a>
      <form method="post" action={`${path}/delete`} class="inline" data-confirm="Delete this message?">
        <CsrfField ctx={ctx} />
        <button type="submit" class="danger outline">
          Delete message
        </button>
      </form>
      <a href={inboxPath(inbox.address)}>Back to {inbox.address}</a>
    </div>
  );
}
