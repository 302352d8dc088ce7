import { parseArgs } from 'node:util';
import type { Redis } from 'ioredis';
import { ApiError } from '@throwbox/contracts';
import {
  addCredits,
  getAccount,
  insertAccount,
  insertConsoleInvite,
  listAccounts,
  listApiKeys,
  listRequestLog,
  setPlan,
  type Plan,
  type Pool,
} from '@throwbox/db';
import { ADD_CREDITS_SCRIPT, createApiKey, creditsKey, parseIpAllowlist, revokeApiKey } from '@throwbox/operations';
import { authChannel } from '@throwbox/queue';

/** What the commands work on: Postgres always; Redis to make changes take effect at once in the api. */
export interface AdminContext {
  pool: Pool;
  redis: Redis;
  redisPrefix: string;
  /** The console's origin, for invitation links (CONSOLE_PUBLIC_URL). */
  consoleUrl?: string;
  /** Where warnings go (the command line: stderr, so stdout stays JSON). */
  warn?: (message: string) => void;
}

/** The command line was wrong: the message and the usage are printed (exit 2). */
export class UsageError extends Error {}
/** The command was right but cannot be done (no such account, an email already used): the message alone (exit 1). */
export class CommandError extends Error {}

const PLANS: Plan[] = ['free', 'paid', 'no-api', 'dev'];

function plan(value: string | undefined): Plan {
  if (!value || !PLANS.includes(value as Plan)) throw new UsageError(`--plan must be one of ${PLANS.join(', ')}`);
  return value as Plan;
}

function positiveInt(name: string, value: string | undefined): number {
  const n = Number(value);
  if (!value || !Number.isSafeInteger(n) || n <= 0) throw new UsageError(`--${name} must be a positive integer`);
  return n;
}

const SINCE_AGO = /^(\d{1,4})([hd])$/;

/** `--since`: 1h, 24h, 7d (that long ago) or a date or time. */
export function since(value: string | undefined, now = Date.now()): Date | undefined {
  if (value === undefined) return undefined;
  const ago = SINCE_AGO.exec(value);
  if (ago) return new Date(now - Number(ago[1]) * (ago[2] === 'h' ? 3_600_000 : 86_400_000));
  const at = new Date(value);
  if (Number.isNaN(at.getTime()))
    throw new UsageError('--since must be a duration ago (1h, 24h, 7d) or a date or time (2026-11-01, 2026-11-01T12:00:00Z)');
  return at;
}

function date(value: string | undefined): string | null {
  if (value === undefined) return null;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || Number.isNaN(Date.parse(`${value}T00:00:00Z`)))
    throw new UsageError('--expires must be a date, YYYY-MM-DD');
  return value;
}

/** IPv4 and IPv6 addresses and CIDR ranges, checked as the console checks them. */
function ipList(value: string | undefined): string[] | null {
  if (value === undefined) return null;
  try {
    const list = parseIpAllowlist(value);
    if (list === null) throw new UsageError('--allow-ip needs at least one address or CIDR range');
    return list;
  } catch (err) {
    if (err instanceof ApiError) throw new UsageError(`--allow-ip: ${err.message}`);
    throw err;
  }
}

export const USAGE = `Usage (each prints JSON on stdout):
  pnpm -s admin accounts create --email E --plan free|paid|no-api|dev
  pnpm -s admin accounts invite --email E [--plan free|paid|no-api|dev] [--hours N]
  pnpm -s admin accounts list [--limit N]
  pnpm -s admin accounts set-plan --account ID --plan P [--expired]
  pnpm -s admin keys create --account ID [--read-only] [--expires YYYY-MM-DD] [--allow-ip CIDR,...]
  pnpm -s admin keys list --account ID
  pnpm -s admin keys revoke --key ID
  pnpm -s admin credits add --account ID --requests N
  pnpm -s admin requests --account ID [--errors] [--since 1h|24h|7d|YYYY-MM-DD|ISO time] [--limit N]
  pnpm -s admin help`;

