import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USERS } from '../../../src/platform/store/seed/demo-users.js';
import { bearer, createIdmTestApp, endUser, type IdmTestApp } from './idm-test-app.js';

let idm: IdmTestApp;
beforeAll(async () => {
  idm = await createIdmTestApp();
}, 60_000);
afterAll(() => idm.close());

const login = (headers: Record<string, string>, action = 'login') =>
  idm.app.inject({
    method: 'POST',
    url: `/openidm/authentication?_action=${action}`,
    headers,
    payload: {},
  });

describe('POST /openidm/authentication?_action=login', () => {
  it('answers an end user authorization', async () => {
    const response = await login(bearer('alpha-demo'));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      _id: 'login',
      authorization: {
        id: DEMO_USERS.alpha.id,
        component: 'managed/alpha_user',
        roles: ['internal/role/openidm-authorized'],
        moduleId: 'rsFilter',
        ipAddress: '127.0.0.1',
      },
      authenticationId: DEMO_USERS.alpha.id,
    });
  });

  it('adds the roles a principal carries', async () => {
    idm.signIn('delegated', {
      ...endUser('bravo', 'b-1'),
      roles: ['internal/role/delegated-admin'],
    });
    const response = await login(bearer('delegated'));
    expect(response.json<{ authorization: { roles: string[] } }>().authorization.roles).toEqual([
      'internal/role/openidm-authorized',
      'internal/role/delegated-admin',
    ]);
  });

  it('answers the administrator as openidm-admin', async () => {
    const response = await login(bearer('admin'));
    expect(response.json()).toMatchObject({
      authorization: {
        id: 'openidm-admin',
        component: 'internal/user',
        roles: ['internal/role/openidm-admin', 'internal/role/openidm-authorized'],
      },
      authenticationId: 'amadmin',
    });
  });

  it('needs a principal', async () => {
    expect((await login({})).statusCode).toBe(401);
    expect((await login(bearer('unknown-token'))).statusCode).toBe(401);
  });

  it('rejects other actions', async () => {
    expect((await login(bearer('admin'), 'logout')).statusCode).toBe(400);
  });
});
