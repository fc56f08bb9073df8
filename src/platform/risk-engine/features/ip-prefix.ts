import ipaddr from 'ipaddr.js';

/** The /24 network of an IPv4 address or the /48 of an IPv6 one; the text itself when unparsable. */
export function ipPrefixOf(ipAddress: string): string {
  if (!ipaddr.isValid(ipAddress)) return ipAddress;
  const address = ipaddr.process(ipAddress);
  if (address.kind() === 'ipv4') {
    const [a, b, c] = address.toByteArray();
    return `${a}.${b}.${c}.0/24`;
  }
  const parts = (address as ipaddr.IPv6).parts;
  const prefix = parts
    .slice(0, 3)
    .map((part) => part.toString(16))
    .join(':');
  return `${prefix}::/48`;
}
