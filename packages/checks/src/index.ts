export { checkAuthentication, type Authentication, type AuthResult, type SmtpEnvelope } from './authentication.js';
export { checkHtml, stopHtmlChecks, HTML_CHECK_MS, MAX_HTML_CHARS, type HtmlCompatibility, type HtmlIssue } from './html.js';
export { bounded, fileResolver, loadDnsFile, systemResolver, type DnsRecords, type DnsResolver, type ResolverOptions } from './dns.js';
export {
  checkLinks,
  LINK_CONCURRENCY,
  LINK_TIMEOUT_MS,
  MAX_LINKS,
  MAX_REDIRECTS,
  type LinkCache,
  type LinkCheckOptions,
  type LinkResult,
} from './links.js';
export { redisLinkCache, LINK_CACHE_SECONDS } from './link-cache.js';
export {
  createChecksContext,
  runChecks,
  DNS_BUDGET_MS,
  DNS_LOOKUP_MS,
  type CheckedMessage,
  type ChecksContext,
  type MessageChecks,
} from './run.js';
export { authenticationProblems } from './summary.js';
