import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';

/**
 * Which addresses a webhook may be delivered to. Shared by the api (at registration) and the dispatcher
 * (at connection time, against DNS rebinding). Only global unicast passes: loopback, private, link-local,
 * unique-local, carrier-grade NAT, multicast, unspecified, reserved and the IPv6 forms that embed an IPv4
 * address (IPv4-mapped is judged by the address it maps; NAT64 and 6to4 are refused outright).
 */
export function isPublicAddress(address: string): boolean {
  const bare = address.startsWith('[') && address.endsWith(']') ? address.slice(1, -1) : address;
  if (!ipaddr.isValid(bare)) return false;
  let parsed = ipaddr.parse(bare);
  if (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress()) parsed = (parsed as ipaddr.IPv6).toIPv4Address();
  return parsed.range() === 'unicast';
}

/** The host of a URL as DNS or a socket wants it: IPv6 literals without their brackets. */
export function hostOf(url: URL): string {
  return url.hostname.startsWith('[') ? url.hostname.slice(1, -1) : url.hostname;
}

/** True when the host is an IP literal, which no DNS lookup (and so no lookup guard) will see. */
export const isIpLiteral = (host: string): boolean => isIP(host) !== 0;
