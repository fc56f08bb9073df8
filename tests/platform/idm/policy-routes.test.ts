import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findManagedObject } from '../../../src/platform/idm/managed-store.js';
import { DEMO_USERS } from '../../../src/platform/store/seed/demo-users.js';
import { bearer, createIdmTestApp, type IdmTestApp } from './idm-test-app.js';

const DEMO_ID = DEMO_USERS.alpha.id;
const URL = `/openidm/policy/managed/alpha_user/${DEMO_ID}?_action=validateObject`;

let idm: IdmTestApp;
let demo: Record<string, unknown>;
let otherUserName: string;
beforeAll(async () => {
  idm = await createIdmTestApp();
  demo = (await findManagedObject(idm.db, 'alpha_user', DEMO_ID))!.doc;
  const other = await idm.db
    .selectFrom('managed_objects')
    .select('doc')
    .where('type', '=', 'alpha_user')
    .where('id', '<>', DEMO_ID)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  otherUserName = String(other.doc.userName);
}, 60_000);
afterAll(() => idm.close());

const validate = (body: unknown, token = 'alpha-demo', url = URL) =>
  idm.app.inject({ method: 'POST', url, headers: bearer(token), payload: body as object });

describe('POST /openidm/policy/managed/{object}/{id}?_action=validateObject', () => {
  it('passes the stored object', async () => {
    const response = await validate(demo);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ result: true, failedPolicyRequirements: [] });
  });

  it('lists every failed policy, property by property in the schema order', async () => {
    const response = await validate({
      ...demo,
      userName: otherUserName.toUpperCase(),
      givenName: '',
      mail: 'not-an-address',
      telephoneNumber: 42,
      profileImage: 'ftp://example.com/me.png',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      result: false,
      failedPolicyRequirements: [
        { property: 'userName', policyRequirements: [{ policyRequirement: 'UNIQUE' }] },
        { property: 'givenName', policyRequirements: [{ policyRequirement: 'REQUIRED' }] },
        {
          property: 'mail',
          policyRequirements: [{ policyRequirement: 'VALID_EMAIL_ADDRESS_FORMAT' }],
        },
        { property: 'telephoneNumber', policyRequirements: [{ policyRequirement: 'VALID_TYPE' }] },
        { property: 'profileImage', policyRequirements: [{ policyRequirement: 'VALID_URL' }] },
      ],
    });
  });

  it('reports a missing required property and checks a private one only when given', async () => {
    const { sn: _sn, ...withoutSurname } = demo;
    const response = await validate({ ...withoutSurname, password: 'short' });
    expect(response.json()).toEqual({
      result: false,
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
        { property: 'sn', policyRequirements: [{ policyRequirement: 'REQUIRED' }] },
      ],
    });
  });

  it('stores nothing', async () => {
    const before = await findManagedObject(idm.db, 'alpha_user', DEMO_ID);
    await validate({ ...demo, givenName: 'Changed' });
    expect(await findManagedObject(idm.db, 'alpha_user', DEMO_ID)).toEqual(before);
  });

  it('lets the user check only their own object, and an administrator any', async () => {
    const other = await idm.db
      .selectFrom('managed_objects')
      .select('id')
      .where('type', '=', 'alpha_user')
      .where('id', '<>', DEMO_ID)
      .executeTakeFirstOrThrow();
    const otherUrl = `/openidm/policy/managed/alpha_user/${other.id}?_action=validateObject`;
    expect((await validate(demo, 'alpha-demo', otherUrl)).statusCode).toBe(403);
    expect((await validate(demo, 'bravo-demo')).statusCode).toBe(403);
    expect((await validate(demo, 'admin')).json()).toMatchObject({ result: true });
    const anonymous = await idm.app.inject({ method: 'POST', url: URL, payload: demo });
    expect(anonymous.statusCode).toBe(401);
  });

  it('refuses other actions, bodies that are no object and unknown object types', async () => {
    const action = await validate(demo, 'alpha-demo', URL.replace('validateObject', 'nope'));
    expect(action.statusCode).toBe(400);
    expect((await validate([1, 2])).statusCode).toBe(400);
    const unknown = await validate(
      demo,
      'admin',
      '/openidm/policy/managed/nothing/x?_action=validateObject',
    );
    expect(unknown.statusCode).toBe(404);
  });
});
