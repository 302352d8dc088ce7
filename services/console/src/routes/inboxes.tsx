/** @jsxRuntime automatic */
/** @jsxImportSource preact */
import { Router, type Request, type Response } from 'express';
import { renderToString } from 'preact-render-to-string';
import { ApiError } from '@throwbox/contracts';
import { countPermanentInboxes, listAccountInboxes, listInboxMessages, listSmtpFaults, type Inbox } from '@throwbox/db';
import { PERMANENT_ADDRESSES, createInbox, emptyInbox, presentSmtpFaultRule, removeInbox } from '@throwbox/operations';
import type { ConsoleDeps } from '../deps.js';
import { account, field, pageContext } from '../http/context.js';
import { sendPage } from '../http/render.js';
import { withinRate } from '../http/throttle.js';
import { InboxPage } from '../pages/inbox/page.js';
import { MessageList } from '../pages/inbox/messages.js';
import { InboxesPage, LIFETIMES, inboxPath, type InboxForm } from '../pages/inboxes.js';
import { announceInboxChange, inboxOfPath } from './mine.js';
import { notFound } from './not-found.js';

const PAGE = 50;
/** The inbox page shows this many of the newest messages. */
const MESSAGES_SHOWN = 100;
/** Inboxes made in the console per account and minute (the API's are counted by its quota). */
const CREATES_PER_MINUTE = 30;

/** The inbox page, also answered by a failed action on the inbox or one of its messages. */
export async function sendInboxPage(
  deps: ConsoleDeps,
  req: Request,
  res: Response,
  inbox: Inbox,
  extra: { notice?: string; error?: string } = {},
  status = 200,
): Promise<void> {
  const [messages, smtpFaults] = await Promise.all([
    listInboxMessages(deps.pool, inbox.id, MESSAGES_SHOWN),
    listSmtpFaults(deps.pool, inbox.id).then((rules) => rules.map(presentSmtpFaultRule)),
  ]);
  sendPage(
    res,
    <InboxPage
      ctx={pageContext(deps, req, res)}
      inbox={inbox}
      messages={messages}
      limit={MESSAGES_SHOWN}
      smtpFaults={smtpFaults}
      {...extra}
    />,
    status,
  );
}

/** The account's inboxes: the list, making one, one inbox's page and live view, emptying and deleting it. */
export function inboxRoutes(deps: ConsoleDeps): Router {
  const router = Router();

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
    const inbox = await inboxOfPath(deps, req, res);
    if (!inbox) return notFound(deps, req, res);
    const notice = req.query.created
      ? 'The inbox is ready: send mail to it and watch it arrive here.'
      : req.query.emptied
        ? 'The inbox is empty.'
        : req.query.deleted
          ? 'The message is deleted.'
          : undefined;
    await sendInboxPage(deps, req, res, inbox, notice ? { notice } : {});
  });

  /** The message list alone, for the live view to swap in. */
  router.get('/inboxes/:address/rows', async (req, res) => {
    const inbox = await inboxOfPath(deps, req, res);
    if (!inbox) return void res.status(404).type('text').send('Not found');
    const messages = await listInboxMessages(deps.pool, inbox.id, MESSAGES_SHOWN);
    res.type('html').send(renderToString(<MessageList inbox={inbox} messages={messages} limit={MESSAGES_SHOWN} />));
  });

  router.get('/inboxes/:address/events', async (req, res) => {
    const inbox = await inboxOfPath(deps, req, res);
    if (!inbox) return void res.status(404).type('text').send('Not found');
    res.locals.route = 'live';
    await deps.live.stream(res, inbox.accountId, inbox.address);
  });

  router.post('/inboxes/:address/empty', async (req, res) => {
    const inbox = await inboxOfPath(deps, req, res);
    if (!inbox) return notFound(deps, req, res);
    try {
      await emptyInbox(deps.pool, inbox.accountId, inbox.address);
      await announceInboxChange(deps, inbox.address);
    } catch (err) {
      if (!(err instanceof ApiError)) throw err;
      return sendInboxPage(deps, req, res, inbox, { error: err.message }, err.status);
    }
    res.redirect(303, `${inboxPath(inbox.address)}?emptied=1`);
  });

  router.post('/inboxes/:address/delete', async (req, res) => {
    const inbox = await inboxOfPath(deps, req, res);
    if (!inbox) return notFound(deps, req, res);
    await removeInbox(deps.pool, inbox.accountId, inbox.address);
    await announceInboxChange(deps, inbox.address);
    res.redirect(303, '/inboxes?deleted=1');
  });

  return router;
}
