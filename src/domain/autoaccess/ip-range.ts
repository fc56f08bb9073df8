import ipaddr from 'ipaddr.js';

/** The longest address or CIDR range text: a full IPv6 address with a prefix length. */
const IP_ENTRY_MAX_LENGTH = 64;

/** An IPv4 address in its four decimal parts (not `1.2.3` or `0x7f.1`), or an IPv6 address. */
export function isIpAddress(text: string): boolean {
  const address = text.trim();
  if (address.length === 0 || address.length > IP_ENTRY_MAX_LENGTH) return false;
  return ipaddr.IPv4.isValidFourPartDecimal(address) || ipaddr.IPv6.isValid(address);
}

/** An IPv4 or IPv6 address, or a CIDR range of either (`10.0.0.0/8`, `2001:db8::/32`). */
export function isIpEntry(text: string): boolean {
  const entry = text.trim();
  const slash = entry.indexOf('/');
  if (slash < 0) return isIpAddress(entry);
  return (
    isIpAddress(entry.slice(0, slash)) &&
    /^\d{1,3}$/.test(entry.slice(slash + 1)) &&
    ipaddr.isValidCIDR(entry)
  );
}
