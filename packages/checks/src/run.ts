import type { Redis } from 'ioredis';
import { extract } from '@throwbox/extract';
import { checkAuthentication, type Authentication, type SmtpEnvelope } from './authentication.js';
import { bounded, fileResolver, loadDnsFile, systemResolver, type DnsResolver } from './dns.js';
import { checkHtml, stopHtmlChecks, type HtmlCompatibility } from './html.js';
import { redisLinkCache } from './link-cache.js';
import { checkLinks, type LinkCache, type LinkResult } from './links.js';

/** GET /messages/{id}/checks (DECISIONS §12). */
export interface MessageChecks {
  authentication: Authentication;
  html: HtmlCompatibility;
  links: LinkResult[];
}

/** A stored message as the checks read it. */
export interface CheckedMessage extends SmtpEnvelope {
  raw: Buffer;
  text: string;
  html: string;
}

export interface ChecksContext {
  /** A resolver for one check: its lookups share one budget. */
  resolver(): DnsResolver;
  linkCache: LinkCache;
  allowPrivate: boolean;
  /** Ends what the checks keep running (the HTML checker's thread), as the service stops. */
  stop(): Promise<void>;
}

/** DECISIONS §12: each lookup 2 s. All of one check's together get 10 s (SPF alone may make 10 in a row). */
export const DNS_LOOKUP_MS = 2000;
export const DNS_BUDGET_MS = 10_000;

/**
 * What the checks of a service run with. `dnsFile` (MAIL_AUTH_DNS_FILE) names records answered instead
 * of the system resolver's; it is read once, here, so that a bad file stops the service at start.
 */
export async function createChecksContext(o: {
  dnsFile: string;
  allowPrivate: boolean;
  redis: Redis;
  redisPrefix: string;
  onCacheError(err: unknown): void;
}): Promise<ChecksContext> {
  const limits = { timeoutMs: DNS_LOOKUP_MS, budgetMs: DNS_BUDGET_MS };
  const fixed = o.dnsFile ? fileResolver(await loadDnsFile(o.dnsFile)) : undefined;
  const system = systemResolver(limits);
  return {
    resolver: () => bounded(fixed ?? system(), limits),
    linkCache: redisLinkCache(o.redis, o.redisPrefix, o.onCacheError),
    allowPrivate: o.allowPrivate,
    stop: stopHtmlChecks,
  };
}

/** Every check of one message, at once: authentication and links wait on the network, the HTML check on a worker thread. */
export async function runChecks(message: CheckedMessage, ctx: ChecksContext): Promise<MessageChecks> {
  const urls = extract({ subject: '', text: message.text, html: message.html }).links.map((l) => l.url);
  const [authentication, html, links] = await Promise.all([
    checkAuthentication(message.raw, message, ctx.resolver()),
    checkHtml(message.html),
    checkLinks(urls, { allowPrivate: ctx.allowPrivate, cache: ctx.linkCache }),
  ]);
  return { authentication, html, links };
}
