import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadPlatformConfig } from '../../../src/platform/config.js';
import {
  DEMO,
  GATEWAY_URL,
  jsonRealmUrl,
  signedInToken,
  startAm,
  type AmFixture,
} from './am-fixture.js';

const APP_ORIGIN = 'http://127.0.0.1:9555';
const OTHER_APP_ORIGIN = 'https://app.example.com';
const UNKNOWN_ORIGIN = 'http://evil.example';

let am: AmFixture;
beforeAll(async () => {
  am = await startAm({ AM_CORS_ORIGINS: `${APP_ORIGIN}, ${OTHER_APP_ORIGIN}/` });
}, 60_000);
afterAll(async () => {
  await am.close();
});

const authenticateUrl = () => `${jsonRealmUrl(am, 'alpha')}/authenticate`;
const oauthUrl = (rest: string) => `${am.url}/am/oauth2/realms/root/realms/alpha/${rest}`;

function preflight(url: string, origin: string, method = 'POST', headers = '') {
  return fetch(url, {
    method: 'OPTIONS',
    headers: {
      origin,
      'access-control-request-method': method,
      ...(headers ? { 'access-control-request-headers': headers } : {}),
    },
  });
}

function corsHeaders(response: Response): Record<string, string> {
  return Object.fromEntries(
    [...response.headers.entries()].filter(([name]) => name.startsWith('access-control-')),
  );
}

const listed = (value: string | null) =>
  (value ?? '').split(',').map((item) => item.trim().toLowerCase());

describe('CORS on /am', () => {
  it('answers the preflight of a journey step from a configured origin, with credentials', async () => {
    const response = await preflight(
      `${authenticateUrl()}?authIndexType=service&authIndexValue=Login`,
      APP_ORIGIN,
      'POST',
      'accept-api-version,content-type,x-requested-with,x-requested-platform',
    );
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe(APP_ORIGIN);
    expect(response.headers.get('access-control-allow-credentials')).toBe('true');
    expect(listed(response.headers.get('access-control-allow-methods'))).toEqual(
      expect.arrayContaining(['get', 'post', 'put', 'delete']),
    );
    expect(listed(response.headers.get('access-control-allow-headers'))).toEqual(
      expect.arrayContaining([
        'accept-api-version',
        'content-type',
        'x-requested-with',
        'iplanetdirectorypro',
      ]),
    );
    expect(response.headers.get('vary')?.toLowerCase()).toContain('origin');
  });

  it('lets a configured origin run a journey and read the answer', async () => {
    const response = await fetch(authenticateUrl(), {
      method: 'POST',
      headers: {
        origin: OTHER_APP_ORIGIN,
        'content-type': 'application/json',
        'accept-api-version': 'protocol=1.0,resource=2.1',
      },
      body: '{}',
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe(OTHER_APP_ORIGIN);
    expect(response.headers.get('access-control-allow-credentials')).toBe('true');
    expect(listed(response.headers.get('access-control-expose-headers'))).toContain(
      'www-authenticate',
    );
  });

  it('carries the CORS headers on the OAuth 2.0 endpoints the SDK calls', async () => {
    const userinfo = await preflight(oauthUrl('userinfo'), APP_ORIGIN, 'GET', 'authorization');
    expect(userinfo.status).toBe(204);
    expect(userinfo.headers.get('access-control-allow-origin')).toBe(APP_ORIGIN);
    expect(listed(userinfo.headers.get('access-control-allow-headers'))).toContain('authorization');

    const discovery = await fetch(oauthUrl('.well-known/openid-configuration'), {
      headers: { origin: APP_ORIGIN },
    });
    expect(discovery.status).toBe(200);
    expect(discovery.headers.get('access-control-allow-origin')).toBe(APP_ORIGIN);
    expect(discovery.headers.get('access-control-allow-credentials')).toBe('true');
  });

  it('gives an unknown origin no CORS headers at all', async () => {
    const refused = await preflight(authenticateUrl(), UNKNOWN_ORIGIN, 'POST', 'content-type');
    expect(refused.status).toBe(404);
    expect(corsHeaders(refused)).toEqual({});

    const token = await signedInToken(am, 'alpha', DEMO.username, DEMO.password);
    const answered = await fetch(`${jsonRealmUrl(am, 'alpha')}/sessions?_action=validate`, {
      method: 'POST',
      headers: { origin: UNKNOWN_ORIGIN, 'content-type': 'application/json' },
      body: JSON.stringify({ tokenId: token }),
    });
    expect(answered.status).toBe(200);
    expect(corsHeaders(answered)).toEqual({});
  });

  it('answers cross-origin only under /am/json and /am/oauth2', async () => {
    const elsewhere = await preflight(`${am.url}/openidm/managed/alpha_user`, APP_ORIGIN, 'GET');
    expect(elsewhere.status).toBe(404);
    expect(corsHeaders(elsewhere)).toEqual({});
  });
});

describe('AM_CORS_ORIGINS', () => {
  it("defaults to the gateway's public origin, and may be empty", () => {
    expect(loadPlatformConfig({ GATEWAY_PUBLIC_URL: `${GATEWAY_URL}/` }).amCorsOrigins).toEqual([
      GATEWAY_URL,
    ]);
    expect(loadPlatformConfig({ AM_CORS_ORIGINS: '' }).amCorsOrigins).toEqual([]);
  });

  it('refuses a value that is not a list of URLs', () => {
    expect(() => loadPlatformConfig({ AM_CORS_ORIGINS: 'app.example.com' })).toThrow();
  });
});
