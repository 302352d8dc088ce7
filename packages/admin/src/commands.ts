import { parseArgs } from 'node:util';
import {
  generateApiKey, getAccount, insertAccount, insertApiKey, revokeApiKey, setPlan, type Plan, type Pool,
} from '@throwbox/db';

export class UsageError extends Error {}

const PLANS: Plan[] = ['free', 'paid', 'no-api'];

function plan(value: string | undefined): Plan {
  if (!value || !PLANS.includes(value as Plan)) throw new UsageError(`--plan must be one of ${PLANS.join(', ')}`);
  return value as Plan;
}

function positiveInt(name: string, value: string | undefined): number {
  const n = Number(value);
  if (!value || !Number.isSafeInteger(n) || n <= 0) throw new UsageError(`--${name} must be a positive integer`);
  return n;
}

function date(value: string | undefined): string | null {
  if (value === undefined) return null;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || Number.isNaN(Date.parse(`${value}T00:00:00Z`))) throw new UsageError('--expires must be a date, YYYY-MM-DD');
  return value;
}

/** IPv4 and IPv6 addresses and CIDR ranges; Postgres' cidr type does the strict parsing. */
function ipList(value: string | undefined): string[] | null {
  if (value === undefined) return null;
  const list = value.split(',').map((s) => s.trim()).filter(Boolean);
  if (list.length === 0) throw new UsageError('--allow-ip needs at least one address or CIDR range');
  return list;
}

export const USAGE = `Usage:
  pnpm admin accounts create --email E --plan free|paid|no-api
  pnpm admin accounts set-plan --account ID --plan P [--expired]
  pnpm admin keys create --account ID [--read-only] [--expires YYYY-MM-DD] [--allow-ip CIDR,...]
  pnpm admin keys revoke --key ID
  pnpm admin credits add --account ID --requests N`;

/** Runs one admin command and returns what it prints (JSON). */
export async function runCommand(pool: Pool, argv: string[]): Promise<unknown> {
  const [group, action, ...rest] = argv;
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
    },
    strict: true,
  });
  const command = `${group ?? ''} ${action ?? ''}`;
  switch (command) {
    case 'accounts create': {
      if (!values.email || !/^[^@\s]+@[^@\s]+$/.test(values.email)) throw new UsageError('--email must be an email address');
      const account = await insertAccount(pool, { email: values.email.toLowerCase(), plan: plan(values.plan) });
      const apiKey = generateApiKey();
      const key = await insertApiKey(pool, { accountId: account.id, key: apiKey });
      return { account, key, apiKey };
    }
    case 'accounts set-plan': {
      const account = await setPlan(pool, positiveInt('account', values.account), plan(values.plan), values.expired ?? false);
      if (!account) throw new UsageError(`no account ${values.account}`);
      return { account };
    }
    case 'keys create': {
      const accountId = positiveInt('account', values.account);
      if (!(await getAccount(pool, accountId))) throw new UsageError(`no account ${accountId}`);
      const apiKey = generateApiKey();
      const key = await insertApiKey(pool, {
        accountId,
        key: apiKey,
        readOnly: values['read-only'] ?? false,
        expiresOn: date(values.expires),
        allowedIps: ipList(values['allow-ip']),
      }).catch((err: { code?: string; message: string }) => {
        if (err.code === '22P02') throw new UsageError(`--allow-ip: ${err.message}`);
        throw err;
      });
      return { key, apiKey };
    }
    case 'keys revoke': {
      const key = await revokeApiKey(pool, positiveInt('key', values.key));
      if (!key) throw new UsageError(`no key ${values.key}`);
      return { key };
    }
    case 'credits add': {
      const accountId = positiveInt('account', values.account);
      const { rows } = await pool.query<{ credits: number }>('UPDATE accounts SET credits = credits + $2 WHERE id = $1 RETURNING credits', [accountId, positiveInt('requests', values.requests)]);
      if (!rows[0]) throw new UsageError(`no account ${accountId}`);
      return { account: { id: accountId, credits: rows[0].credits } };
    }
    default:
      throw new UsageError(`unknown command "${command.trim()}"`);
  }
}
