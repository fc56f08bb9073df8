import { describe, expect, it } from 'vitest';
import { configuredUpstreams, embeddedUpstreams } from '../../../scripts/launcher/upstream-urls.js';

describe('upstream URLs of the launcher', () => {
  it("derives every service of the embedded platform from the platform's port", () => {
    expect(embeddedUpstreams(9081)).toEqual({
      AM_URL: 'http://127.0.0.1:9081/am',
      IDM_URL: 'http://127.0.0.1:9081/openidm',
      IGA_URL: 'http://127.0.0.1:9081/iga',
      ANALYTICS_URL: 'http://127.0.0.1:9081/analytics',
      AUTOACCESS_API_URL: 'http://127.0.0.1:9081/autoaccess/api',
      AUTOACCESS_JAS_URL: 'http://127.0.0.1:9081/autoaccess/jas',
    });
  });

  it('runs the embedded platform when no upstream URL is set', () => {
    expect(configuredUpstreams({})).toBeUndefined();
    expect(configuredUpstreams({ AM_URL: '' })).toBeUndefined();
  });

  it("takes a deployment's other services from AM_URL's origin unless set", () => {
    expect(
      configuredUpstreams({
        AM_URL: 'https://id.example.com/am',
        IDM_URL: 'https://idm.example.com/openidm',
        IGA_URL: 'https://iga.example.com/iga',
      }),
    ).toEqual({
      AM_URL: 'https://id.example.com/am',
      IDM_URL: 'https://idm.example.com/openidm',
      IGA_URL: 'https://iga.example.com/iga',
      ANALYTICS_URL: 'https://id.example.com/analytics',
      AUTOACCESS_API_URL: 'https://id.example.com/autoaccess/api',
      AUTOACCESS_JAS_URL: 'https://id.example.com/autoaccess/jas',
    });
  });

  it('refuses a deployment without both AM_URL and IDM_URL', () => {
    expect(() => configuredUpstreams({ AM_URL: 'https://id.example.com/am' })).toThrow(
      'AM_URL is set but IDM_URL is not',
    );
    expect(() => configuredUpstreams({ IGA_URL: 'https://id.example.com/iga' })).toThrow(
      'IGA_URL is set but AM_URL and IDM_URL are not',
    );
  });
});
