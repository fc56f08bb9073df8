import { PGlite } from '@electric-sql/pglite';
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createUpstreamHttp } from '../../../src/gateway/upstream/http.js';
import { createOAuthClient } from '../../../src/gateway/upstream/oauth.js';
import { DEMO, signedInToken, startAm, type AmFixture } from './am-fixture.js';
import {
  CLIENT_ID,
  REDIRECT_URI,
  bearerRequest,
  issuerOf,
  postForm,
  signInWithOidc,
} from './oidc-client.js';

let am: AmFixture;
beforeAll(async () => {
  am = await startAm();
});
afterAll(async () => {
  await am.close();
});
afterEach(() => {
  vi.restoreAllMocks();
});

/** The gateway's kind of token, obtained as the gateway does: it outlives the OpenID session. */
async function offlineToken() {
  const sso = await signedInToken(am, 'alpha', DEMO.username, DEMO.password);
  const oauth = createOAuthClient({
    amHttp: createUpstreamHttp({ service: 'am', baseUrl: `${am.url}/am`, timeoutMs: 15_000 }),
    clientId: CLIENT_ID,
    redirectUri: REDIRECT_URI,
    scopes: 'openid profile offline_access',
  });
  return (await oauth.signIn('alpha', sso)).accessToken;
}

async function storeQueriesOf(action: () => Promise<unknown>): Promise<string[]> {
  const query = vi.spyOn(PGlite.prototype, 'query');
  await action();
  const statements = query.mock.calls.map(([statement]) => String(statement));
  query.mockRestore();
  return statements;
}

describe('principal resolution of an access token', () => {
  it('checks the stored token and reads the account in two store queries', async () => {
    const token = await offlineToken();
    let principal: unknown;
    const queries = await storeQueriesOf(async () => {
      principal = await am.principalFromRequest(bearerRequest(token));
    });
    expect(principal).toMatchObject({ realm: 'alpha', userId: DEMO.id, amAdmin: false });
    expect(queries, queries.join('\n')).toHaveLength(2);
  });

  it('honours a revocation on the very next request', async () => {
    const token = await offlineToken();
    expect(await am.principalFromRequest(bearerRequest(token))).not.toBeNull();
    const revoked = await postForm(`${issuerOf(am, 'alpha')}/token/revoke`, {
      token,
      token_type_hint: 'access_token',
      client_id: CLIENT_ID,
    });
    expect(revoked.status).toBe(200);
    expect(await am.principalFromRequest(bearerRequest(token))).toBeNull();
  });

  it('refuses a token whose stored expiry or own expiry has passed', async () => {
    const stored = await offlineToken();
    await am.db
      .updateTable('oidc_payloads')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('id', '=', stored)
      .execute();
    expect(await am.principalFromRequest(bearerRequest(stored))).toBeNull();

    const own = await offlineToken();
    await am.db
      .updateTable('oidc_payloads')
      .set({ expires_at: null, payload: sql`jsonb_set(payload, '{exp}', '1')` })
      .where('id', '=', own)
      .execute();
    expect(await am.principalFromRequest(bearerRequest(own))).toBeNull();
  });

  it("refuses a deactivated account's token and a deactivated realm's", async () => {
    const token = await offlineToken();
    await am.db
      .updateTable('managed_objects')
      .set({ doc: sql`jsonb_set(doc, '{accountStatus}', '"inactive"')` })
      .where('type', '=', 'alpha_user')
      .where('id', '=', DEMO.id)
      .execute();
    try {
      expect(await am.principalFromRequest(bearerRequest(token))).toBeNull();
    } finally {
      await am.db
        .updateTable('managed_objects')
        .set({ doc: sql`jsonb_set(doc, '{accountStatus}', '"active"')` })
        .where('type', '=', 'alpha_user')
        .where('id', '=', DEMO.id)
        .execute();
    }
    expect(await am.principalFromRequest(bearerRequest(token))).not.toBeNull();

    await am.db.updateTable('realms').set({ active: false }).where('name', '=', 'alpha').execute();
    try {
      expect(await am.principalFromRequest(bearerRequest(token))).toBeNull();
    } finally {
      await am.db.updateTable('realms').set({ active: true }).where('name', '=', 'alpha').execute();
    }
  });

  it('leaves a token bound to its OpenID session to the provider, which checks that session', async () => {
    const sso = await signedInToken(am, 'alpha', DEMO.username, DEMO.password);
    const { tokens } = await signInWithOidc(am, 'alpha', sso, { scope: 'openid profile' });
    expect(await am.principalFromRequest(bearerRequest(tokens.access_token))).toMatchObject({
      userId: DEMO.id,
    });
    await am.db.deleteFrom('oidc_payloads').where('model', '=', 'alpha/Session').execute();
    expect(await am.principalFromRequest(bearerRequest(tokens.access_token))).toBeNull();
  });
});
