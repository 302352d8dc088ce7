import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';

const IPV4_COMPATIBLE = ipaddr.parseCIDR('::/96');

/**
 * Which addresses a webhook may be delivered to. Shared by the api (at registration) and the dispatcher
 * (at connection time, against DNS rebinding). Only global unicast passes: loopback, private, link-local,
 * unique-local, carrier-grade NAT, multicast, unspecified, reserved and the IPv6 forms that embed an IPv4
 * address (IPv4-mapped is judged by the address it maps; IPv4-compatible, NAT64 and 6to4 are refused
 * outright).
 */
export function isPublicAddress(address: string): boolean {
  let bare = address.startsWith('[') && address.endsWith(']') ? address.slice(1, -1) : address;
  // ipaddr.js reads ::a.b.c.d as IPv4-mapped; the URL parser's canonical form (::7f00:1) is what sockets get.
  if (isIP(bare) === 6) bare = hostOf(new URL(`http://[${bare}]/`));
  if (!ipaddr.isValid(bare)) return false;
  let parsed = ipaddr.parse(bare);
  if (parsed.kind() === 'ipv6') {
    const v6 = parsed as ipaddr.IPv6;
    // IPv4-compatible (::a.b.c.d, deprecated by RFC 4291) reaches the IPv4 address on many stacks, and
    // ipaddr.js calls it unicast: refused outright, whatever it embeds.
    if (v6.match(IPV4_COMPATIBLE)) return false;
    if (v6.isIPv4MappedAddress()) parsed = v6.toIPv4Address();
  }
  return parsed.range() === 'unicast';
}

/** The host of a URL as DNS or a socket wants it: IPv6 literals without their brackets. */
export function hostOf(url: URL): string {
  return url.hostname.startsWith('[') ? url.hostname.slice(1, -1) : url.hostname;
}

/** True when the host is an IP literal, which no DNS lookup (and so no lookup guard) will see. */
export const isIpLiteral = (host: string): boolean => isIP(host) !== 0;
