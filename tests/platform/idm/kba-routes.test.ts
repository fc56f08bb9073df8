import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { kbaAnswerMatches } from '../../../src/platform/idm/kba-info.js';
import { findManagedObject } from '../../../src/platform/idm/managed-store.js';
import { DEMO_USERS } from '../../../src/platform/store/seed/demo-users.js';
import { ALPHA_DEMO, bearer, createIdmTestApp, type IdmTestApp } from './idm-test-app.js';

let idm: IdmTestApp;
beforeAll(async () => {
  idm = await createIdmTestApp();
}, 60_000);
afterAll(() => idm.close());

const DEMO_ID = DEMO_USERS.alpha.id;
const KBA_PATH = `/openidm/selfservice/kba/managed/alpha_user/${DEMO_ID}`;

function putKba(kbaInfo: unknown, ifMatch?: string, token = 'alpha-demo') {
  return idm.app.inject({
    method: 'PUT',
    url: KBA_PATH,
    headers: { ...bearer(token), ...(ifMatch === undefined ? {} : { 'if-match': ifMatch }) },
    payload: { kbaInfo },
  });
}

const storedDemo = async () => (await findManagedObject(idm.db, 'alpha_user', DEMO_ID))!;

describe('GET /openidm/selfservice/kba', () => {
  it('serves the questions in every language and the answer counts to any signed-in user', async () => {
    const response = await idm.app.inject({
      url: '/openidm/selfservice/kba',
      headers: bearer('alpha-demo'),
    });
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
});

describe('a user’s security questions', () => {
  it('start empty, with the object’s revision', async () => {
    const response = await idm.app.inject({ url: KBA_PATH, headers: bearer('alpha-demo') });
    expect(response.statusCode).toBe(200);
    const { rev } = await storedDemo();
    expect(response.json()).toEqual({ _id: DEMO_ID, _rev: String(rev), kbaInfo: [] });
    expect(response.headers.etag).toBe(`"${rev}"`);
  });

  it('are only for the user themself or an administrator', async () => {
    const other = await idm.app.inject({
      url: `/openidm/selfservice/kba/managed/bravo_user/${DEMO_USERS.bravo.id}`,
      headers: bearer('alpha-demo'),
    });
    expect(other.statusCode).toBe(403);
    const admin = await idm.app.inject({ url: KBA_PATH, headers: bearer('admin') });
    expect(admin.statusCode).toBe(200);
  });

  it('are saved with the revision, the answers hashed and never served', async () => {
    const before = await storedDemo();
    const response = await putKba(
      [
        { questionId: '1', answer: '  Deep   Blue ' },
        { customQuestion: 'Name of my first teacher?', answer: 'Ms Smith' },
      ],
      `"${before.rev}"`,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      _id: DEMO_ID,
      _rev: String(before.rev + 1),
      kbaInfo: [{ questionId: '1' }, { customQuestion: 'Name of my first teacher?' }],
    });
    expect(response.headers.etag).toBe(`"${before.rev + 1}"`);

    const after = await storedDemo();
    expect(after.doc.givenName).toBe(before.doc.givenName);
    const stored = JSON.stringify(after.doc.kbaInfo);
    expect(stored).not.toMatch(/blue|smith/i);
    expect(after.doc.kbaInfo).toMatchObject([
      {
        questionId: '1',
        answer: { $crypto: { type: 'salted-hash', value: { algorithm: 'scrypt' } } },
      },
      { customQuestion: 'Name of my first teacher?' },
    ]);
    expect(await kbaAnswerMatches(after.doc, 0, 'deep blue')).toBe(true);
    expect(await kbaAnswerMatches(after.doc, 0, 'Red')).toBe(false);
    expect(await kbaAnswerMatches(after.doc, 1, 'MS SMITH')).toBe(true);
  });

  it('never leave through a managed-object read, nor change through a user’s PATCH', async () => {
    const read = await idm.app.inject({
      url: `/openidm/managed/alpha_user/${DEMO_ID}`,
      headers: bearer('alpha-demo'),
    });
    expect(read.statusCode).toBe(200);
    expect(read.json()).not.toHaveProperty('kbaInfo');
    const patched = await idm.app.inject({
      method: 'PATCH',
      url: `/openidm/managed/alpha_user/${DEMO_ID}`,
      headers: bearer('alpha-demo'),
      payload: [{ operation: 'replace', field: '/kbaInfo', value: [] }],
    });
    expect(patched.statusCode).toBe(403);
    expect((await storedDemo()).doc.kbaInfo).toHaveLength(2);
  });

  it('answer 412 to a stale revision and keep what is stored', async () => {
    const before = await storedDemo();
    const response = await putKba(
      [
        { questionId: '2', answer: 'Acme' },
        { questionId: '3', answer: 'Rex' },
      ],
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
  ])('refuse %s with the failed policies', async (_, kbaInfo, policyRequirements) => {
    const before = await storedDemo();
    const response = await putKba(kbaInfo, `"${before.rev}"`);
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

  it.each([
    [
      'a blank answer',
      [
        { questionId: '1', answer: '   ' },
        { questionId: '2', answer: 'x' },
      ],
    ],
    ['a question with no answer', [{ questionId: '1' }, { questionId: '2', answer: 'x' }]],
    [
      'both a predefined and a custom question',
      [
        { questionId: '1', customQuestion: 'Mine?', answer: 'x' },
        { questionId: '2', answer: 'x' },
      ],
    ],
  ])('refuse %s as a bad request', async (_, kbaInfo) => {
    const before = await storedDemo();
    const response = await putKba(kbaInfo, `"${before.rev}"`);
    expect(response.statusCode).toBe(400);
    expect(await storedDemo()).toEqual(before);
  });

  it('are refused to another user', async () => {
    const response = await idm.app.inject({
      method: 'PUT',
      url: `/openidm/selfservice/kba/managed/bravo_user/${DEMO_USERS.bravo.id}`,
      headers: bearer('alpha-demo'),
      payload: { kbaInfo: [] },
    });
    expect(response.statusCode).toBe(403);
  });

  it('save without If-Match against the latest revision', async () => {
    const before = await storedDemo();
    expect(ALPHA_DEMO.idmId).toBe(DEMO_ID);
    const response = await putKba([
      { questionId: '3', answer: 'Rex' },
      { questionId: '4', answer: 'Lyon' },
    ]);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      _rev: String(before.rev + 1),
      kbaInfo: [{ questionId: '3' }, { questionId: '4' }],
    });
  });
});
