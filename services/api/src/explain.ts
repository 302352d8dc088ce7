import { findWaitFacts, type MessageFilter } from '@throwbox/db';
import { readRefusals, type Refusal } from '@throwbox/queue/redis';
import type { ApiDeps } from './deps.js';

/** The WaitExplanation of the API: why a wait (or a code call) ended with nothing. */
export interface WaitExplanation {
  arrived: number;
  withoutCode: { count: number; subjects: string[] };
  notMatching: { count: number; nearest: { from: string; subject: string; receivedAt: string }[] };
  pending: number;
  newestReceivedAt: string | null;
  refused: { at: string; reason: Refusal['reason']; reply: string }[];
}

export interface Explained {
  explanation: WaitExplanation;
  /** The most useful of the facts, in one sentence. */
  message: string;
}

const quote = (s: string) => `'${s.length > 60 ? `${s.slice(0, 57)}...` : s}'`;
const messages = (n: number) => `${n} message${n === 1 ? '' : 's'}`;

/**
 * What arrived in the wait's window and why none of it answered: read from Postgres (and the SMTP refusals
 * ingest kept in Redis, which are a hint: without Redis there are none to tell).
 */
export async function explainEmptyWait(
  deps: ApiDeps,
  filter: MessageFilter,
  asked: { codes: boolean; shape?: string | undefined },
): Promise<Explained> {
  const [facts, refusals] = await Promise.all([
    findWaitFacts(deps.pool, filter),
    readRefusals(deps.redis, deps.config.REDIS_PREFIX, filter.inboxId, filter.since ?? 0).catch((err: unknown) => {
      deps.logger.warn({ err }, 'reading SMTP refusals failed; the explanation goes without them');
      return [];
    }),
  ]);
  const explanation: WaitExplanation = {
    arrived: facts.arrived,
    // With a shape, every matching message read lacks a code of it: the wait would have answered otherwise.
    withoutCode: !asked.codes
      ? { count: 0, subjects: [] }
      : asked.shape
        ? { count: facts.read, subjects: facts.readSubjects }
        : { count: facts.withoutCode, subjects: facts.withoutCodeSubjects },
    notMatching: { count: facts.notMatching, nearest: facts.nearest.map((n) => ({ ...n, receivedAt: n.receivedAt.toISOString() })) },
    pending: asked.codes ? facts.pending : 0,
    newestReceivedAt: facts.newestReceivedAt?.toISOString() ?? null,
    refused: refusals.map((r) => ({ at: new Date(r.at).toISOString(), reason: r.reason, reply: r.reply })),
  };
  return { explanation, message: sentence(explanation, filter, asked) };
}

function sentence(e: WaitExplanation, filter: MessageFilter, asked: { codes: boolean; shape?: string | undefined }): string {
  const window = filter.since !== undefined ? ` since ${new Date(filter.since).toISOString()}` : '';
  const [refusal] = e.refused;
  if (refusal) return `Mail to this inbox was refused${window}: the sender was told "${refusal.reply}".`;
  if (e.arrived === 0) {
    const newest = e.newestReceivedAt ? `; the newest mail in the inbox arrived at ${e.newestReceivedAt}` : '; the inbox has no mail';
    return `No mail arrived${window}${newest}.`;
  }
  const matching = e.arrived - e.notMatching.count;
  if (matching === 0) {
    const filters = [filter.from && `from ${quote(filter.from)}`, filter.subject && `subject ${quote(filter.subject)}`]
      .filter(Boolean)
      .join(' and ');
    const [nearest] = e.notMatching.nearest;
    return `${messages(e.arrived)} arrived but none matched ${filters}${nearest ? `; the newest was ${quote(nearest.subject)} from ${nearest.from}` : ''}.`;
  }
  if (e.pending > 0) return `${messages(e.pending)} ${e.pending === 1 ? 'is' : 'are'} still being read for a code; ask again in a moment.`;
  if (e.withoutCode.count > 0) {
    const what = asked.shape ? `code shaped ${quote(asked.shape)}` : 'code or verification link';
    const [subject] = e.withoutCode.subjects;
    const holds = e.withoutCode.count === 1 ? 'it holds no' : 'none holds a';
    return `${messages(e.withoutCode.count)} arrived but ${holds} ${what}${subject !== undefined ? `; the newest was ${quote(subject)}` : ''}.`;
  }
  return `${messages(e.arrived)} arrived and none answered.`;
}
