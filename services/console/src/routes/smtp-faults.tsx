/** @jsxRuntime automatic */
/** @jsxImportSource preact */
import { Router, type Request, type Response } from 'express';
import { ApiError, SMTP_FAULT_LIMITS, SMTP_FAULT_REPLIES } from '@throwbox/contracts';
import type { SmtpFaultRule } from '@throwbox/db';
import { readSmtpFaults, removeSmtpFaults, setSmtpFaults, type PresentedSmtpFaultRule } from '@throwbox/operations';
import type { ConsoleDeps } from '../deps.js';
import { account, field, pageContext } from '../http/context.js';
import { sendPage } from '../http/render.js';
import { SmtpFaultErrorPage } from '../pages/smtp-faults.js';
import { notFound } from './not-found.js';

const PRINTABLE = new RegExp(`^[\\x20-\\x7e]{1,${SMTP_FAULT_LIMITS.replyTextLength}}$`);

/** A whole number from a form field within the bounds, or undefined when the field is empty. */
function count(req: Request, name: string, min: number, max: number): number | undefined {
  const text = field(req, name, 12);
  if (text === '') return undefined;
  const n = /^\d+$/.test(text) ? Number(text) : NaN;
  if (!(n >= min && n <= max)) throw new ApiError('validation_failed', `${name} must be a whole number from ${min} to ${max}.`);
  return n;
}

/** The add-a-rule form as a rule, held to the same limits as the API's PUT. */
export function ruleFromForm(req: Request): SmtpFaultRule {
  const stage = field(req, 'stage', 8);
  if (stage !== 'rcpt' && stage !== 'data') throw new ApiError('validation_failed', 'Choose the stage: RCPT TO or end of DATA.');
  const answer = field(req, 'answer', 16);
  const text = field(req, 'text', SMTP_FAULT_LIMITS.replyTextLength + 1);
  if (text && !PRINTABLE.test(text))
    throw new ApiError('validation_failed', `The reply text must be 1 to ${SMTP_FAULT_LIMITS.replyTextLength} printable ASCII characters.`);
  const code = Number(answer);
  if (answer !== 'disconnect' && answer !== 'none' && !SMTP_FAULT_REPLIES[code])
    throw new ApiError('validation_failed', 'Choose an answer.');
  const delayMs = count(req, 'delayMs', 0, SMTP_FAULT_LIMITS.maxDelayMs);
  const after = count(req, 'after', 0, SMTP_FAULT_LIMITS.maxCount);
  const times = count(req, 'times', 1, SMTP_FAULT_LIMITS.maxCount);
  return {
    stage,
    ...(SMTP_FAULT_REPLIES[code] ? { reply: { code, ...(text ? { text } : {}) } } : {}),
    ...(answer === 'disconnect' ? { action: 'disconnect' as const } : {}),
    ...(delayMs ? { delayMs } : {}),
    ...(after ? { after } : {}),
    ...(times ? { times } : {}),
  };
}

const asInput = (r: PresentedSmtpFaultRule): SmtpFaultRule => ({
  stage: r.stage,
  ...(r.reply ? { reply: r.reply } : {}),
  ...(r.action ? { action: r.action } : {}),
  delayMs: r.delayMs,
  after: r.after,
  ...(r.times !== null ? { times: r.times } : {}),
});

/** Adding and clearing an inbox's SMTP fault rules; the inbox page shows them (pages/smtp-faults.tsx). */
export function smtpFaultRoutes(deps: ConsoleDeps): Router {
  const router = Router();
  const ctx = { pool: deps.pool, redis: deps.redis, redisPrefix: deps.redisPrefix };

  async function change(req: Request, res: Response, apply: (accountId: number, address: string) => Promise<unknown>) {
    const address = String(req.params.address ?? '').slice(0, 254);
    try {
      await apply(account(res).accountId, address);
    } catch (err) {
      if (!(err instanceof ApiError)) throw err;
      if (err.code === 'inbox_not_found') return notFound(deps, req, res);
      return sendPage(res, <SmtpFaultErrorPage ctx={pageContext(deps, req, res)} address={address} error={err.message} />, err.status);
    }
    res.redirect(303, `/inboxes/${encodeURIComponent(address)}#smtp-faults`);
  }

  router.post('/inboxes/:address/smtp-faults', (req, res) =>
    change(req, res, async (accountId, address) => {
      const { rules } = await readSmtpFaults(deps.pool, accountId, address);
      const rule = ruleFromForm(req);
      if (rules.length >= SMTP_FAULT_LIMITS.rulesPerInbox)
        throw new ApiError('validation_failed', `An inbox has at most ${SMTP_FAULT_LIMITS.rulesPerInbox} rules.`);
      await setSmtpFaults(ctx, accountId, address, [...rules.map(asInput), rule]);
    }),
  );

  router.post('/inboxes/:address/smtp-faults/clear', (req, res) =>
    change(req, res, (accountId, address) => removeSmtpFaults(ctx, accountId, address)),
  );

  return router;
}
