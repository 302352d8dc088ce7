import type { Inbox, InboxMessageRow } from '@throwbox/db';
import { inboxPath, isExpired } from '../inboxes.js';
import type { PageContext } from '../layout.js';

/** What every section of the inbox page is rendered from. */
export interface InboxView {
  ctx: PageContext;
  inbox: Inbox;
  messages: InboxMessageRow[];
  limit: number;
  /** The inbox page's own path. */
  path: string;
  expired: boolean;
}

export function inboxView(ctx: PageContext, inbox: Inbox, messages: InboxMessageRow[], limit: number): InboxView {
  return { ctx, inbox, messages, limit, path: inboxPath(inbox.address), expired: isExpired(inbox) };
}
