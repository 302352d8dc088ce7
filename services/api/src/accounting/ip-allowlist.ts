import ipaddr from 'ipaddr.js';

/**
 * Whether the client address is inside any of the allowed ranges (single addresses are /32 or /128).
 * IPv4-mapped IPv6 addresses (::ffff:10.0.0.1) match their IPv4 form, in either direction.
 */
export function ipAllowed(clientIp: string, allowed: string[]): boolean {
  if (!ipaddr.isValid(clientIp)) return false;
  const client = ipaddr.process(clientIp);
  for (const entry of allowed) {
    let range: [ipaddr.IPv4 | ipaddr.IPv6, number];
    try {
      range = entry.includes('/') ? ipaddr.parseCIDR(entry) : [ipaddr.parse(entry), entry.includes(':') ? 128 : 32];
    } catch {
      continue;
    }
    let [net, bits] = range;
    if (net.kind() === 'ipv6' && (net as ipaddr.IPv6).isIPv4MappedAddress() && bits >= 96) {
      net = (net as ipaddr.IPv6).toIPv4Address();
      bits -= 96;
    }
    if (client.kind() === net.kind() && client.match([net, bits] as [ipaddr.IPv4, number])) return true;
  }
  return false;
}
