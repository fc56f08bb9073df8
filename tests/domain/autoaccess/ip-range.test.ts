import { describe, expect, it } from 'vitest';
import { isIpAddress, isIpEntry } from '../../../src/domain/autoaccess/ip-range.js';

describe('IP addresses and ranges', () => {
  it('accepts IPv4 and IPv6 addresses and CIDR ranges', () => {
    for (const entry of [
      '192.0.2.1',
      '10.0.0.0/8',
      '0.0.0.0/0',
      '2001:db8::1',
      '2001:db8::/32',
      '::ffff:192.0.2.1',
      ' 198.51.100.0/24 ',
    ]) {
      expect(isIpEntry(entry), entry).toBe(true);
    }
  });

  it('refuses what is not one', () => {
    for (const entry of [
      '',
      '10.0.0',
      '256.1.1.1',
      '0x7f.0.0.1',
      '10.0.0.0/33',
      '2001:db8::/129',
      '10.0.0.0/',
      '10.0.0.0/8/8',
      'example.org',
      `${'1'.repeat(60)}::/64`,
    ]) {
      expect(isIpEntry(entry), entry).toBe(false);
    }
  });

  it('takes a range for an address only where ranges are allowed', () => {
    expect(isIpAddress('192.0.2.1')).toBe(true);
    expect(isIpAddress('192.0.2.0/24')).toBe(false);
  });
});
