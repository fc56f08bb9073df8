import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { kbaAnswerMatches } from '../../../src/platform/idm/kba-info.js';
import { findManagedObject } from '../../../src/platform/idm/managed-store.js';
import { writeInternalRole } from '../../../src/platform/idm/privileges/internal-roles-store.js';
import { DEMO_USERS } from '../../../src/platform/store/seed/demo-users.js';
import { bearer, createIdmTestApp, endUser, type IdmTestApp } from './idm-test-app.js';

let idm: IdmTestApp;
beforeAll(async () => {
  idm = await createIdmTestApp();
  await writeInternalRole(
    idm.db,
    'kba-desk',
    {
      name: 'KBA desk',
      privileges: [
        {
          name: 'Alpha users with their security questions',
          path: 'managed/alpha_user',
          permissions: ['VIEW', 'UPDATE'],
          actions: [],
          filter: 'true',
          accessFlags: [
            { attribute: 'givenName', readOnly: false },
            { attribute: 'kbaInfo', readOnly: false },
          ],
        },
      ],
    },
    undefined,
  );
  idm.signIn('kba-desk', {
    ...endUser('alpha', 'kba-desk-user', 'kbadesk'),
    roles: ['internal/role/openidm-authorized', 'internal/role/kba-desk'],
  });
}, 60_000);
afterAll(() => idm.close());

const DEMO_ID = DEMO_USERS.alpha.id;
const USER_PATH = `/openidm/managed/alpha_user/${DEMO_ID}`;

function read(url: string, token = 'alpha-demo') {
  return idm.app.inject({ url, headers: bearer(token) });
}

function patch(operations: object[], ifMatch?: string, token = 'alpha-demo', url = USER_PATH) {
  return idm.app.inject({
    method: 'PATCH',
    url,
    headers: { ...bearer(token), ...(ifMatch === undefined ? {} : { 'if-match': ifMatch }) },
    payload: operations,
  });
}

const replaceKba = (value: unknown) => [{ operation: 'replace', field: '/kbaInfo', value }];

const storedDemo = async () => (await findManagedObject(idm.db, 'alpha_user', DEMO_ID))!;

const HASHED = { $crypto: { type: 'salted-hash', value: { algorithm: 'scrypt' } } };

describe('GET /openidm/selfservice/kba', () => {
  it('serves the questions in every language and the answer counts to any signed-in user', async () => {
    const response = await read('/openidm/selfservice/kba');
    expect(response.statusCode).toBe(200);
    const body = response.json<{ questions: Record<string, Record<string, string>> }>();
    expect(body).toMatchObject({ minimumAnswersToDefine: 2, minimumAnswersToVerify: 1 });
    expect(body.questions['1']).toEqual({
      en: 'What’s your favorite color?',
      fr: 'Quelle est votre couleur préférée\u00a0?',
      de: 'Was ist Ihre Lieblingsfarbe?',
    });
    expect(Object.keys(body.questions).length).toBeGreaterThanOrEqual(4);
  });

  it('answers 401 without a token', async () => {
    const response = await idm.app.inject({ url: '/openidm/selfservice/kba' });
    expect(response.statusCode).toBe(401);
  });

  it('is the only security-question endpoint: a user’s questions live on the user object', async () => {
    const response = await read(`/openidm/selfservice/kba/managed/alpha_user/${DEMO_ID}`);
    expect(response.statusCode).toBe(404);
  });
});

