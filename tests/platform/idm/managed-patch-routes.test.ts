import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findManagedObject } from '../../../src/platform/idm/managed-store.js';
import { verifyPassword } from '../../../src/platform/store/passwords.js';
import { DEMO_USERS } from '../../../src/platform/store/seed/demo-users.js';
import { bearer, createIdmTestApp, endUser, type IdmTestApp } from './idm-test-app.js';

let idm: IdmTestApp;
let bravoIds: string[];
beforeAll(async () => {
  idm = await createIdmTestApp();
  const rows = await idm.db
    .selectFrom('managed_objects')
    .select('id')
    .where('type', '=', 'bravo_user')
    .where('id', '<>', DEMO_USERS.bravo.id)
    .orderBy('id')
    .execute();
  bravoIds = rows.map((row) => row.id);
  bravoIds.forEach((id, index) =>
    idm.signIn(`bravo-${index}`, endUser('bravo', id, `user${index}`)),
  );
}, 60_000);
afterAll(() => idm.close());

interface Operation {
  operation: string;
  field: string;
  value?: unknown;
}

function patch(id: string, token: string, operations: unknown, ifMatch?: string) {
  return idm.app.inject({
    method: 'PATCH',
    url: `/openidm/managed/bravo_user/${id}`,
    headers: { ...bearer(token), ...(ifMatch === undefined ? {} : { 'if-match': ifMatch }) },
    payload: operations as object,
  });
}

const stored = async (id: string) => (await findManagedObject(idm.db, 'bravo_user', id))!;
const replace = (field: string, value: unknown): Operation => ({
  operation: 'replace',
  field,
  value,
});

