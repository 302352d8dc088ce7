import dns from 'node:dns';
import type { LookupFunction } from 'node:net';
import { isPublicAddress } from './webhook-targets.js';

/** The `code` of the error a refused lookup fails with. */
export const TARGET_REFUSED = 'ERR_WEBHOOK_TARGET_REFUSED';

class TargetRefusedError extends Error {
  readonly code = TARGET_REFUSED;
}

/** `dns.lookup` with `all: true`, or a stand-in for it. */
export type AllAddressesLookup = (
  hostname: string,
  options: dns.LookupAllOptions,
  callback: (err: NodeJS.ErrnoException | null, addresses: dns.LookupAddress[]) => void,
) => void;

/**
 * A DNS lookup that refuses hosts resolving to any non-public address. It runs when the socket connects,
 * so a name that resolved to a public address before and to an internal one now (DNS rebinding) is
 * still refused, and the address judged is the address connected to. Used for webhook deliveries and
 * for the link check of received mail.
 */
export function guardedLookup(
  allowPrivate: boolean,
  lookup: AllAddressesLookup = dns.lookup,
  isPublic: (address: string) => boolean = isPublicAddress,
): LookupFunction {
  return (hostname, options, callback) => {
    lookup(hostname, { ...options, all: true }, (err, addresses) => {
      if (err) {
        callback(err, '', 0);
        return;
      }
      const refused = allowPrivate ? undefined : addresses.find((a) => !isPublic(a.address));
      if (refused || addresses.length === 0) {
        callback(new TargetRefusedError(`refused: ${hostname} resolves to the non-public address ${refused?.address ?? '(none)'}`), '', 0);
        return;
      }
      if (options.all) (callback as unknown as (e: null, a: dns.LookupAddress[]) => void)(null, addresses);
      else callback(null, addresses[0]!.address, addresses[0]!.family);
    });
  };
}
