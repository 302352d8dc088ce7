/** @jsxRuntime automatic */
/** @jsxImportSource preact */
import { Router } from 'express';
import { ApiError } from '@throwbox/contracts';
import { getAttachmentContent, getRawMessage, listAttachments, markMessageRead, messageNeighbours } from '@throwbox/db';
import { removeMessage } from '@throwbox/operations';
import type { ConsoleDeps } from '../deps.js';
import { pageContext } from '../http/context.js';
import { sendPage } from '../http/render.js';
import { messageChecks } from '../mail/checks.js';
import { headerFields } from '../mail/headers.js';
import { previewHtml, previewPolicy } from '../mail/preview.js';
import { inboxPath } from '../pages/inboxes.js';
import { MessagePage } from '../pages/message/page.js';
import { PREVIEW_WIDTHS } from '../pages/message/view.js';
import { sendInboxPage } from './inboxes.js';
import { announceInboxChange, messageOfPath, validId } from './mine.js';
import { notFound } from './not-found.js';

/** One message of an inbox: its page, the HTML preview, the source, attachments, and deleting it. */
export function messageRoutes(deps: ConsoleDeps): Router {
  const router = Router();

  router.get('/inboxes/:address/messages/:id', async (req, res) => {
    const found = await messageOfPath(deps, req, res);
    if (!found) return notFound(deps, req, res);
    const [attachments, raw, , neighbours, checks] = await Promise.all([
      listAttachments(deps.pool, found.message.id),
      getRawMessage(deps.pool, found.message.id, found.inbox.id),
      markMessageRead(deps.pool, found.message.id, found.inbox.id),
      messageNeighbours(deps.pool, found.message.id, found.inbox.id),
      // Computed only when asked: they take DNS lookups and link fetches.
      req.query.checks === '1' ? messageChecks(deps, found.message.id, found.inbox.id) : undefined,
    ]);
    sendPage(
      res,
      <MessagePage
        ctx={pageContext(deps, req, res)}
        inbox={found.inbox}
        message={found.message}
        size={raw?.length ?? 0}
        attachments={attachments}
        headers={raw ? headerFields(raw) : []}
        remote={req.query.remote === '1'}
        neighbours={neighbours}
        checks={checks}
        preview={{ width: PREVIEW_WIDTHS.find((w) => String(w) === req.query.width), dark: req.query.dark === '1' }}
      />,
    );
  });

  /**
   * The mail's HTML for the sandboxed frame of the message page, under a policy of its own: no script,
   * no forms, no frames, nothing remote (images only when asked), framed only by the console.
   */
  router.get('/inboxes/:address/messages/:id/preview', async (req, res) => {
    const found = await messageOfPath(deps, req, res);
    if (!found) return void res.status(404).type('text').send('Not found');
    const inline = (await listAttachments(deps.pool, found.message.id)).filter((a) => a.contentId && a.contentType.startsWith('image/'));
    const parts = await Promise.all(inline.map((a) => getAttachmentContent(deps.pool, found.message.id, a.id, found.inbox.id)));
    res.setHeader('Content-Security-Policy', previewPolicy(req.query.remote === '1'));
    res.setHeader('X-Frame-Options', 'SAMEORIGIN');
    res.type('html').send(
      previewHtml(
        found.message.html,
        parts.filter((p) => p !== undefined),
        { dark: req.query.dark === '1' },
      ),
    );
  });

  router.get('/inboxes/:address/messages/:id/raw', async (req, res) => {
    const found = await messageOfPath(deps, req, res);
    const raw = found && (await getRawMessage(deps.pool, found.message.id, found.inbox.id));
    if (!found || !raw) return notFound(deps, req, res);
    res.attachment(`${found.message.id}.eml`).type('message/rfc822').send(raw);
  });

  router.get('/inboxes/:address/messages/:id/attachments/:attachment', async (req, res) => {
    const found = await messageOfPath(deps, req, res);
    const id = String(req.params.attachment ?? '');
    const file = found && validId(id) ? await getAttachmentContent(deps.pool, found.message.id, id, found.inbox.id) : undefined;
    if (!found || !file) return notFound(deps, req, res);
    // Always a download, never rendered on the console's origin (an HTML attachment would be a page of ours).
    res
      .attachment(file.filename ?? `${file.id}.bin`)
      .type('application/octet-stream')
      .send(file.content);
  });

  router.post('/inboxes/:address/messages/:id/delete', async (req, res) => {
    const found = await messageOfPath(deps, req, res);
    if (!found) return notFound(deps, req, res);
    try {
      await removeMessage(deps.pool, found.inbox.accountId, found.inbox.address, found.message.id);
      await announceInboxChange(deps, found.inbox.address);
    } catch (err) {
      if (!(err instanceof ApiError)) throw err;
      if (err.code !== 'message_not_found') return sendInboxPage(deps, req, res, found.inbox, { error: err.message }, err.status);
    }
    res.redirect(303, `${inboxPath(found.inbox.address)}?deleted=1`);
  });

  return router;
}