describe('PATCH /openidm/managed/{object}/{id}', () => {
  it('applies the operations, bumps the revision and returns the object', async () => {
    const id = bravoIds[0]!;
    const response = await patch(
      id,
      'bravo-0',
      [replace('/givenName', 'Zoë'), replace('city', 'Genève')],
      '"1"',
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ _id: id, _rev: '2', givenName: 'Zoë', city: 'Genève' });
    expect(response.headers.etag).toBe('"2"');
    expect(await stored(id)).toMatchObject({ rev: 2, doc: { givenName: 'Zoë', city: 'Genève' } });
  });

  it.each([
    ['2', 9],
    ['"2"', 10],
    ['W/"2"', 11],
  ])('accepts If-Match %s for revision 2', async (ifMatch, index) => {
    const id = bravoIds[index]!;
    expect((await patch(id, 'admin', [replace('/description', 'first')])).statusCode).toBe(200);
    const response = await patch(
      id,
      'admin',
      [replace('/description', `set with ${ifMatch}`)],
      ifMatch,
    );
    expect(response.statusCode).toBe(200);
    expect(await stored(id)).toMatchObject({ rev: 3, doc: { description: `set with ${ifMatch}` } });
  });

  it('answers 412 to an If-Match that is no revision', async () => {
    expect((await patch(bravoIds[1]!, 'admin', [replace('/sn', 'X')], '"abc"')).statusCode).toBe(
      412,
    );
  });

  it('answers 412 to a stale If-Match and leaves the document unchanged', async () => {
    const id = bravoIds[2]!;
    await patch(id, 'admin', [replace('/description', 'v2')], '"1"');
    const before = await stored(id);
    const response = await patch(id, 'bravo-2', [replace('/givenName', 'Stale')], '"1"');
    expect(response.statusCode).toBe(412);
    expect(response.json()).toMatchObject({ code: 412, reason: 'Precondition Failed' });
    expect(await stored(id)).toEqual(before);
  });

  it('treats * and a missing If-Match as unconditional', async () => {
    const id = bravoIds[3]!;
    expect((await patch(id, 'admin', [replace('/postalCode', '1000')], '*')).statusCode).toBe(200);
    expect((await patch(id, 'admin', [replace('/postalCode', '1001')])).statusCode).toBe(200);
    expect(await stored(id)).toMatchObject({ rev: 3, doc: { postalCode: '1001' } });
  });

  it('lets exactly one of two writers with the same revision win', async () => {
    const id = bravoIds[4]!;
    const responses = await Promise.all([
      patch(id, 'admin', [replace('/description', 'writer A')], '"1"'),
      patch(id, 'admin', [replace('/description', 'writer B')], '"1"'),
    ]);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 412]);
    const winner = responses.find((response) => response.statusCode === 200)!;
    expect((await stored(id)).doc.description).toBe(
      winner.json<{ description: string }>().description,
    );
    expect((await stored(id)).rev).toBe(2);
  });

  it("forbids patching someone else's object", async () => {
    const response = await patch(bravoIds[5]!, 'bravo-6', [replace('/givenName', 'Mallory')]);
    expect(response.statusCode).toBe(403);
    expect((await stored(bravoIds[5]!)).doc.givenName).not.toBe('Mallory');
  });

  it('forbids a user to change a property that is not user-editable', async () => {
    const id = bravoIds[5]!;
    const before = await stored(id);
    const response = await patch(id, 'bravo-5', [
      replace('/givenName', 'Ok'),
      replace('/accountStatus', 'active'),
    ]);
    expect(response.statusCode).toBe(403);
    expect(response.json<{ message: string }>().message).toContain('accountStatus');
    expect(await stored(id)).toEqual(before);
  });

  it('lets the administrator change any property', async () => {
    const response = await patch(bravoIds[5]!, 'admin', [replace('/accountStatus', 'blocked')]);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ accountStatus: 'blocked' });
  });

  it('rejects an unknown property', async () => {
    const response = await patch(bravoIds[6]!, 'admin', [replace('/favouriteColour', 'teal')]);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toBe('Unknown property: favouriteColour');
  });

  it.each([
    ['/givenName', 42],
    ['/accountStatus', null],
    ['/preferences', 'yes'],
    ['/preferences/updates', 'yes'],
    ['/aliasList', 'single'],
    ['/aliasList', [1, 2]],
    ['/manager', { ref: 'x' }],
    ['/telephoneNumber', true],
  ])('rejects %s = %j with VALID_TYPE', async (field, value) => {
    const id = bravoIds[6]!;
    const before = await stored(id);
    const response = await patch(id, 'admin', [replace(field, value)]);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 400,
      reason: 'Bad Request',
      message: 'Failed policy validation',
      detail: {
        result: false,
        failedPolicyRequirements: [
          {
            property: field.split('/')[1],
            policyRequirements: [{ policyRequirement: 'VALID_TYPE' }],
          },
        ],
      },
    });
    expect(await stored(id)).toEqual(before);
  });

  it('accepts null for nullable properties and values of the declared types', async () => {
    const id = bravoIds[7]!;
    const response = await patch(id, 'bravo-7', [
      replace('/telephoneNumber', null),
      replace('/preferences/marketing', true),
      { operation: 'add', field: '/aliasList', value: 'alias-one' },
      { operation: 'add', field: '/aliasList/-', value: 'alias-two' },
    ]);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      telephoneNumber: null,
      preferences: { marketing: true },
      aliasList: ['alias-one', 'alias-two'],
    });
    const removed = await patch(id, 'bravo-7', [
      { operation: 'remove', field: '/aliasList', value: 'alias-one' },
    ]);
    expect(removed.json()).toMatchObject({ aliasList: ['alias-two'] });
  });

  it('reports a removed required property as REQUIRED', async () => {
    const response = await patch(bravoIds[7]!, 'bravo-7', [
      { operation: 'remove', field: '/mail' },
    ]);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ detail: unknown }>().detail).toEqual({
      result: false,
      failedPolicyRequirements: [
        { property: 'mail', policyRequirements: [{ policyRequirement: 'REQUIRED' }] },
      ],
    });
  });

  it('checks string policies and user name uniqueness', async () => {
    const mail = await patch(bravoIds[7]!, 'bravo-7', [replace('/mail', 'not-an-address')]);
    expect(mail.json()).toMatchObject({
      detail: {
        failedPolicyRequirements: [
          {
            property: 'mail',
            policyRequirements: [{ policyRequirement: 'VALID_EMAIL_ADDRESS_FORMAT' }],
          },
        ],
      },
    });
    const taken = await patch(bravoIds[7]!, 'bravo-7', [replace('/userName', 'DEMO')]);
    expect(taken.statusCode).toBe(400);
    expect(taken.json()).toMatchObject({
      detail: {
        failedPolicyRequirements: [
          { property: 'userName', policyRequirements: [{ policyRequirement: 'UNIQUE' }] },
        ],
      },
    });
  });

  it('holds every text property to 255 characters, leaving the stored one as it was', async () => {
    const id = bravoIds[7]!;
    const before = await stored(id);
    const response = await patch(id, 'bravo-7', [
      replace('/givenName', 'g'.repeat(256)),
      replace('/city', '🏙'.repeat(255)),
    ]);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ detail: unknown }>().detail).toEqual({
      result: false,
      failedPolicyRequirements: [
        {
          property: 'givenName',
          policyRequirements: [{ policyRequirement: 'MAX_LENGTH', params: { maxLength: 255 } }],
        },
      ],
    });
    expect(await stored(id)).toEqual(before);
  });

  it('reports a taken user name with the other failures at once, as validateObject does', async () => {
    const id = bravoIds[7]!;
    const expected = [
      { property: 'userName', policyRequirements: [{ policyRequirement: 'UNIQUE' }] },
      {
        property: 'mail',
        policyRequirements: [{ policyRequirement: 'VALID_EMAIL_ADDRESS_FORMAT' }],
      },
    ];
    const patched = await patch(id, 'bravo-7', [
      replace('/userName', 'DEMO'),
      replace('/mail', 'not-an-address'),
    ]);
    expect(patched.statusCode).toBe(400);
    expect(patched.json<{ detail: unknown }>().detail).toEqual({
      result: false,
      failedPolicyRequirements: expected,
    });
    const validated = await idm.app.inject({
      method: 'POST',
      url: `/openidm/policy/managed/bravo_user/${id}?_action=validateObject`,
      headers: bearer('bravo-7'),
      payload: { ...(await stored(id)).doc, userName: 'DEMO', mail: 'not-an-address' },
    });
    expect(validated.json()).toEqual({ result: false, failedPolicyRequirements: expected });
  });

  it('rejects malformed bodies', async () => {
    const id = bravoIds[7]!;
    expect((await patch(id, 'admin', { operation: 'replace' })).statusCode).toBe(400);
    expect((await patch(id, 'admin', [{ operation: 'move', field: '/sn' }])).statusCode).toBe(400);
    expect((await patch(id, 'admin', [replace('/_id', 'x')])).statusCode).toBe(400);
    expect((await patch(id, 'admin', [replace('/a~2', 'x')])).statusCode).toBe(400);
    expect(
      (await patch(id, 'admin', [replace('/preferences/__proto__/polluted', true)])).statusCode,
    ).toBe(400);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('does not bump the revision when nothing changes', async () => {
    const id = bravoIds[8]!;
    const { doc } = await stored(id);
    const response = await patch(id, 'admin', [replace('/sn', doc.sn)], '"1"');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ _rev: '1' });
  });

  it('answers 404 for an unknown object', async () => {
    expect((await patch('missing', 'admin', [replace('/sn', 'x')])).statusCode).toBe(404);
  });
});

