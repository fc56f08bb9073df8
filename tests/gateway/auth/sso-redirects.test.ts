import { describe, expect, it } from 'vitest';
import { landingPath } from '../../../src/gateway/auth/redirect.js';
import { cookieDomainFor } from '../../../src/gateway/auth/sso-cookie.js';

const CONSOLE = 'http://localhost:8080';

describe('landingPath', () => {
  it('keeps a path on the console', () => {
    expect(landingPath(`${CONSOLE}/profile?tab=1`, CONSOLE)).toBe('/profile?tab=1');
    expect(landingPath(undefined, CONSOLE)).toBe('/dashboard');
  });

  it("continues on another origin the platform accepted, such as an application's authorization", () => {
    const interaction = 'http://localhost:8081/am/oauth2/realms/root/realms/alpha/interaction/abc';
    expect(landingPath(interaction, CONSOLE)).toBe(interaction);
  });

  it('never leaves for a scheme other than http(s)', () => {
    expect(landingPath('javascript:alert(1)', CONSOLE)).toBe('/dashboard');
  });
});

describe('cookieDomainFor', () => {
  it("uses the platform's cookie domain when it covers the console's host", () => {
    expect(cookieDomainFor('console.example.com', ['.example.com'])).toBe('.example.com');
    expect(cookieDomainFor('example.com', ['example.com'])).toBe('example.com');
  });

  it('leaves the cookie host-only otherwise', () => {
    expect(cookieDomainFor('localhost', [])).toBeUndefined();
    expect(cookieDomainFor('console.example.org', ['example.com'])).toBeUndefined();
    expect(cookieDomainFor('badexample.com', ['example.com'])).toBeUndefined();
  });
});
