export { checkAuthentication, type Authentication, type AuthResult, type SmtpEnvelope } from './authentication.js';
export { checkHtml, MAX_HTML_CHARS, type HtmlCompatibility, type HtmlIssue } from './html.js';
export { bounded, fileResolver, loadDnsFile, systemResolver, type DnsRecords, type DnsResolver, type ResolverOptions } from './dns.js';
