import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAm, type AmFixture } from './am-fixture.js';

let am: AmFixture;
beforeAll(async () => {
  am = await startAm();
});
afterAll(async () => {
  await am.close();
});

async function getJson(path: string) {
  const response = await fetch(`${am.url}${path}`);
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe('serverinfo', () => {
  it('answers for the root realm on both paths', async () => {
    for (const path of ['/am/json/serverinfo/*', '/am/json/realms/root/serverinfo/*']) {
      const { status, body } = await getJson(path);
      expect(status).toBe(200);
      expect(body).toMatchObject({
        _id: '*',
        realm: '/',
        cookieName: 'iPlanetDirectoryPro',
        secureCookie: false,
        forgotPassword: 'true',
        forgotUsername: 'true',
        selfRegistration: 'true',
        lang: 'en',
        successfulUserRegistrationDestination: 'default',
        socialImplementations: [],
      });
      expect(body.zeroPageLogin).toEqual(expect.objectContaining({ enabled: false }));
    }
  });

  it('answers for a sub-realm', async () => {
    const { status, body } = await getJson('/am/json/realms/root/realms/alpha/serverinfo/*');
    expect(status).toBe(200);
    expect(body.realm).toBe('/alpha');
  });

  it('answers 404 for an unknown realm', async () => {
    const { status, body } = await getJson('/am/json/realms/root/realms/nowhere/serverinfo/*');
    expect(status).toBe(404);
    expect(body).toMatchObject({ code: 404, reason: 'Not Found' });
  });

  it('answers 404 for an inactive realm', async () => {
    await am.db.updateTable('realms').set({ active: false }).where('name', '=', 'bravo').execute();
    try {
      expect((await getJson('/am/json/realms/root/realms/bravo/serverinfo/*')).status).toBe(404);
    } finally {
      await am.db.updateTable('realms').set({ active: true }).where('name', '=', 'bravo').execute();
    }
  });
});