/** Runs one admin command and returns what it prints (JSON). */
export async function runCommand(ctx: AdminContext, argv: string[]): Promise<unknown> {
  const { pool, redis, redisPrefix } = ctx;
  const changed = (what: string) => redis.publish(authChannel(redisPrefix), what);
  const [group, action, ...rest] = argv;
  // `requests` is the one command without an action word.
  if (group === 'requests' && action !== undefined) rest.unshift(action);
  const { values } = parseArgs({
    args: rest,
    options: {
      email: { type: 'string' },
      plan: { type: 'string' },
      account: { type: 'string' },
      key: { type: 'string' },
      'read-only': { type: 'boolean' },
      expires: { type: 'string' },
      'allow-ip': { type: 'string' },
      expired: { type: 'boolean' },
      requests: { type: 'string' },
      errors: { type: 'boolean' },
      since: { type: 'string' },
      limit: { type: 'string' },
      hours: { type: 'string' },
    },
    strict: true,
  });
  const command = group === 'requests' ? 'requests' : `${group ?? ''} ${action ?? ''}`;
  switch (command) {
    case 'accounts create': {
      if (!values.email || !/^[^@\s]+@[^@\s]+$/.test(values.email)) throw new UsageError('--email must be an email address');
      const email = values.email.toLowerCase();
      const account = await insertAccount(pool, { email, plan: plan(values.plan) }).catch((err: { code?: string }) => {
        if (err.code === '23505') throw new CommandError(`an account with the email ${email} already exists`);
        throw err;
      });
      return { account, ...(await createApiKey(pool, account.id)) };
    }
    case 'accounts invite': {
      if (!values.email || !/^[^@\s]+@[^@\s]+$/.test(values.email)) throw new UsageError('--email must be an email address');
      const ttlHours = values.hours === undefined ? 168 : positiveInt('hours', values.hours);
      const { token, invite } = await insertConsoleInvite(pool, {
        email: values.email,
        plan: values.plan === undefined ? 'free' : plan(values.plan),
        ttlHours,
      });
      return { invite, url: `${ctx.consoleUrl ?? 'http://127.0.0.1:8090'}/signup?invite=${token}` };
    }
    case 'accounts set-plan': {
      const account = await setPlan(pool, positiveInt('account', values.account), plan(values.plan), values.expired ?? false);
      if (!account) throw new CommandError(`no account ${values.account}`);
      await changed(`account:${account.id}`);
      return { account };
    }
    case 'keys create': {
      const accountId = positiveInt('account', values.account);
      if (!(await getAccount(pool, accountId))) throw new CommandError(`no account ${accountId}`);
      const expiresOn = date(values.expires);
      if (expiresOn !== null && expiresOn <= new Date().toISOString().slice(0, 10)) {
        ctx.warn?.(`warning: --expires ${expiresOn} has passed (keys stop at 00:00 UTC of that day): the key is created, already expired`);
      }
      return createApiKey(pool, accountId, { readOnly: values['read-only'] ?? false, expiresOn, allowedIps: ipList(values['allow-ip']) });
    }
    case 'keys revoke': {
      const key = await revokeApiKey(ctx, positiveInt('key', values.key));
      if (!key) throw new CommandError(`no key ${values.key}`);
      return { key };
    }
    case 'credits add': {
      const accountId = positiveInt('account', values.account);
      const requests = positiveInt('requests', values.requests);
      const credits = await addCredits(pool, accountId, requests);
      if (credits === undefined) throw new CommandError(`no account ${accountId}`);
      await redis.eval(ADD_CREDITS_SCRIPT, 1, creditsKey(redisPrefix, accountId), requests);
      return { account: { id: accountId, credits } };
    }
    case 'requests': {
      const accountId = positiveInt('account', values.account);
      const from = since(values.since);
      const requests = await listRequestLog(pool, {
        accountId,
        errorsOnly: values.errors ?? false,
        ...(from ? { since: from } : {}),
        limit: values.limit === undefined ? 1000 : positiveInt('limit', values.limit),
      });
      return { requests };
    }
    case 'accounts list':
      return { accounts: await listAccounts(pool, { limit: values.limit === undefined ? 1000 : positiveInt('limit', values.limit) }) };
    case 'keys list': {
      const accountId = positiveInt('account', values.account);
      if (!(await getAccount(pool, accountId))) throw new CommandError(`no account ${accountId}`);
      return { keys: await listApiKeys(pool, accountId) };
    }
    default:
      throw new UsageError(`unknown command "${command.trim()}"`);
  }
}
