/** @jsxRuntime automatic */
/** @jsxImportSource preact */
import { Router, type Request, type Response } from 'express';
import { renderToString } from 'preact-render-to-string';
import { ApiError } from '@throwbox/contracts';
import {
  countPermanentInboxes,
  getAttachmentContent,
  getMessage,
  getRawMessage,
  listAccountInboxes,
  listAttachments,
  listInboxMessages,
  type Inbox,
} from '@throwbox/db';
import { PERMANENT_ADDRESSES, createInbox, emptyInbox, removeInbox, removeMessage, resolveInbox } from '@throwbox/operations';
import type { ConsoleDeps } from '../deps.js';
import { account, field, pageContext } from '../http/context.js';
import { sendPage } from '../http/render.js';
import { withinRate } from '../http/throttle.js';
import { messageChecks } from '../mail/checks.js';
import { headerFields } from '../mail/headers.js';
import { previewHtml, previewPolicy } from '../mail/preview.js';
import { InboxPage, InboxesPage, LIFETIMES, MessageList, inboxPath, type InboxForm } from '../pages/inboxes.js';
import { MessagePage } from '../pages/message.js';
import { notFound } from './not-found.js';

const PAGE = 50;
/** The inbox page shows this many of the newest messages. */
const MESSAGES_SHOWN = 100;
/** Inboxes made in the console per account and minute (the API's are counted by its quota). */
const CREATES_PER_MINUTE = 30;
const MESSAGE_ID = /^[A-Za-z0-9_-]{1,64}$/;

