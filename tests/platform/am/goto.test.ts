import { describe, expect, it } from 'vitest';
import { isSafeGoto, resolveGoto } from '../../../src/platform/am/goto.js';
import { loadPlatformConfig } from '../../../src/platform/config.js';

const GATEWAY = 'https://console.example.com';
const config = loadPlatformConfig({ GATEWAY_PUBLIC_URL: GATEWAY, DATA_DIR: 'memory://' });

describe('isSafeGoto', () => {
  it.each([
    '/',
    '/dashboard',
    '/profile?tab=security#top',
    '/a//b',
    '/%2F%2Fevil.example',
    'https://console.example.com/dashboard',
    'https://console.example.com:443/x',
    'HTTPS://CONSOLE.EXAMPLE.COM/upper',
  ])('accepts %j', (goto) => {
    expect(isSafeGoto(goto, GATEWAY)).toBe(true);
  });

  it.each([
    ['empty', ''],
    ['protocol-relative', '//evil.example/x'],
    ['protocol-relative with three slashes', '///evil.example'],
    ['backslash after slash', '/\\evil.example'],
    ['backslash path', '\\\\evil.example'],
    ['tab that browsers drop', '/\t/evil.example'],
    ['newline', '/\n/evil.example'],
    ['NUL', '/dash\u0000board'],
    ['DEL', '/dash\u007fboard'],
    ['C1 control', '/dash\u0085board'],
    ['leading space', ' /dashboard'],
    ['leading space before protocol-relative', ' //evil.example'],
    ['relative without slash', 'dashboard'],
    ['dot relative', './dashboard'],
    ['javascript', 'javascript:alert(1)'],
    ['javascript with case and spaces', 'JaVaScRiPt:alert(1)'],
    ['data URL', 'data:text/html,<script>alert(1)</script>'],
    ['other host', 'https://evil.example/dashboard'],
    ['other scheme on the same host', 'ftp://console.example.com/'],
    ['http on an https gateway', 'http://console.example.com/dashboard'],
    ['other port', 'https://console.example.com:8443/dashboard'],
    ['look-alike suffix', 'https://console.example.com.evil.example/'],
    ['credentials in the authority', 'https://console.example.com@evil.example/'],
    ['credentials on the gateway', 'https://user:pass@console.example.com/'],
    ['backslash in an absolute URL', 'https://console.example.com\\@evil.example'],
    ['not a URL', 'https://'],
  ])('rejects %s', (_label, goto) => {
    expect(isSafeGoto(goto, GATEWAY)).toBe(false);
  });
});

describe('isSafeGoto with the platform origin', () => {
  const PLATFORM = 'https://id.example.com';

  it("accepts the platform's own origin, where an application's authorization continues", () => {
    const interaction = `${PLATFORM}/am/oauth2/realms/root/realms/alpha/interaction/abc`;
    expect(isSafeGoto(interaction, GATEWAY, [PLATFORM])).toBe(true);
  });

  it.each([
    'https://id.example.com.evil.example/',
    'https://user@id.example.com/',
    'http://id.example.com/',
    'https://id.example.com:8443/',
  ])('rejects %j', (goto) => {
    expect(isSafeGoto(goto, GATEWAY, [PLATFORM])).toBe(false);
  });
});

describe('resolveGoto', () => {
  it('keeps a safe goto', () => {
    expect(resolveGoto('/profile', config, 'alpha')).toBe('/profile');
    expect(resolveGoto(`${GATEWAY}/profile`, config, 'alpha')).toBe(`${GATEWAY}/profile`);
  });

  it("keeps a goto on the platform's public URL", () => {
    const goto = `${config.PLATFORM_PUBLIC_URL}/am/oauth2/realms/root/realms/alpha/interaction/x`;
    expect(resolveGoto(goto, config, 'alpha')).toBe(goto);
  });

  it("answers the realm's end-user URL for an unsafe or missing goto", () => {
    expect(resolveGoto('//evil.example', config, 'alpha')).toBe(`${GATEWAY}/dashboard?realm=alpha`);
    expect(resolveGoto(undefined, config, 'root')).toBe(`${GATEWAY}/dashboard?realm=root`);
  });
});

describe('the goto allow list', () => {
  const allowList = ['https://portal.example.com/*', 'https://*.apps.example.com/start?x=*'];
  const allowed = (goto: string) => isSafeGoto(goto, GATEWAY, [], allowList);

  it.each([
    'https://portal.example.com/',
    'https://portal.example.com/home?tab=1#top',
    'https://crm.apps.example.com/start?x=1',
    'https://a.b.apps.example.com/start?x=',
  ])('accepts %j', (goto) => {
    expect(allowed(goto)).toBe(true);
  });

  it.each([
    ['another host', 'https://evil.example/'],
    ['a look-alike suffix', 'https://portal.example.com.evil.example/'],
    ['http instead of https', 'http://portal.example.com/'],
    ['another port', 'https://portal.example.com:8443/'],
    ['credentials', 'https://user@portal.example.com/'],
    ['the wildcard domain itself', 'https://apps.example.com/start?x=1'],
    ['a path the entry does not name', 'https://crm.apps.example.com/other'],
    ['a host hidden in the query', 'https://evil.example/?.apps.example.com/start?x=1'],
  ])('rejects %s', (_label, goto) => {
    expect(allowed(goto)).toBe(false);
  });

  it('is read from GOTO_URL_ALLOW_LIST, and refuses an entry that is not a URL pattern', () => {
    const listed = loadPlatformConfig({
      GATEWAY_PUBLIC_URL: GATEWAY,
      DATA_DIR: 'memory://',
      GOTO_URL_ALLOW_LIST: ' https://portal.example.com/* , ',
    });
    expect(listed.GOTO_URL_ALLOW_LIST).toEqual(['https://portal.example.com/*']);
    expect(resolveGoto('https://portal.example.com/x', listed, 'alpha')).toBe(
      'https://portal.example.com/x',
    );
    expect(resolveGoto('https://portal.example.com/x', config, 'alpha')).toBe(
      `${GATEWAY}/dashboard?realm=alpha`,
    );
    for (const entry of [
      'portal.example.com',
      'javascript:alert(1)',
      'https://*/x',
      'https://a*b.example/',
    ]) {
      expect(() =>
        loadPlatformConfig({ DATA_DIR: 'memory://', GOTO_URL_ALLOW_LIST: entry }),
      ).toThrow();
    }
  });
});
