import ipaddr from 'ipaddr.js';
import { RiskEngineInputError } from '../sign-in-event.js';

type Range = [ipaddr.IPv4 | ipaddr.IPv6, number];

/** An allow or block list, its entries parsed once. */
export interface IpList {
  entries: { text: string; range: Range }[];
}

function rangeOf(entry: string, list: string): Range {
  const text = entry.trim();
  try {
    if (text.includes('/')) {
      const [address, bits] = ipaddr.parseCIDR(text);
      return isMapped(address) && bits >= 96 ? [unmapped(address), bits - 96] : [address, bits];
    }
    const address = unmapped(ipaddr.parse(text));
    return [address, address.kind() === 'ipv4' ? 32 : 128];
  } catch {
    throw new RiskEngineInputError(
      `The ${list} list entry "${entry}" is not an IPv4 or IPv6 address or CIDR range.`,
    );
  }
}

function isMapped(address: ipaddr.IPv4 | ipaddr.IPv6): boolean {
  return address.kind() === 'ipv6' && (address as ipaddr.IPv6).isIPv4MappedAddress();
}

function unmapped(address: ipaddr.IPv4 | ipaddr.IPv6): ipaddr.IPv4 | ipaddr.IPv6 {
  return isMapped(address) ? (address as ipaddr.IPv6).toIPv4Address() : address;
}

/** Parses a list; an entry that is neither an address nor a CIDR range throws, naming it. */
export function compileIpList(entries: readonly string[], list: 'allow' | 'block'): IpList {
  return { entries: entries.map((text) => ({ text, range: rangeOf(text, list) })) };
}

/** The entries of the list that hold the address (none for an unparsable address). */
export function matchingEntries(list: IpList, ipAddress: string): string[] {
  if (list.entries.length === 0 || !ipaddr.isValid(ipAddress)) return [];
  const address = ipaddr.process(ipAddress);
  return list.entries
    .filter(({ range }) => range[0].kind() === address.kind() && address.match(range))
    .map(({ text }) => text);
}
