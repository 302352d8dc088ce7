/** @jsxRuntime automatic */
/** @jsxImportSource preact */
import { AuthenticationPanel } from '../authentication-panel.js';
import { ExtractionWhy } from '../extraction-why.js';
import { HtmlCompatibility } from '../html-compatibility.js';
import { LinkChecks } from '../link-checks.js';
import { Layout } from '../layout.js';
import { MessageTimings } from '../message-timings.js';
import { Shortcuts } from '../shortcuts.js';
import { MessageActions } from './actions.js';
import { AttachmentsSection } from './attachments.js';
import { HeadersSection } from './headers.js';
import { HtmlSection } from './html.js';
import { LinksSection } from './links.js';
import { MessageMeta } from './meta.js';
import { SectionNav } from './nav.js';
import { SourceSection } from './source.js';
import { TextSection } from './text.js';
import { messagePath, type MessageView } from './view.js';

/** The message page: one section per line, each a component of its own beside this file, drawn from one view. */
export function MessagePage(props: Omit<MessageView, 'path'>) {
  const view: MessageView = { ...props, path: messagePath(props.inbox.address, props.message.id) };
  return (
    <Layout ctx={props.ctx} title={props.message.subject || '(no subject)'} active="/inboxes">
      <MessageMeta view={view} />
      <MessageTimings message={view.message} />
      <ExtractionWhy message={view.message} />
      <MessageActions view={view} />
      <SectionNav view={view} />
      <HtmlSection view={view} />
      <AuthenticationPanel path={view.path} checks={view.checks} />
      <HtmlCompatibility path={view.path} checks={view.checks} />
      <TextSection view={view} />
      <LinksSection view={view} />
      <LinkChecks path={view.path} checks={view.checks} />
      <AttachmentsSection view={view} />
      <HeadersSection view={view} />
      <SourceSection view={view} />
      <Shortcuts />
    </Layout>
  );
}
