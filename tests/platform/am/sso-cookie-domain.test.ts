import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, signIn, startAm, type AmFixture } from './am-fixture.js';

let am: AmFixture;
beforeAll(async () => {
  am = await startAm({ SSO_COOKIE_DOMAIN: 'example.com' });
});
afterAll(async () => {
  await am.close();
});

describe('a configured SSO cookie domain', () => {
  it('is listed in serverinfo for clients that set the cookie themselves', async () => {
    const response = await fetch(`${am.url}/am/json/realms/root/realms/alpha/serverinfo/*`);
    expect(await response.json()).toMatchObject({
      cookieName: 'iPlanetDirectoryPro',
      domains: ['example.com'],
    });
  });

  it('scopes the HttpOnly cookie the authenticate endpoint sets on success', async () => {
    const response = await signIn(am, 'alpha', DEMO.username, DEMO.password);
    expect(response.status).toBe(200);
    const cookie = response.headers
      .getSetCookie()
      .find((line) => line.startsWith('iPlanetDirectoryPro='));
    expect(cookie).toContain(`iPlanetDirectoryPro=${String(response.body.tokenId)}`);
    expect(cookie).toMatch(/; Domain=example\.com/i);
    expect(cookie).toMatch(/; HttpOnly/i);
    expect(cookie).toMatch(/; SameSite=Lax/i);
  });
});
