import { lookup } from 'node:dns/promises';
import { ApiError } from '@throwbox/contracts';
import { hostOf, isIpLiteral, isPublicAddress } from '@throwbox/signing';

const invalid = (why: string) => new ApiError('invalid_webhook_url', `The webhook URL ${why}.`);

/**
 * Checks a URL offered for registration and returns it normalised: absolute, https, with a host that is
 * (or resolves only to) public addresses, unless the deployment allows private targets. The dispatcher
 * checks again when it connects, since DNS can change after registration.
 */
export async function checkWebhookUrl(raw: string, allowPrivate: boolean): Promise<string> {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw invalid('must be an absolute https URL');
  }
  if (url.protocol !== 'https:') throw invalid('must use https');
  const host = hostOf(url);
  if (!host) throw invalid('has no host');
  if (allowPrivate) return url.href;
  if (isIpLiteral(host)) {
    if (!isPublicAddress(host)) throw invalid(`points at ${host}, which is not a public address`);
    return url.href;
  }
  let addresses: { address: string }[];
  try {
    addresses = await lookup(host, { all: true, verbatim: true });
  } catch (err) {
    const code = (err as { code?: string }).code;
    if (code === 'ENOTFOUND' || code === 'ENODATA') throw invalid(`has a host, ${host}, that does not resolve`);
    throw new ApiError('service_unavailable', 'The webhook host could not be resolved right now; retry shortly.', { retryAfter: 1 });
  }
  const refused = addresses.find((a) => !isPublicAddress(a.address));
  if (refused || addresses.length === 0) throw invalid(`has a host, ${host}, that resolves to a non-public address`);
  return url.href;
}
