/** @jsxRuntime automatic */
/** @jsxImportSource preact */
import { Copyable, Notice } from '../layout.js';
import { Expiry, When } from '../time.js';
import type { InboxView } from './view.js';

export function InboxHead({ view: { inbox, expired } }: { view: InboxView }) {
  return (
    <>
      <p class="inbox-head">
        <Copyable id="inbox-address" value={inbox.address} label="Copy the address" /> · <Expiry at={inbox.expiresAt} /> · created{' '}
        <When at={inbox.createdAt} />
      </p>
      {expired && (
        <Notice kind="warn">
          This inbox has expired: it takes no more mail and the API answers 410 for it. Its address is held until it is purged; delete it to
          free the address now.
        </Notice>
      )}
    </>
  );
}
