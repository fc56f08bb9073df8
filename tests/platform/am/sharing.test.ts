import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { deleteSharingOf } from '../../../src/platform/am/sharing/sharing-store.js';
import { jsonb } from '../../../src/platform/store/db.js';
import { CHROME_MAC, FIREFOX_WINDOWS, tokenFrom } from './account-security-fixture.js';
import {
  ADMIN_PASSWORD,
  ALICE,
  DEMO,
  INACTIVE,
  jsonRealmUrl,
  startAm,
  type AmFixture,
} from './am-fixture.js';

let am: AmFixture;
let demoToken: string;
let aliceToken: string;

const PHOTOS = 'rs-photos';
const RECORDS = 'rs-records';
const REQUEST = 'req-alice-records';

beforeAll(async () => {
  am = await startAm();
  demoToken = await tokenFrom(am, { userAgent: CHROME_MAC }, 'alpha', DEMO.username, DEMO.password);
  aliceToken = await tokenFrom(
    am,
    { userAgent: FIREFOX_WINDOWS },
    'alpha',
    ALICE.username,
    ALICE.password,
  );
}, 60_000);
afterAll(async () => {
  await am.close();
});
beforeEach(async () => {
  await am.db.deleteFrom('am_resource_sets').execute();
  await am.db
    .insertInto('am_resource_sets')
    .values([
      {
        id: PHOTOS,
        realm: 'alpha',
        owner_id: DEMO.id,
        name: 'Holiday photos',
        type: 'Photo album',
        icon_uri: null,
        scopes: jsonb(['view', 'edit']),
      },
      {
        id: RECORDS,
        realm: 'alpha',
        owner_id: DEMO.id,
        name: 'Medical records',
        type: 'Health record',
        icon_uri: null,
        scopes: jsonb(['view', 'edit']),
      },
    ])
    .execute();
  await am.db
    .insertInto('am_sharing_requests')
    .values({
      id: REQUEST,
      resource_id: RECORDS,
      requester_id: ALICE.id,
      scopes: jsonb(['view']),
    })
    .execute();
});

interface Answer {
  status: number;
  etag: string | null;
  body: Record<string, unknown> & { result?: Record<string, unknown>[] };
}

