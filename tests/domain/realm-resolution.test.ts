import { describe, expect, it } from 'vitest';
import { knownRealm, resolveRealm, urlRealmDiffers } from '../../src/domain/realm-resolution.js';

describe('realm resolution', () => {
  it('takes the stored original login realm first', () => {
    expect(
      resolveRealm({ storedLoginRealm: 'alpha', queryRealm: 'bravo', serverInfoRealm: 'charlie' }),
    ).toBe('alpha');
  });

  it('then the realm query parameter', () => {
    expect(
      resolveRealm({ storedLoginRealm: null, queryRealm: 'bravo', serverInfoRealm: 'x' }),
    ).toBe('bravo');
  });

  it('then server info, then root', () => {
    expect(
      resolveRealm({ storedLoginRealm: ' ', queryRealm: '', serverInfoRealm: '/charlie' }),
    ).toBe('charlie');
    expect(resolveRealm({})).toBe('root');
    expect(resolveRealm({ serverInfoRealm: '/' })).toBe('root');
  });

  it('knows the realm without the server only from storage or the query', () => {
    expect(knownRealm({ queryRealm: 'alpha' })).toBe('alpha');
    expect(knownRealm({ serverInfoRealm: 'alpha' })).toBeUndefined();
  });

  it('rewrites the URL only when it names another realm', () => {
    expect(urlRealmDiffers('bravo', 'alpha')).toBe(true);
    expect(urlRealmDiffers('/alpha', 'alpha')).toBe(false);
    expect(urlRealmDiffers(null, 'alpha')).toBe(false);
  });
});
