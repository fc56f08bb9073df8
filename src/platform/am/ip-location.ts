import { LOCAL_NETWORK, type CoarseLocation } from '../../domain/coarse-location.js';

interface Ipv4Range {
  base: number;
  bits: number;
  location: CoarseLocation;
}

function ipv4ToNumber(address: string): number | null {
  const parts = address.split('.');
  if (parts.length !== 4) return null;
  let value = 0;
  for (const part of parts) {
    if (!/^\d{1,3}$/.test(part)) return null;
    const octet = Number(part);
    if (octet > 255) return null;
    value = value * 256 + octet;
  }
  return value;
}

function range(cidr: string, location: CoarseLocation): Ipv4Range {
  const [address = '', bits = '32'] = cidr.split('/');
  return { base: ipv4ToNumber(address) ?? 0, bits: Number(bits), location };
}

/**
 * The built-in table: private, loopback, link-local and shared ranges are the local network;
 * the three documentation ranges stand for a few cities, so demos and tests can travel.
 */
const IPV4_TABLE: Ipv4Range[] = [
  range('127.0.0.0/8', LOCAL_NETWORK),
  range('10.0.0.0/8', LOCAL_NETWORK),
  range('172.16.0.0/12', LOCAL_NETWORK),
  range('192.168.0.0/16', LOCAL_NETWORK),
  range('169.254.0.0/16', LOCAL_NETWORK),
  range('100.64.0.0/10', LOCAL_NETWORK),
  range('192.0.2.0/24', { city: 'London', country: 'United Kingdom' }),
  range('198.51.100.0/24', { city: 'Frankfurt', country: 'Germany' }),
  range('203.0.113.0/24', { city: 'Sydney', country: 'Australia' }),
];

function inRange(value: number, { base, bits }: Ipv4Range): boolean {
  const size = 2 ** (32 - bits);
  return value >= base && value < base + size;
}

function locateIpv6(address: string): CoarseLocation | null {
  const lower = address.toLowerCase();
  if (lower === '::1' || /^f[cd][0-9a-f]{2}:/.test(lower) || /^fe[89ab][0-9a-f]:/.test(lower)) {
    return LOCAL_NETWORK;
  }
  return null;
}

/** A coarse location for an IP address from the built-in table; null when the table has none. */
export function locateIp(address: string | null | undefined): CoarseLocation | null {
  if (!address) return null;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  const ipv4 = ipv4ToNumber(mapped ?? address);
  if (ipv4 === null) return address.includes(':') ? locateIpv6(address) : null;
  return IPV4_TABLE.find((entry) => inRange(ipv4, entry))?.location ?? null;
}
