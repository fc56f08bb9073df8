import { describe, expect, it } from 'vitest';
import { deviceFingerprint } from '../../src/domain/device-fingerprint.js';

const CHROME_126 =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';
const CHROME_131 = CHROME_126.replace('126.0.0.0', '131.0.0.0');
const FIREFOX =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.5; rv:128.0) Gecko/20100101 Firefox/128.0';

describe('deviceFingerprint', () => {
  it('is a SHA-256 in hex that survives a browser update', async () => {
    const before = await deviceFingerprint('cookie-1', CHROME_126);
    expect(before).toMatch(/^[0-9a-f]{64}$/);
    expect(await deviceFingerprint('cookie-1', CHROME_131)).toBe(before);
  });

  it('changes with the device cookie or the browser family', async () => {
    const base = await deviceFingerprint('cookie-1', CHROME_126);
    expect(await deviceFingerprint('cookie-2', CHROME_126)).not.toBe(base);
    expect(await deviceFingerprint('cookie-1', FIREFOX)).not.toBe(base);
    expect(await deviceFingerprint(null, CHROME_126)).not.toBe(base);
  });
});