describe('PATCH of the password', () => {
  const credential = async () =>
    (
      await idm.db
        .selectFrom('credentials')
        .select('password_hash')
        .where('realm', '=', 'bravo')
        .where('user_id', '=', DEMO_USERS.bravo.id)
        .executeTakeFirstOrThrow()
    ).password_hash;

  it('needs the current password from the user', async () => {
    const response = await patch(DEMO_USERS.bravo.id, 'bravo-demo', [
      replace('/password', 'N3w!Password'),
    ]);
    expect(response.statusCode).toBe(403);
    expect(await verifyPassword(idm.config.DEMO_PASSWORD, await credential())).toBe(true);
  });

  it('enforces the password policies', async () => {
    const response = await idm.app.inject({
      method: 'PATCH',
      url: `/openidm/managed/bravo_user/${DEMO_USERS.bravo.id}`,
      headers: { ...bearer('bravo-demo'), 'x-openidm-reauth-password': idm.config.DEMO_PASSWORD },
      payload: [replace('/password', 'short')],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      detail: {
        failedPolicyRequirements: [
          {
            property: 'password',
            policyRequirements: [
              { policyRequirement: 'MIN_LENGTH', params: { minLength: 8 } },
              { policyRequirement: 'AT_LEAST_X_CAPITAL_LETTERS', params: { numCaps: 1 } },
              { policyRequirement: 'AT_LEAST_X_NUMBERS', params: { numNums: 1 } },
              { policyRequirement: 'AT_LEAST_X_SYMBOLS', params: { numSymbols: 1 } },
            ],
          },
        ],
      },
    });
  });

  it('stores a new credential, never the password in the document', async () => {
    const response = await idm.app.inject({
      method: 'PATCH',
      url: `/openidm/managed/bravo_user/${DEMO_USERS.bravo.id}`,
      headers: { ...bearer('bravo-demo'), 'x-openidm-reauth-password': idm.config.DEMO_PASSWORD },
      payload: [replace('/password', 'N3w!Password')],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).not.toHaveProperty('password');
    expect(await verifyPassword('N3w!Password', await credential())).toBe(true);
    const { doc, rev } = await stored(DEMO_USERS.bravo.id);
    expect(doc).not.toHaveProperty('password');
    expect(rev).toBe(2);
  });

  it('lets the administrator set a password without re-authenticating', async () => {
    const response = await patch(DEMO_USERS.bravo.id, 'admin', [
      replace('/password', 'Admin!Set2Password'),
    ]);
    expect(response.statusCode).toBe(200);
    expect(await verifyPassword('Admin!Set2Password', await credential())).toBe(true);
  });
});