describe('kbaInfo of a managed user', () => {
  it('is declared in the schema as the user’s own and kept off forms', async () => {
    const response = await read('/openidm/schema/managed/alpha_user');
    const { properties } = response.json<{ properties: Record<string, unknown> }>();
    expect(properties.kbaInfo).toMatchObject({
      type: 'array',
      viewable: false,
      userEditable: true,
      items: { properties: { answer: { type: 'string' } } },
    });
    expect(properties.kbaInfo).not.toHaveProperty('scope');
  });

  it('is absent before the user sets any question', async () => {
    const response = await read(USER_PATH);
    expect(response.statusCode).toBe(200);
    expect(response.json()).not.toHaveProperty('kbaInfo');
  });

  it('is patched by the user with the revision, answers hashed on store and never served', async () => {
    const before = await storedDemo();
    const response = await patch(
      replaceKba([
        { questionId: '1', answer: '  Deep   Blue ' },
        { customQuestion: ' Name of my first teacher? ', answer: 'Ms Smith' },
      ]),
      `"${before.rev}"`,
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers.etag).toBe(`"${before.rev + 1}"`);
    expect(response.json()).toMatchObject({
      _id: DEMO_ID,
      _rev: String(before.rev + 1),
      userName: 'demo',
      kbaInfo: [{ questionId: '1' }, { customQuestion: 'Name of my first teacher?' }],
    });
    expect(response.body).not.toMatch(/answer|crypto|blue|smith/i);

    const after = await storedDemo();
    expect(after.doc.givenName).toBe(before.doc.givenName);
    expect(JSON.stringify(after.doc.kbaInfo)).not.toMatch(/blue|smith/i);
    expect(after.doc.kbaInfo).toMatchObject([
      { questionId: '1', answer: HASHED },
      { customQuestion: 'Name of my first teacher?', answer: HASHED },
    ]);
    expect(await kbaAnswerMatches(after.doc, 0, 'deep blue')).toBe(true);
    expect(await kbaAnswerMatches(after.doc, 0, 'Red')).toBe(false);
    expect(await kbaAnswerMatches(after.doc, 1, 'MS SMITH')).toBe(true);
  });

  it('reads as the questions alone, for the user and for an administrator', async () => {
    const questions = [{ questionId: '1' }, { customQuestion: 'Name of my first teacher?' }];
    for (const token of ['alpha-demo', 'admin']) {
      const response = await read(USER_PATH, token);
      expect(response.json()).toMatchObject({ kbaInfo: questions });
      expect(response.body).not.toMatch(/answer|crypto/);
    }
    const fields = await read(`${USER_PATH}?_fields=kbaInfo`);
    expect(fields.json()).toEqual({
      _id: DEMO_ID,
      _rev: String((await storedDemo()).rev),
      kbaInfo: questions,
    });
    const query = await read(
      `/openidm/managed/alpha_user?_queryFilter=${encodeURIComponent('userName eq "demo"')}`,
      'admin',
    );
    expect(query.json()).toMatchObject({ result: [{ _id: DEMO_ID, kbaInfo: questions }] });
    expect(query.body).not.toMatch(/answer|crypto/);
  });

  it('is neither read nor written by a delegated administrator, whatever the privilege says', async () => {
    const before = await storedDemo();
    const direct = await read(USER_PATH, 'kba-desk');
    expect(direct.statusCode).toBe(200);
    expect(direct.json()).toHaveProperty('givenName');
    expect(direct.json()).not.toHaveProperty('kbaInfo');
    const query = await read(
      `/openidm/managed/alpha_user?_queryFilter=${encodeURIComponent(`_id eq "${DEMO_ID}"`)}`,
      'kba-desk',
    );
    expect(query.json()).toMatchObject({ resultCount: 1 });
    expect(query.json<{ result: object[] }>().result[0]).not.toHaveProperty('kbaInfo');

    const written = await patch(
      replaceKba([
        { questionId: '2', answer: 'Acme' },
        { questionId: '3', answer: 'Rex' },
      ]),
      `"${before.rev}"`,
      'kba-desk',
    );
    expect(written.statusCode).toBe(403);
    const renamed = await patch(
      [{ operation: 'replace', field: '/givenName', value: 'Renamed' }],
      `"${before.rev}"`,
      'kba-desk',
    );
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).not.toHaveProperty('kbaInfo');
    const after = await storedDemo();
    expect(after.doc.kbaInfo).toEqual(before.doc.kbaInfo);
    await patch([{ operation: 'replace', field: '/givenName', value: before.doc.givenName }]);
  });

  it('is refused to another user', async () => {
    const response = await patch(
      replaceKba([
        { questionId: '2', answer: 'Acme' },
        { questionId: '3', answer: 'Rex' },
      ]),
      undefined,
      'alpha-demo',
      `/openidm/managed/bravo_user/${DEMO_USERS.bravo.id}`,
    );
    expect(response.statusCode).toBe(403);
  });

  it('keeps the stored answer of an unchanged question whose answer is left out', async () => {
    const before = await storedDemo();
    const response = await patch(
      replaceKba([
        { customQuestion: 'name of my FIRST teacher?' },
        { questionId: '1' },
        { questionId: '4', answer: 'Lyon' },
      ]),
      `"${before.rev}"`,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      kbaInfo: [
        { customQuestion: 'name of my FIRST teacher?' },
        { questionId: '1' },
        { questionId: '4' },
      ],
    });
    const after = await storedDemo();
    const [first, custom] = before.doc.kbaInfo as { answer: unknown }[];
    expect(after.doc.kbaInfo).toMatchObject([
      { answer: custom!.answer },
      { answer: first!.answer },
      { questionId: '4', answer: HASHED },
    ]);
    expect(await kbaAnswerMatches(after.doc, 0, 'ms smith')).toBe(true);
    expect(await kbaAnswerMatches(after.doc, 2, 'LYON')).toBe(true);
  });

  it('takes the other patch operations on the questions as the reader sees them', async () => {
    const before = await storedDemo();
    const removed = await patch(
      [{ operation: 'remove', field: '/kbaInfo', value: { questionId: '4' } }],
      `"${before.rev}"`,
    );
    expect(removed.statusCode).toBe(200);
    expect(removed.json<{ kbaInfo: unknown[] }>().kbaInfo).toEqual([
      { customQuestion: 'name of my FIRST teacher?' },
      { questionId: '1' },
    ]);
    const added = await patch([
      { operation: 'add', field: '/kbaInfo/-', value: { questionId: '3', answer: 'Rex' } },
      { operation: 'replace', field: '/kbaInfo/1/answer', value: 'Green' },
    ]);
    expect(added.statusCode).toBe(200);
    const after = await storedDemo();
    expect(after.doc.kbaInfo).toHaveLength(3);
    expect(await kbaAnswerMatches(after.doc, 0, 'Ms Smith')).toBe(true);
    expect(await kbaAnswerMatches(after.doc, 1, 'green')).toBe(true);
    expect(await kbaAnswerMatches(after.doc, 2, 'rex')).toBe(true);
  });

  it('answers 412 to a stale revision and keeps what is stored', async () => {
    const before = await storedDemo();
    const response = await patch(
      replaceKba([
        { questionId: '2', answer: 'Acme' },
        { questionId: '3', answer: 'Rex' },
      ]),
      `"${before.rev - 1}"`,
    );
    expect(response.statusCode).toBe(412);
    expect(await storedDemo()).toEqual(before);
  });

  it.each([
    [
      'custom questions that repeat each other',
      [
        { customQuestion: 'My first car?', answer: 'Mini' },
        { customQuestion: '  my FIRST   car? ', answer: 'Fiat' },
      ],
      [{ policyRequirement: 'KBA_DUPLICATE_QUESTIONS' }],
    ],
    [
      'a predefined question twice',
      [
        { questionId: '2', answer: 'Acme' },
        { questionId: '2', answer: 'Initech' },
      ],
      [{ policyRequirement: 'UNIQUE' }],
    ],
    [
      'an unknown question',
      [
        { questionId: '99', answer: 'x' },
        { questionId: '2', answer: 'Acme' },
      ],
      [{ policyRequirement: 'VALID_KBA_QUESTION', params: { questionId: '99' } }],
    ],
    [
      'fewer answers than the configuration asks for',
      [{ questionId: '2', answer: 'Acme' }],
      [{ policyRequirement: 'MIN_ITEMS', params: { minItems: 2 } }],
    ],
    [
      'a blank answer',
      [
        { questionId: '1', answer: '   ' },
        { questionId: '2', answer: 'x' },
      ],
      [{ policyRequirement: 'REQUIRED' }],
    ],
    [
      'a new question without an answer',
      [{ questionId: '1' }, { questionId: '2' }],
      [{ policyRequirement: 'REQUIRED' }],
    ],
    [
      'both a predefined and a custom question in one entry',
      [
        { questionId: '1', customQuestion: 'Mine?', answer: 'x' },
        { questionId: '2', answer: 'x' },
      ],
      [{ policyRequirement: 'VALID_TYPE' }],
    ],
    [
      'an answer that is not text',
      [
        { questionId: '1', answer: 42 },
        { questionId: '2', answer: 'x' },
      ],
      [{ policyRequirement: 'VALID_TYPE' }],
    ],
    [
      'an answer that is too long',
      [
        { questionId: '1', answer: 'x'.repeat(256) },
        { questionId: '2', answer: 'x' },
      ],
      [{ policyRequirement: 'MAX_LENGTH', params: { maxLength: 255 } }],
    ],
    [
      'more questions than anyone may keep',
      Array.from({ length: 11 }, (_, index) => ({ customQuestion: `Q${index}?`, answer: 'x' })),
      [{ policyRequirement: 'MAX_ITEMS', params: { maxItems: 10 } }],
    ],
    ['no questions at all', [], [{ policyRequirement: 'MIN_ITEMS', params: { minItems: 2 } }]],
  ])('refuses %s with the failed policies on kbaInfo', async (_, kbaInfo, policyRequirements) => {
    const before = await storedDemo();
    const response = await patch(replaceKba(kbaInfo), `"${before.rev}"`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 400,
      detail: {
        result: false,
        failedPolicyRequirements: [{ property: 'kbaInfo', policyRequirements }],
      },
    });
    expect(await storedDemo()).toEqual(before);
  });

  it('saves without If-Match against the latest revision', async () => {
    const before = await storedDemo();
    const response = await patch(
      replaceKba([
        { questionId: '3', answer: 'Rex' },
        { questionId: '4', answer: 'Lyon' },
      ]),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      _rev: String(before.rev + 1),
      kbaInfo: [{ questionId: '3' }, { questionId: '4' }],
    });
  });

  it('is left as stored by a change of other properties', async () => {
    const before = await storedDemo();
    const response = await patch([{ operation: 'replace', field: '/city', value: 'Lyon' }]);
    expect(response.statusCode).toBe(200);
    expect((await storedDemo()).doc.kbaInfo).toEqual(before.doc.kbaInfo);
  });
});
