import { Resolver } from 'node:dns/promises';
import { readFile } from 'node:fs/promises';
import type { DNSResolver } from 'mailauth';

/** mailauth's resolver: `dns.promises.resolve`'s shape (TXT as chunk arrays), errors with DNS codes. */
export type DnsResolver = DNSResolver;
type Answers = Awaited<ReturnType<DnsResolver>>;

/** Records of `MAIL_AUTH_DNS_FILE`: `{"<name>": {"TXT": ["..."], "A": ["192.0.2.1"], "MX": [{exchange, priority}]}}`. */
export type DnsRecords = Record<string, Record<string, unknown[]>>;

export interface ResolverOptions {
  /** Bound of one lookup (DECISIONS §12: 2 s). */
  timeoutMs: number;
  /** Bound of all the lookups of one check together: SPF alone may make 10 in a row. */
  budgetMs: number;
  /** DNS servers instead of the system's (`host:port`). */
  servers?: string[];
}

const dnsError = (code: string, name: string) => Object.assign(new Error(`${code} ${name}`), { code });

/** Answers from a fixed set of records, as the system resolver would: unknown name ENOTFOUND, unknown type ENODATA. */
export function fileResolver(records: DnsRecords): DnsResolver {
  const byName = new Map(Object.entries(records).map(([name, types]) => [name.toLowerCase().replace(/\.$/, ''), types]));
  return async (name, rrtype) => {
    const types = byName.get(name.toLowerCase().replace(/\.$/, ''));
    if (!types) throw dnsError('ENOTFOUND', name);
    const answers = types[rrtype.toUpperCase()];
    if (!answers || answers.length === 0) throw dnsError('ENODATA', name);
    // The system resolver gives each TXT record as its character-strings: one chunk is the same record.
    // MX and the like are objects, which mailauth reads though its type says strings.
    return (rrtype.toUpperCase() === 'TXT' ? answers.map((a) => (Array.isArray(a) ? a : [String(a)])) : answers) as Answers;
  };
}

export async function loadDnsFile(path: string): Promise<DnsRecords> {
  const parsed: unknown = JSON.parse(await readFile(path, 'utf8'));
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw new Error(`${path}: not a JSON object of DNS names`);
  return parsed as DnsRecords;
}

/** The system resolver (or the given servers), one try per lookup, each bounded. */
export function systemResolver(opts: Pick<ResolverOptions, 'timeoutMs' | 'servers'>): () => DnsResolver {
  return () => {
    // A resolver per check: cancel() ends only its own lookups.
    const resolver = new Resolver({ timeout: opts.timeoutMs, tries: 1 });
    if (opts.servers) resolver.setServers(opts.servers);
    return (name, rrtype) => resolver.resolve(name, rrtype) as Promise<Answers>;
  };
}

/**
 * Bounds every lookup by `timeoutMs` and all of them by `budgetMs`: past either, the lookup fails with
 * ETIMEOUT, which mailauth turns into a `temperror` verdict rather than waiting on.
 */
export function bounded(resolve: DnsResolver, opts: Pick<ResolverOptions, 'timeoutMs' | 'budgetMs'>): DnsResolver {
  const deadline = performance.now() + opts.budgetMs;
  return (name, rrtype) => {
    const left = Math.min(opts.timeoutMs, deadline - performance.now());
    if (left <= 0) return Promise.reject(dnsError('ETIMEOUT', name));
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(dnsError('ETIMEOUT', name)), left);
    });
    return Promise.race([resolve(name, rrtype), timeout]).finally(() => clearTimeout(timer));
  };
}
