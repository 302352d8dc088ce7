/** @jsxRuntime automatic */
/** @jsxImportSource preact */
import type { Inbox, InboxMessageRow } from '@throwbox/db';
import type { PresentedSmtpFaultRule } from '@throwbox/operations';
import { Layout, Notice, type PageContext } from '../layout.js';
import { Shortcuts } from '../shortcuts.js';
import { SmtpFaultsSection } from '../smtp-faults.js';
import { InboxActions } from './actions.js';
import { FromATest } from './from-a-test.js';
import { InboxHead } from './head.js';
import { MessagesSection } from './messages.js';
import { inboxView } from './view.js';

/** The inbox page: one section per line, each a component of its own beside this file, drawn from one view. */
export function InboxPage(props: {
  ctx: PageContext;
  inbox: Inbox;
  messages: InboxMessageRow[];
  limit: number;
  notice?: string;
  error?: string;
  smtpFaults?: PresentedSmtpFaultRule[];
}) {
  const view = inboxView(props.ctx, props.inbox, props.messages, props.limit);
  return (
    <Layout ctx={props.ctx} title="Inbox" active="/inboxes">
      <InboxHead view={view} />
      {props.notice && <Notice kind="ok">{props.notice}</Notice>}
      {props.error && <Notice kind="error">{props.error}</Notice>}
      <InboxActions view={view} />
      <MessagesSection view={view} />
      {!view.expired && <SmtpFaultsSection ctx={props.ctx} inbox={props.inbox} rules={props.smtpFaults} />}
      <FromATest view={view} />
      <Shortcuts />
      <p>
        <a href="/inboxes">All inboxes</a>
      </p>
    </Layout>
  );
}
