import { describe, expect, it } from 'vitest';
import {
  externalUrl,
  gotoFromSearch,
  loginHref,
  realmFromSearch,
  sameOriginPath,
  withRealm,
} from '../../src/ui/lib/location.js';
import { signInDestination } from '../../src/ui/features/login/sign-in-destination.js';

const origin = 'https://console.example';

describe('location helpers', () => {
  it('reads a non-blank realm and goto from the query', () => {
    expect(realmFromSearch('?realm=alpha')).toBe('alpha');
    expect(realmFromSearch('?realm=%20')).toBeUndefined();
    expect(gotoFromSearch('?goto=%2Fprofile')).toBe('/profile');
  });

  it('carries the realm over to in-app paths only', () => {
    expect(withRealm('/profile', '?realm=alpha')).toBe('/profile?realm=alpha');
    expect(withRealm('/list?page=2#top', '?realm=alpha')).toBe('/list?page=2&realm=alpha#top');
    expect(withRealm('/profile?realm=bravo', '?realm=alpha')).toBe('/profile?realm=bravo');
    expect(withRealm('https://elsewhere/x', '?realm=alpha')).toBe('https://elsewhere/x');
    expect(withRealm('//elsewhere/x', '?realm=alpha')).toBe('//elsewhere/x');
    expect(withRealm('/profile', '')).toBe('/profile');
  });

  it('builds the Login address with the realm and the page to come back to', () => {
    expect(loginHref('/profile', '?realm=alpha&tab=2')).toBe(
      '/login?realm=alpha&goto=%2Fprofile%3Ftab%3D2',
    );
    expect(loginHref('/dashboard', '')).toBe('/login?goto=%2Fdashboard');
    expect(loginHref('/login', '?realm=alpha&goto=%2Fprofile')).toBe(
      '/login?realm=alpha&goto=%2Fprofile',
    );
  });

  it('recognises same-origin addresses and usable external ones', () => {
    expect(sameOriginPath('https://console.example/profile?x=1#y', origin)).toBe('/profile?x=1#y');
    expect(sameOriginPath('/profile', origin)).toBe('/profile');
    expect(sameOriginPath('https://other.example/profile', origin)).toBeUndefined();
    expect(externalUrl('https://idp.example/logout', origin)).toBe('https://idp.example/logout');
    expect(externalUrl('javascript:alert(1)', origin)).toBeUndefined();
    expect(externalUrl('  ', origin)).toBeUndefined();
    expect(externalUrl(null, origin)).toBeUndefined();
  });
});

describe('signInDestination', () => {
  it('stays in the app for this origin and leaves for another', () => {
    expect(signInDestination('/profile', origin)).toEqual({ kind: 'app', path: '/profile' });
    expect(signInDestination('https://console.example/profile?realm=alpha', origin)).toEqual({
      kind: 'app',
      path: '/profile?realm=alpha',
    });
    expect(signInDestination('https://app.example/home', origin)).toEqual({
      kind: 'external',
      url: 'https://app.example/home',
    });
  });

  it('falls back to the dashboard for a blank, unusable or circular address', () => {
    for (const url of ['', '/', '/login?realm=alpha', 'javascript:alert(1)']) {
      expect(signInDestination(url, origin)).toEqual({ kind: 'app', path: '/dashboard' });
    }
  });
});