async function call(
  token: string,
  path: string,
  init: { method?: string; body?: unknown; ifMatch?: string; realm?: string } = {},
): Promise<Answer> {
  const response = await fetch(`${jsonRealmUrl(am, init.realm ?? 'alpha')}/${path}`, {
    method: init.method ?? 'GET',
    headers: {
      iPlanetDirectoryPro: token,
      ...(init.body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(init.ifMatch ? { 'if-match': init.ifMatch } : {}),
    },
    ...(init.body !== undefined ? { body: JSON.stringify(init.body) } : {}),
  });
  return {
    status: response.status,
    etag: response.headers.get('etag'),
    body: (await response.json()) as Answer['body'],
  };
}

const demo = (path: string, init?: Parameters<typeof call>[2]) =>
  call(demoToken, `users/${DEMO.id}/${path}`, init);
const alice = (path: string, init?: Parameters<typeof call>[2]) =>
  call(aliceToken, `users/${ALICE.id}/${path}`, init);

const sharedWithMe = 'oauth2/resources/sets?_queryFilter=sharedWithMe%20eq%20true';

describe('resource sets', () => {
  it('lists the sets the user owns, with their scopes and policy', async () => {
    await demo(`uma/policies/${PHOTOS}`, {
      method: 'PUT',
      body: { policyId: PHOTOS, permissions: [{ subject: 'alice', scopes: ['view'] }] },
    });
    const { status, body } = await demo('oauth2/resources/sets?_queryFilter=true');
    expect(status).toBe(200);
    expect(body.result).toEqual([
      {
        _id: PHOTOS,
        _rev: '2',
        name: 'Holiday photos',
        type: 'Photo album',
        icon_uri: null,
        resource_scopes: ['view', 'edit'],
        resourceOwnerId: 'demo',
        policy: { permissions: [{ subject: 'Alice', scopes: ['view'] }] },
      },
      expect.objectContaining({ _id: RECORDS, _rev: '1', policy: { permissions: [] } }),
    ]);
  });

  it('shows a grantee what was shared with them, and nothing else', async () => {
    expect((await alice(sharedWithMe)).body.result).toEqual([]);
    await demo(`uma/policies/${PHOTOS}`, {
      method: 'PUT',
      body: { permissions: [{ subject: 'Alice', scopes: ['view', 'edit'] }] },
    });
    const { body } = await alice(sharedWithMe);
    expect(body.result).toEqual([
      expect.objectContaining({
        _id: PHOTOS,
        name: 'Holiday photos',
        resourceOwnerId: 'demo',
        policy: { permissions: [{ subject: 'Alice', scopes: ['view', 'edit'] }] },
      }),
    ]);
    expect((await alice(`oauth2/resources/sets/${PHOTOS}`)).status).toBe(200);
    expect((await alice(`oauth2/resources/sets/${RECORDS}`)).status).toBe(404);
    expect((await alice('oauth2/resources/sets?_queryFilter=true')).body.result).toEqual([]);
  });

  it('refuses a filter it does not support', async () => {
    const { status } = await demo('oauth2/resources/sets?_queryFilter=name%20eq%20%22x%22');
    expect(status).toBe(400);
  });
});

describe('policies', () => {
  it('are changed by the owner only', async () => {
    const viaOwnPath = await alice(`uma/policies/${PHOTOS}`, {
      method: 'PUT',
      body: { permissions: [{ subject: 'Alice', scopes: ['edit'] }] },
    });
    expect(viaOwnPath.status).toBe(403);
    const viaOwnersPath = await call(aliceToken, `users/${DEMO.id}/uma/policies/${PHOTOS}`, {
      method: 'PUT',
      body: { permissions: [{ subject: 'Alice', scopes: ['edit'] }] },
    });
    expect(viaOwnersPath.status).toBe(403);
    expect((await alice(`uma/policies/${PHOTOS}`, { method: 'DELETE' })).status).toBe(403);
    expect((await alice(sharedWithMe)).body.result).toEqual([]);
  });

  it('replaces the permissions, and deleting the policy unshares', async () => {
    const shared = await demo(`uma/policies/${PHOTOS}`, {
      method: 'PUT',
      body: { permissions: [{ subject: 'alice', scopes: ['edit', 'view'] }] },
    });
    expect(shared.status).toBe(200);
    expect(shared.etag).toBe('"2"');
    expect(shared.body).toMatchObject({
      _id: PHOTOS,
      _rev: '2',
      permissions: [{ subject: 'Alice', scopes: ['view', 'edit'] }],
    });
    const modified = await demo(`uma/policies/${PHOTOS}`, {
      method: 'PUT',
      ifMatch: '"2"',
      body: { permissions: [{ subject: 'Alice', scopes: ['view'] }] },
    });
    expect(modified.body).toMatchObject({ _rev: '3', permissions: [{ scopes: ['view'] }] });

    const unshared = await demo(`uma/policies/${PHOTOS}`, { method: 'DELETE', ifMatch: '"3"' });
    expect(unshared.status).toBe(200);
    expect(unshared.body).toMatchObject({ _rev: '4', permissions: [] });
    expect((await alice(sharedWithMe)).body.result).toEqual([]);
    expect((await demo('uma/policies?_queryFilter=true')).body.result).toEqual([]);
  });

  it('keeps the stored policy when the revision is stale', async () => {
    await demo(`uma/policies/${PHOTOS}`, {
      method: 'PUT',
      body: { permissions: [{ subject: 'Alice', scopes: ['view'] }] },
    });
    const stale = await demo(`uma/policies/${PHOTOS}`, {
      method: 'PUT',
      ifMatch: '"1"',
      body: { permissions: [] },
    });
    expect(stale.status).toBe(412);
    const stored = await demo(`uma/policies/${PHOTOS}`);
    expect(stored.body).toMatchObject({ _rev: '2', permissions: [{ subject: 'Alice' }] });
  });

  it.each([
    ['an unknown user', { subject: 'nobody', scopes: ['view'] }, 'UNKNOWN_SUBJECT'],
    ['an inactive user', { subject: INACTIVE.username, scopes: ['view'] }, 'UNKNOWN_SUBJECT'],
    ['the owner', { subject: 'demo', scopes: ['view'] }, 'OWNER_SUBJECT'],
    ['a scope the set lacks', { subject: 'Alice', scopes: ['delete'] }, 'INVALID_SCOPE'],
  ])('refuses sharing with %s', async (_, permission, reason) => {
    const { status, body } = await demo(`uma/policies/${PHOTOS}`, {
      method: 'PUT',
      body: { permissions: [permission] },
    });
    expect(status).toBe(400);
    expect(body.detail).toMatchObject({ reason });
    expect((await demo(`uma/policies/${PHOTOS}`)).body).toMatchObject({ _rev: '1' });
  });

  it('refuses a permission without scopes and a subject named twice', async () => {
    const empty = await demo(`uma/policies/${PHOTOS}`, {
      method: 'PUT',
      body: { permissions: [{ subject: 'Alice', scopes: [] }] },
    });
    expect(empty.status).toBe(400);
    const twice = await demo(`uma/policies/${PHOTOS}`, {
      method: 'PUT',
      body: {
        permissions: [
          { subject: 'Alice', scopes: ['view'] },
          { subject: 'alice', scopes: ['edit'] },
        ],
      },
    });
    expect(twice.body.detail).toMatchObject({ reason: 'DUPLICATE_SUBJECT' });
  });

  it('answers 404 for a set that does not exist', async () => {
    expect((await demo('uma/policies/rs-none')).status).toBe(404);
  });

  it('cannot be read or changed by an administrator through the user', async () => {
    const admin = await tokenFrom(am, { userAgent: CHROME_MAC }, 'root', 'amadmin', ADMIN_PASSWORD);
    const answer = await call(admin, `users/${DEMO.id}/uma/policies/${PHOTOS}`);
    expect(answer.status).toBe(403);
  });
});

describe('pending requests', () => {
  it('are listed for the owner', async () => {
    const { body } = await demo('uma/pendingrequests?_queryFilter=true');
    expect(body.result).toEqual([
      {
        _id: REQUEST,
        user: 'Alice',
        resource: 'Medical records',
        resourceId: RECORDS,
        when: expect.any(Number) as number,
        permissions: ['view'],
      },
    ]);
    expect((await alice('uma/pendingrequests?_queryFilter=true')).body.result).toEqual([]);
  });

  it('approved, move into the policy and leave the list', async () => {
    const approved = await demo(`uma/pendingrequests/${REQUEST}?_action=approve`, {
      method: 'POST',
      body: {},
    });
    expect(approved.status).toBe(200);
    expect(approved.body).toMatchObject({ _id: REQUEST, permissions: ['view'] });
    expect((await demo('uma/pendingrequests?_queryFilter=true')).body.result).toEqual([]);
    expect((await demo(`uma/policies/${RECORDS}`)).body).toMatchObject({
      _rev: '2',
      permissions: [{ subject: 'Alice', scopes: ['view'] }],
    });
    expect((await alice(sharedWithMe)).body.result).toEqual([
      expect.objectContaining({ _id: RECORDS, name: 'Medical records' }),
    ]);
  });

  it('approved with other scopes, grant those added to any already held', async () => {
    await demo(`uma/policies/${RECORDS}`, {
      method: 'PUT',
      body: { permissions: [{ subject: 'Alice', scopes: ['edit'] }] },
    });
    await demo(`uma/pendingrequests/${REQUEST}?_action=approve`, {
      method: 'POST',
      body: { scopes: ['view'] },
    });
    expect((await demo(`uma/policies/${RECORDS}`)).body).toMatchObject({
      permissions: [{ subject: 'Alice', scopes: ['view', 'edit'] }],
    });
  });

  it('denied, leave the list and grant nothing', async () => {
    const denied = await demo(`uma/pendingrequests/${REQUEST}?_action=deny`, {
      method: 'POST',
    });
    expect(denied.status).toBe(200);
    expect((await demo('uma/pendingrequests?_queryFilter=true')).body.result).toEqual([]);
    expect((await demo(`uma/policies/${RECORDS}`)).body).toMatchObject({ permissions: [] });
    const again = await demo(`uma/pendingrequests/${REQUEST}?_action=deny`, { method: 'POST' });
    expect(again.status).toBe(404);
  });

  it('are answered by the owner only', async () => {
    const approve = await alice(`uma/pendingrequests/${REQUEST}?_action=approve`, {
      method: 'POST',
      body: {},
    });
    expect(approve.status).toBe(403);
    const deny = await alice(`uma/pendingrequests/${REQUEST}?_action=deny`, { method: 'POST' });
    expect(deny.status).toBe(403);
    expect((await demo('uma/pendingrequests?_queryFilter=true')).body.result).toHaveLength(1);
    expect((await alice(sharedWithMe)).body.result).toEqual([]);
  });

  it('refuses an unknown action and a scope the set lacks', async () => {
    const unknown = await demo(`uma/pendingrequests/${REQUEST}?_action=forward`, {
      method: 'POST',
    });
    expect(unknown.status).toBe(400);
    const badScope = await demo(`uma/pendingrequests/${REQUEST}?_action=approve`, {
      method: 'POST',
      body: { scopes: ['delete'] },
    });
    expect(badScope.status).toBe(400);
    expect((await demo('uma/pendingrequests?_queryFilter=true')).body.result).toHaveLength(1);
  });
});

describe('without a session', () => {
  it('answers 401', async () => {
    const response = await fetch(
      `${jsonRealmUrl(am, 'alpha')}/users/${DEMO.id}/oauth2/resources/sets?_queryFilter=true`,
    );
    expect(response.status).toBe(401);
  });
});

describe('a user who is gone', () => {
  it('leaves no resource sets, permissions or requests behind', async () => {
    await demo(`uma/policies/${PHOTOS}`, {
      method: 'PUT',
      body: { permissions: [{ subject: 'Alice', scopes: ['view'] }] },
    });
    await am.db
      .insertInto('am_resource_sets')
      .values({
        id: 'rs-alice',
        realm: 'alpha',
        owner_id: ALICE.id,
        name: 'Recipes',
        type: 'Document',
        icon_uri: null,
        scopes: jsonb(['view']),
      })
      .execute();
    await deleteSharingOf(am.db, 'alpha', ALICE.id);
    expect((await demo(`uma/policies/${PHOTOS}`)).body).toMatchObject({ permissions: [] });
    expect((await demo('uma/pendingrequests?_queryFilter=true')).body.result).toEqual([]);
    const left = await am.db.selectFrom('am_resource_sets').select('id').orderBy('id').execute();
    expect(left.map((row) => row.id)).toEqual([PHOTOS, RECORDS]);
  });
});
