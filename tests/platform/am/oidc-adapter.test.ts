import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { OidcPayloadAdapter } from '../../../src/platform/am/oidc/adapter.js';
import { loadOidcKeys } from '../../../src/platform/am/oidc/keys.js';
import { type Db } from '../../../src/platform/store/db.js';
import { migrateToLatest } from '../../../src/platform/store/migrate.js';
import { memoryDb } from '../../support/memory-store.js';

let db: Db;
beforeAll(async () => {
  db = memoryDb();
  await migrateToLatest(db);
});
afterAll(async () => {
  await db.destroy();
});
beforeEach(async () => {
  await db.deleteFrom('oidc_payloads').execute();
});

describe('OidcPayloadAdapter', () => {
  it('stores, finds, replaces and destroys payloads', async () => {
    const adapter = new OidcPayloadAdapter(db, 'alpha', 'AccessToken');
    await adapter.upsert('t1', { jti: 't1', accountId: 'u1', grantId: 'g1' }, 60);
    expect(await adapter.find('t1')).toEqual({ jti: 't1', accountId: 'u1', grantId: 'g1' });
    await adapter.upsert('t1', { jti: 't1', accountId: 'u2', grantId: 'g1' }, 60);
    expect(await adapter.find('t1')).toMatchObject({ accountId: 'u2' });
    await adapter.destroy('t1');
    expect(await adapter.find('t1')).toBeUndefined();
  });

  it('finds sessions by uid and device codes by user code', async () => {
    const sessions = new OidcPayloadAdapter(db, 'alpha', 'Session');
    await sessions.upsert('s1', { jti: 's1', uid: 'uid-1' }, 60);
    expect(await sessions.findByUid('uid-1')).toMatchObject({ jti: 's1' });
    const codes = new OidcPayloadAdapter(db, 'alpha', 'DeviceCode');
    await codes.upsert('d1', { jti: 'd1', userCode: 'ABCD-EFGH' }, 60);
    expect(await codes.findByUserCode('ABCD-EFGH')).toMatchObject({ jti: 'd1' });
  });

  it('marks a payload consumed', async () => {
    const codes = new OidcPayloadAdapter(db, 'alpha', 'AuthorizationCode');
    await codes.upsert('c1', { jti: 'c1' }, 60);
    expect(await codes.find('c1')).not.toHaveProperty('consumed');
    await codes.consume('c1');
    const consumed = await codes.find('c1');
    expect(consumed?.consumed).toBeCloseTo(Date.now() / 1000, -1);
  });

  it('hides expired payloads and keeps those without expiry', async () => {
    const adapter = new OidcPayloadAdapter(db, 'alpha', 'Grant');
    await adapter.upsert('forever', { jti: 'forever' });
    await adapter.upsert('gone', { jti: 'gone' }, 60);
    await db
      .updateTable('oidc_payloads')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('id', '=', 'gone')
      .execute();
    expect(await adapter.find('forever')).toBeDefined();
    expect(await adapter.find('gone')).toBeUndefined();
  });

  it("revokes a grant's tokens of its own model only", async () => {
    const accessTokens = new OidcPayloadAdapter(db, 'alpha', 'AccessToken');
    const refreshTokens = new OidcPayloadAdapter(db, 'alpha', 'RefreshToken');
    await accessTokens.upsert('a1', { jti: 'a1', grantId: 'g1' }, 60);
    await accessTokens.upsert('a2', { jti: 'a2', grantId: 'g2' }, 60);
    await refreshTokens.upsert('r1', { jti: 'r1', grantId: 'g1' }, 60);
    await accessTokens.revokeByGrantId('g1');
    expect(await accessTokens.find('a1')).toBeUndefined();
    expect(await accessTokens.find('a2')).toBeDefined();
    expect(await refreshTokens.find('r1')).toBeDefined();
  });

  it('keeps realms apart', async () => {
    await new OidcPayloadAdapter(db, 'alpha', 'AccessToken').upsert(
      'shared',
      { jti: 'shared' },
      60,
    );
    expect(await new OidcPayloadAdapter(db, 'bravo', 'AccessToken').find('shared')).toBeUndefined();
  });
});

describe('loadOidcKeys', () => {
  it('generates the keys once and then reads them back', async () => {
    const first = await loadOidcKeys(db);
    const second = await loadOidcKeys(db);
    expect(second).toEqual(first);
    expect(first.jwks.keys[0]).toMatchObject({ kty: 'RSA', alg: 'RS256', use: 'sig' });
    expect(first.jwks.keys[0]).toHaveProperty('d');
    expect(first.cookieKeys[0]?.length).toBeGreaterThanOrEqual(32);
  });
});
