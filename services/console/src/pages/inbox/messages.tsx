/** @jsxRuntime automatic */
/** @jsxImportSource preact */
import type { Inbox, InboxMessageRow } from '@throwbox/db';
import { Findings } from '../findings.js';
import { inboxPath } from '../inboxes.js';
import { When } from '../time.js';
import type { InboxView } from './view.js';

/** An inbox's messages: rendered into the inbox page, and alone for the live view to swap in. */
export function MessageList({ inbox, messages, limit }: { inbox: Inbox; messages: InboxMessageRow[]; limit: number }) {
  return (
    <div id="message-list">
      {messages.length === 0 ? (
        <p class="empty">No mail yet. Send to {inbox.address}: it appears here within a second of being accepted.</p>
      ) : (
        messages.map((m) => <MessageCard href={`${inboxPath(inbox.address)}/messages/${encodeURIComponent(m.id)}`} m={m} />)
      )}
      {messages.length === limit && <p>The newest {limit} messages are shown.</p>}
    </div>
  );
}

type CardMessage = Pick<
  InboxMessageRow,
  'id' | 'subject' | 'from' | 'intro' | 'receivedAt' | 'code' | 'verificationLink' | 'extractStatus' | 'unread'
>;

/**
 * One message in a list: the inbox page's and the search's. Subject, sender and intro are strangers' text:
 * each is isolated (<bdi>, dir=auto) so that a right-to-left override cannot reorder what follows it, and
 * cut to its line by CSS with the whole text in its title and on the message page.
 */
export function MessageCard({ href, m, address }: { href: string; m: CardMessage; address?: string }) {
  const subject = m.subject || '(no subject)';
  return (
    <article class={m.unread ? 'message unread' : 'message'} id={`m-${m.id}`}>
      <header>
        <a href={href} class="subject" title={subject}>
          {m.unread && <span class="visually-hidden">Unread: </span>}
          <bdi>{subject}</bdi>
        </a>
        <small>
          {address && (
            <>
              <bdi>{address}</bdi> ·{' '}
            </>
          )}
          <bdi class="from" title={m.from}>
            {m.from}
          </bdi>{' '}
          · <When at={m.receivedAt} />
        </small>
      </header>
      {m.intro && (
        <p class="intro" dir="auto" title={m.intro}>
          {m.intro}
        </p>
      )}
      <Findings id={m.id} code={m.code} link={m.verificationLink} status={m.extractStatus} />
    </article>
  );
}

/** The messages, live: console.js swaps the list in when the inbox's event stream says mail came. */
export function MessagesSection({ view: { inbox, messages, limit, path, expired } }: { view: InboxView }) {
  return (
    <section aria-labelledby="messages-title">
      <h2 id="messages-title">Messages</h2>
      {!expired && (
        <p
          class="live"
          data-live-events={`${path}/events`}
          data-live-rows={`${path}/rows`}
          data-live-target="#message-list"
          role="status"
          aria-live="polite"
        >
          Reload to see new mail.
        </p>
      )}
      <MessageList inbox={inbox} messages={messages} limit={limit} />
    </section>
  );
}
