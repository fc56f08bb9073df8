import { describe, expect, it } from 'vitest';
import { LOCAL_NETWORK } from '../../../src/domain/coarse-location.js';
import { locateIp } from '../../../src/platform/am/ip-location.js';

describe('locateIp', () => {
  it.each([
    '127.0.0.1',
    '10.1.2.3',
    '172.16.0.1',
    '172.31.255.254',
    '192.168.1.20',
    '::1',
    '::ffff:127.0.0.1',
    'fd12:3456::1',
    'fe80::1',
  ])('labels %s as the local network', (address) => {
    expect(locateIp(address)).toEqual(LOCAL_NETWORK);
  });

  it('places the documentation ranges in their cities', () => {
    expect(locateIp('192.0.2.10')).toEqual({ city: 'London', country: 'United Kingdom' });
    expect(locateIp('198.51.100.200')).toEqual({ city: 'Frankfurt', country: 'Germany' });
    expect(locateIp('::ffff:203.0.113.1')).toEqual({ city: 'Sydney', country: 'Australia' });
  });

  it('knows nothing of other addresses and malformed input', () => {
    for (const address of ['8.8.8.8', '172.32.0.1', '2001:db8::1', '300.1.1.1', 'x', '', null]) {
      expect(locateIp(address)).toBeNull();
    }
  });
});
