import { SMTP_FAULT_REPLIES } from '@throwbox/contracts';
import { clearSmtpFaults, listSmtpFaults, replaceSmtpFaults, type SmtpFaultRule, type StoredSmtpFaultRule } from '@throwbox/db';
import { smtpFaultsChannel } from '@throwbox/queue/redis';
import { resolveInbox } from './inboxes.js';
import type { KeyContext } from './keys.js';

// An inbox's SMTP fault rules as the api and the console change them (DECISIONS §11):
//   readSmtpFaults(pool, accountId, address) -> { address, rules: [... with hits] }
//   setSmtpFaults(ctx, accountId, address, rules) -> the same, hits 0
//   removeSmtpFaults(ctx, accountId, address) -> { deleted: n }
// A change is announced on the smtp-faults channel so that every ingest replica drops what it cached of
// the inbox: a rule set now applies to the next RCPT, not a second later.

export type SmtpFaultContext = KeyContext;

export interface PresentedSmtpFaultRule {
  stage: 'rcpt' | 'data';
  reply: { code: number; text: string } | null;
  action: 'disconnect' | null;
  delayMs: number;
  after: number;
  times: number | null;
  hits: number;
}

export function presentSmtpFaultRule(r: StoredSmtpFaultRule): PresentedSmtpFaultRule {
  return {
    stage: r.stage,
    reply: r.replyCode === null ? null : { code: r.replyCode, text: r.replyText ?? SMTP_FAULT_REPLIES[r.replyCode]!.text },
    action: r.disconnect ? 'disconnect' : null,
    delayMs: r.delayMs,
    after: r.after,
    times: r.times,
    hits: r.hits,
  };
}

export async function readSmtpFaults(pool: KeyContext['pool'], accountId: number, address: string) {
  const inbox = await resolveInbox(pool, accountId, address);
  return { address: inbox.address, rules: (await listSmtpFaults(pool, inbox.id)).map(presentSmtpFaultRule) };
}

export async function setSmtpFaults(ctx: SmtpFaultContext, accountId: number, address: string, rules: SmtpFaultRule[]) {
  const inbox = await resolveInbox(ctx.pool, accountId, address);
  await replaceSmtpFaults(ctx.pool, inbox.id, rules);
  await ctx.redis.publish(smtpFaultsChannel(ctx.redisPrefix), inbox.address);
  return { address: inbox.address, rules: (await listSmtpFaults(ctx.pool, inbox.id)).map(presentSmtpFaultRule) };
}

export async function removeSmtpFaults(ctx: SmtpFaultContext, accountId: number, address: string): Promise<{ deleted: number }> {
  const inbox = await resolveInbox(ctx.pool, accountId, address);
  const deleted = await clearSmtpFaults(ctx.pool, inbox.id);
  await ctx.redis.publish(smtpFaultsChannel(ctx.redisPrefix), inbox.address);
  return { deleted };
}