export function inboxRoutes(deps: ConsoleDeps): Router {
  const router = Router();

  /** The account's inbox of the path, expired ones included; another account's is as if it did not exist. */
  async function mine(req: Request, res: Response): Promise<Inbox | undefined> {
    const address = String(req.params.address ?? '');
    if (address.length > 254) return undefined;
    try {
      return await resolveInbox(deps.pool, account(res).accountId, address, { allowExpired: true });
    } catch (err) {
      if (err instanceof ApiError && err.code === 'inbox_not_found') return undefined;
      throw err;
    }
  }

  async function list(req: Request, res: Response, extra: Partial<Parameters<typeof InboxesPage>[0]> = {}, status = 200) {
    const me = account(res);
    const search = typeof req.query.search === 'string' ? req.query.search.trim().slice(0, 254) : '';
    const before = typeof req.query.before === 'string' && /^\d{1,15}$/.test(req.query.before) ? Number(req.query.before) : undefined;
    const [rows, used] = await Promise.all([
      listAccountInboxes(deps.pool, { accountId: me.accountId, search, before, limit: PAGE + 1 }),
      countPermanentInboxes(deps.pool, me.accountId),
    ]);
    const inboxes = rows.slice(0, PAGE);
    sendPage(
      res,
      <InboxesPage
        ctx={pageContext(deps, req, res)}
        inboxes={inboxes}
        domains={deps.domains}
        search={search}
        next={rows.length > PAGE ? inboxes[inboxes.length - 1]!.id : undefined}
        paged={before !== undefined}
        permanent={{ used, allowance: PERMANENT_ADDRESSES[me.account.plan] }}
        {...extra}
      />,
      status,
    );
  }

  async function inboxPage(req: Request, res: Response, inbox: Inbox, extra: { notice?: string; error?: string } = {}, status = 200) {
    const messages = await listInboxMessages(deps.pool, inbox.id, MESSAGES_SHOWN);
    sendPage(
      res,
      <InboxPage ctx={pageContext(deps, req, res)} inbox={inbox} messages={messages} limit={MESSAGES_SHOWN} {...extra} />,
      status,
    );
  }

  router.get('/inboxes', (req, res) => list(req, res, req.query.deleted ? { notice: 'The inbox and its mail are deleted.' } : {}));

  router.post('/inboxes', async (req, res) => {
    const me = account(res);
    const form: InboxForm = {
      username: field(req, 'username', 64),
      domain: field(req, 'domain', 253).toLowerCase(),
      ttlMinutes: field(req, 'ttlMinutes', 5),
      permanent: req.body?.permanent === '1',
    };
    try {
      if (!LIFETIMES.some(([value]) => value === form.ttlMinutes))
        throw new ApiError('validation_failed', 'Choose one of the lifetimes offered.');
      if (!(await withinRate(deps, `inbox-create:${me.accountId}`, CREATES_PER_MINUTE, 60))) {
        throw new ApiError(
          'validation_failed',
          `At most ${CREATES_PER_MINUTE} inboxes a minute can be made here; wait a minute, or make them through the API.`,
        );
      }
      const inbox = await createInbox(
        deps.pool,
        deps.domains,
        { id: me.accountId, plan: me.account.plan },
        {
          ...(form.username ? { username: form.username } : {}),
          domain: form.domain || deps.domains[0],
          ttlMinutes: Number(form.ttlMinutes),
          permanent: form.permanent,
        },
      );
      deps.logger.info({ accountId: me.accountId, inboxId: inbox.id, permanent: form.permanent }, 'inbox created in the console');
      res.redirect(303, `${inboxPath(inbox.address)}?created=1`);
    } catch (err) {
      if (!(err instanceof ApiError)) throw err;
      await list(req, res, { form, error: err.message }, 400);
    }
  });

  router.get('/inboxes/:address', async (req, res) => {
    const inbox = await mine(req, res);
    if (!inbox) return notFound(deps, req, res);
    const notice = req.query.created
      ? 'The inbox is ready: send mail to it and watch it arrive here.'
      : req.query.emptied
        ? 'The inbox is empty.'
        : req.query.deleted
          ? 'The message is deleted.'
          : undefined;
    await inboxPage(req, res, inbox, notice ? { notice } : {});
  });

  /** The message list alone, for the live view to swap in. */
  router.get('/inboxes/:address/rows', async (req, res) => {
    const inbox = await mine(req, res);
    if (!inbox) return void res.status(404).type('text').send('Not found');
    const messages = await listInboxMessages(deps.pool, inbox.id, MESSAGES_SHOWN);
    res.type('html').send(renderToString(<MessageList inbox={inbox} messages={messages} limit={MESSAGES_SHOWN} />));
  });

  router.get('/inboxes/:address/events', async (req, res) => {
    const inbox = await mine(req, res);
    if (!inbox) return void res.status(404).type('text').send('Not found');
    res.locals.route = 'live';
    await deps.live.stream(res, inbox.accountId, inbox.address);
  });

  router.post('/inboxes/:address/empty', async (req, res) => {
    const inbox = await mine(req, res);
    if (!inbox) return notFound(deps, req, res);
    try {
      await emptyInbox(deps.pool, inbox.accountId, inbox.address);
    } catch (err) {
      if (!(err instanceof ApiError)) throw err;
      return inboxPage(req, res, inbox, { error: err.message }, err.status);
    }
    res.redirect(303, `${inboxPath(inbox.address)}?emptied=1`);
  });

  router.post('/inboxes/:address/delete', async (req, res) => {
    const inbox = await mine(req, res);
    if (!inbox) return notFound(deps, req, res);
    await removeInbox(deps.pool, inbox.accountId, inbox.address);
    res.redirect(303, '/inboxes?deleted=1');
  });

  /** The inbox and message of the path, both the account's, or undefined. */
  async function message(req: Request, res: Response) {
    const inbox = await mine(req, res);
    const id = String(req.params.id ?? '');
    if (!inbox || !MESSAGE_ID.test(id)) return undefined;
    const m = await getMessage(deps.pool, id, inbox.id);
    return m && { inbox, message: m };
  }

  router.get('/inboxes/:address/messages/:id', async (req, res) => {
    const found = await message(req, res);
    if (!found) return notFound(deps, req, res);
    const [attachments, raw, checks] = await Promise.all([
      listAttachments(deps.pool, found.message.id),
      getRawMessage(deps.pool, found.message.id, found.inbox.id),
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
        checks={checks}
      />,
    );
  });

  /**
   * The mail's HTML for the sandboxed frame of the message page, under a policy of its own: no script,
   * no forms, no frames, nothing remote (images only when asked), framed only by the console.
   */
  router.get('/inboxes/:address/messages/:id/preview', async (req, res) => {
    const found = await message(req, res);
    if (!found) return void res.status(404).type('text').send('Not found');
    const inline = (await listAttachments(deps.pool, found.message.id)).filter((a) => a.contentId && a.contentType.startsWith('image/'));
    const parts = await Promise.all(inline.map((a) => getAttachmentContent(deps.pool, found.message.id, a.id, found.inbox.id)));
    res.setHeader('Content-Security-Policy', previewPolicy(req.query.remote === '1'));
    res.setHeader('X-Frame-Options', 'SAMEORIGIN');
    res.type('html').send(
      previewHtml(
        found.message.html,
        parts.filter((p) => p !== undefined),
      ),
    );
  });

  router.get('/inboxes/:address/messages/:id/raw', async (req, res) => {
    const found = await message(req, res);
    const raw = found && (await getRawMessage(deps.pool, found.message.id, found.inbox.id));
    if (!found || !raw) return notFound(deps, req, res);
    res.attachment(`${found.message.id}.eml`).type('message/rfc822').send(raw);
  });

  router.get('/inboxes/:address/messages/:id/attachments/:attachment', async (req, res) => {
    const found = await message(req, res);
    const id = String(req.params.attachment ?? '');
    const file = found && MESSAGE_ID.test(id) ? await getAttachmentContent(deps.pool, found.message.id, id, found.inbox.id) : undefined;
    if (!found || !file) return notFound(deps, req, res);
    // Always a download, never rendered on the console's origin (an HTML attachment would be a page of ours).
    res
      .attachment(file.filename ?? `${file.id}.bin`)
      .type('application/octet-stream')
      .send(file.content);
  });

  router.post('/inboxes/:address/messages/:id/delete', async (req, res) => {
    const found = await message(req, res);
    if (!found) return notFound(deps, req, res);
    try {
      await removeMessage(deps.pool, found.inbox.accountId, found.inbox.address, found.message.id);
    } catch (err) {
      if (!(err instanceof ApiError)) throw err;
      if (err.code !== 'message_not_found') return inboxPage(req, res, found.inbox, { error: err.message }, err.status);
    }
    res.redirect(303, `${inboxPath(found.inbox.address)}?deleted=1`);
  });

  return router;
}
