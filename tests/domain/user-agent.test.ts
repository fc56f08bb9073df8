import { describe, expect, it } from 'vitest';
import { deviceLabel, knownBrowser, knownOs, parseUserAgent } from '../../src/domain/user-agent.js';

const AGENTS: [string, string, { browser: string; os: string; cpu: string | null }][] = [
  [
    'Chrome on macOS',
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
    { browser: 'Chrome', os: 'macOS', cpu: 'amd64' },
  ],
  [
    'Edge on Windows',
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0.2592.87',
    { browser: 'Edge', os: 'Windows', cpu: 'amd64' },
  ],
  [
    'Firefox on Linux',
    'Mozilla/5.0 (X11; Linux aarch64; rv:128.0) Gecko/20100101 Firefox/128.0',
    { browser: 'Firefox', os: 'Linux', cpu: 'arm64' },
  ],
  [
    'Safari on iOS',
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
    { browser: 'Safari', os: 'iOS', cpu: 'arm64' },
  ],
  [
    'Samsung Internet on Android',
    'Mozilla/5.0 (Linux; Android 14; SM-S921B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0.0.0 Mobile Safari/537.36',
    { browser: 'Samsung Internet', os: 'Android', cpu: null },
  ],
  [
    'Opera on ChromeOS',
    'Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 OPR/111.0.0.0',
    { browser: 'Opera', os: 'ChromeOS', cpu: 'amd64' },
  ],
  [
    'headless Chromium on Linux',
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.6778.33 Safari/537.36',
    { browser: 'Chrome', os: 'Linux', cpu: 'amd64' },
  ],
];

describe('parseUserAgent', () => {
  it.each(AGENTS)('reads %s', (_name, userAgent, expected) => {
    expect(parseUserAgent(userAgent)).toEqual(expected);
  });

  it('falls back to unknown families for anything else', () => {
    expect(parseUserAgent('node')).toEqual({
      browser: 'Unknown browser',
      os: 'Unknown OS',
      cpu: null,
    });
    expect(parseUserAgent(undefined)).toEqual(parseUserAgent(''));
  });

  it('tells a known browser and system from the unknown families', () => {
    const unknown = parseUserAgent('node');
    expect([knownBrowser(unknown.browser), knownOs(unknown.os)]).toEqual([null, null]);
    expect([knownBrowser('Firefox'), knownOs('Windows')]).toEqual(['Firefox', 'Windows']);
    expect([knownBrowser(null), knownOs(undefined)]).toEqual([null, null]);
  });

  it('names a device "<Browser> on <OS>"', () => {
    expect(deviceLabel(parseUserAgent(AGENTS[0]![1]))).toBe('Chrome on macOS');
  });
});
