import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodedHeaderValue } from '../../../src/platform/idm/encoded-header.js';
import { storePasswordHash } from '../../../src/platform/idm/managed-credentials.js';
import { hashPassword, verifyPassword } from '../../../src/platform/store/passwords.js';
import { DEMO_USERS } from '../../../src/platform/store/seed/demo-users.js';
import { bearer, createIdmTestApp, type IdmTestApp } from './idm-test-app.js';

let idm: IdmTestApp;
beforeAll(async () => {
  idm = await createIdmTestApp();
}, 60_000);
afterAll(() => idm.close());

const DEMO_ID = DEMO_USERS.alpha.id;
const CURRENT = 'Crème brûlée €5';
const encodedWord = (text: string) => `=?UTF-8?B?${Buffer.from(text).toString('base64')}?=`;

function changePassword(reauth: string, password: string) {
  return idm.app.inject({
    method: 'PATCH',
    url: `/openidm/managed/alpha_user/${DEMO_ID}`,
    headers: { ...bearer('alpha-demo'), 'x-openidm-reauth-password': reauth },
    payload: [{ operation: 'replace', field: '/password', value: password }],
  });
}

async function storedHash(): Promise<string> {
  const row = await idm.db
    .selectFrom('credentials')
    .select('password_hash')
    .where('realm', '=', 'alpha')
    .where('user_id', '=', DEMO_ID)
    .executeTakeFirstOrThrow();
  return row.password_hash;
}

describe('X-OpenIDM-Reauth-Password', () => {
  it('decodes an RFC 2047 UTF-8 encoded word and leaves other values as they are', () => {
    expect(decodedHeaderValue(encodedWord(CURRENT))).toBe(CURRENT);
    expect(decodedHeaderValue('=?utf-8?b?w6k=?=')).toBe('é');
    expect(decodedHeaderValue('Plain!Passw0rd')).toBe('Plain!Passw0rd');
    expect(decodedHeaderValue('=?UTF-8?Q?abc?=')).toBe('=?UTF-8?Q?abc?=');
    expect(decodedHeaderValue(undefined)).toBeUndefined();
  });

  it('accepts a current password that HTTP headers cannot carry, sent as an encoded word', async () => {
    await storePasswordHash(idm.db, 'alpha', DEMO_ID, await hashPassword(CURRENT));
    const wrong = await changePassword(encodedWord('Crème brûlée €6'), 'Next!Passw0rd');
    expect(wrong.statusCode).toBe(403);
    expect(await verifyPassword(CURRENT, await storedHash())).toBe(true);

    const right = await changePassword(encodedWord(CURRENT), 'Next!Passw0rd');
    expect(right.statusCode).toBe(200);
    expect(await verifyPassword('Next!Passw0rd', await storedHash())).toBe(true);
  });
});
