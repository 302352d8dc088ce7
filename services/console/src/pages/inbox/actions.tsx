/** @jsxRuntime automatic */
/** @jsxImportSource preact */
import { CsrfField } from '../layout.js';
import type { InboxView } from './view.js';

export function InboxActions({ view: { ctx, messages, path, expired } }: { view: InboxView }) {
  return (
    <div class="actions">
      {!expired && messages.length > 0 && (
        <form method="post" action={`${path}/empty`} class="inline" data-confirm="Delete every message of this inbox?">
          <CsrfField ctx={ctx} />
          <button type="submit" class="danger outline">
            Empty inbox
          </button>
        </form>
      )}
      <form method="post" action={`${path}/delete`} class="inline" data-confirm="Delete this inbox and all its mail?">
        <CsrfField ctx={ctx} />
        <button type="submit" class="danger">
          Delete inbox
        </button>
      </form>
    </div>
  );
}
