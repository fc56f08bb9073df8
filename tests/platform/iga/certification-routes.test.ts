import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ALL,
  CERTIFICATION_BASE as BASE,
  VIEW_ONLY,
  insertCampaign,
  insertGrant,
  startCertification,
  type CertificationFixture,
  userReviewer,
  type Person,
} from './certification-fixture.js';

let f: CertificationFixture;
let reviewer: Person;
let other: Person;
let subject: Person;
let subject2: Person;
let outsider: Person;
let bravoUser: Person;

const ROLE = 'cert-role-reviewers';

beforeAll(async () => {
  f = await startCertification();
  [reviewer, other, subject, subject2, outsider] = f.alpha as [
    Person,
    Person,
    Person,
    Person,
    Person,
  ];
  bravoUser = f.bravo[0]!;
  await f.db
    .insertInto('iga_catalog_items')
    .values({ realm: 'alpha', id: ROLE, type: 'role', name: 'Certification reviewers' })
    .execute();
  await insertGrant(f.db, 'alpha', {
    id: 'cert-g-role',
    userId: reviewer.id,
    itemId: ROLE,
    grantType: 'role',
  });
  await insertCampaign(f.db, {
    realm: 'alpha',
    id: 'cert-c1',
    ownerId: reviewer.id,
    items: [
      { id: 'c1-i1', userId: subject.id, reviewers: [userReviewer(reviewer)] },
      { id: 'c1-i2', userId: subject.id, reviewers: [userReviewer(reviewer)] },
      {
        id: 'c1-i3',
        userId: subject2.id,
        reviewers: [userReviewer(reviewer), userReviewer(other)],
      },
      { id: 'c1-i4', userId: subject2.id, reviewers: [userReviewer(reviewer, VIEW_ONLY)] },
      {
        id: 'c1-i5',
        userId: subject2.id,
        reviewers: [{ kind: 'role', id: ROLE, permissions: ALL }],
      },
      { id: 'c1-i6', userId: subject.id, reviewers: [userReviewer(other)] },
    ],
  });
  await insertCampaign(f.db, {
    realm: 'bravo',
    id: 'cert-bravo',
    ownerId: bravoUser.id,
    items: [{ id: 'bravo-i1', userId: bravoUser.id, reviewers: [userReviewer(bravoUser)] }],
  });
});

afterAll(async () => {
  await f.close();
});

type Item = {
  _id: string;
  _rev: string;
  decision: string | null;
  deferredUntil: string | null;
  comments: { user: { id: string }; comment: string }[];
  reviewers: { kind: string; id: string; name: string; permissions: typeof ALL }[];
  permissions: typeof ALL;
};

async function task(who: Person, campaignId = 'cert-c1') {
  const response = await f.call('alpha', who, 'GET', `${BASE}/${campaignId}/items`);
  return response as typeof response & {
    body: { result: Item[]; permissions: typeof ALL; campaign: Record<string, unknown> };
  };
}

async function itemOf(who: Person, itemId: string, campaignId = 'cert-c1') {
  return (await task(who, campaignId)).body.result.find((item) => item._id === itemId);
}

const decide = (who: Person, itemId: string, decision: string, ifMatch?: string) =>
  f.call('alpha', who, 'POST', `${BASE}/cert-c1/items/${itemId}/${decision}`, { ifMatch });

describe('a reviewer’s campaigns and task', () => {
  it('lists the campaigns with items the caller reviews, with their counts', async () => {
    const { status, body } = await f.call('alpha', reviewer, 'GET', `${BASE}/items`);
    expect(status).toBe(200);
    const campaigns = body.result as Record<string, unknown>[];
    expect(campaigns.map((campaign) => campaign._id)).toContain('cert-c1');
    expect(campaigns.find((campaign) => campaign._id === 'cert-c1')).toMatchObject({
      status: 'in-progress',
      reviewStatus: 'in-progress',
      durationDays: 30,
      owner: { id: reviewer.id, userName: reviewer.userName },
      counts: { total: 5, decided: 0, certified: 0, revoked: 0, exception: 0 },
    });
    expect(campaigns.map((campaign) => campaign._id)).not.toContain('cert-bravo');
  });

  it('gives the items the caller reviews, in person or through a role, with their permissions', async () => {
    const { status, body } = await task(reviewer);
    expect(status).toBe(200);
    expect(body.result.map((item) => item._id).sort()).toEqual([
      'c1-i1',
      'c1-i2',
      'c1-i3',
      'c1-i4',
      'c1-i5',
    ]);
    expect(body.permissions).toEqual(ALL);
    const byRole = body.result.find((item) => item._id === 'c1-i5');
    expect(byRole?.reviewers).toEqual([
      { kind: 'role', id: ROLE, name: 'Certification reviewers', permissions: ALL },
    ]);
    expect(body.result.find((item) => item._id === 'c1-i4')?.permissions).toEqual(VIEW_ONLY);
  });

  it('refuses the task (403) to a user who reviews nothing in it', async () => {
    const { status } = await task(outsider);
    expect(status).toBe(403);
  });

  it('does not show another realm’s campaign (404)', async () => {
    expect((await task(reviewer, 'cert-bravo')).status).toBe(404);
    expect((await decide(reviewer, 'bravo-i1', 'certify')).status).toBe(404);
  });

  it('serves the glossary', async () => {
    const { status, body } = await f.call('alpha', reviewer, 'GET', `${BASE}/glossary`);
    expect(status).toBe(200);
    expect(body.result).toEqual(
      expect.arrayContaining([expect.objectContaining({ term: 'Certify' })]),
    );
  });
});

describe('decisions', () => {
  it('certifies with the item’s revision, and refuses a stale one (412)', async () => {
    const before = await itemOf(reviewer, 'c1-i1');
    const done = await decide(reviewer, 'c1-i1', 'certify', `"${before!._rev}"`);
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ decision: 'certify', deferredUntil: null });
    expect(done.etag).toBe(`"${Number(before!._rev) + 1}"`);

    const stale = await decide(reviewer, 'c1-i1', 'revoke', `"${before!._rev}"`);
    expect(stale.status).toBe(412);
    expect((await itemOf(reviewer, 'c1-i1'))?.decision).toBe('certify');
  });

  it('refuses a decision without the decide permission, or on an item the caller does not review (403)', async () => {
    expect((await decide(reviewer, 'c1-i4', 'certify')).status).toBe(403);
    expect((await decide(reviewer, 'c1-i6', 'certify')).status).toBe(403);
    expect((await decide(outsider, 'c1-i1', 'revoke')).status).toBe(403);
    expect((await itemOf(other, 'c1-i6'))?.decision).toBeNull();
  });

  it('lets a holder of a reviewing role decide', async () => {
    expect((await decide(reviewer, 'c1-i5', 'revoke')).body).toMatchObject({ decision: 'revoke' });
  });

  it('defers an exception for a week', async () => {
    const before = Date.now();
    const { body } = await decide(reviewer, 'c1-i3', 'exception');
    expect(body.decision).toBe('exception');
    const until = Date.parse(String(body.deferredUntil));
    expect(until - before).toBeGreaterThanOrEqual(7 * 86_400_000 - 1000);
    expect(until - before).toBeLessThan(7 * 86_400_000 + 60_000);
  });

  it('clears a set of decisions, all or none', async () => {
    const url = `${BASE}/cert-c1/items/reset`;
    const refused = await f.call('alpha', reviewer, 'POST', url, {
      body: { ids: ['c1-i5', 'c1-i6'] },
    });
    expect(refused.status).toBe(403);
    expect((await itemOf(reviewer, 'c1-i5'))?.decision).toBe('revoke');

    const unknown = await f.call('alpha', reviewer, 'POST', url, { body: { ids: ['c1-i0'] } });
    expect(unknown.status).toBe(404);

    const cleared = await f.call('alpha', reviewer, 'POST', url, { body: { ids: ['c1-i5'] } });
    expect(cleared.status).toBe(200);
    expect(cleared.body.result).toEqual([
      expect.objectContaining({ _id: 'c1-i5', decision: null }),
    ]);
  });

  it('refuses bad input with 400', async () => {
    const url = `${BASE}/cert-c1/items/reset`;
    expect((await f.call('alpha', reviewer, 'POST', url, { body: { ids: [] } })).status).toBe(400);
    const tooLong = await f.call('alpha', reviewer, 'POST', `${BASE}/cert-c1/items/c1-i2/comment`, {
      body: { comment: 'x'.repeat(1001) },
    });
    expect(tooLong.status).toBe(400);
    expect((await decide(reviewer, 'c1-i2', 'certify', '"not-a-rev"')).status).toBe(412);
  });
});

describe('comments, forward and reassign', () => {
  const itemUrl = (itemId: string, action: string) => `${BASE}/cert-c1/items/${itemId}/${action}`;

  it('adds a comment with the comment permission only', async () => {
    const refused = await f.call('alpha', reviewer, 'POST', itemUrl('c1-i4', 'comment'), {
      body: { comment: 'Looks fine' },
    });
    expect(refused.status).toBe(403);
    const { status, body } = await f.call('alpha', reviewer, 'POST', itemUrl('c1-i2', 'comment'), {
      body: { comment: 'Still needed?' },
    });
    expect(status).toBe(200);
    expect((body as unknown as Item).comments).toEqual([
      expect.objectContaining({
        comment: 'Still needed?',
        user: expect.objectContaining({ id: reviewer.id }) as unknown,
      }),
    ]);
  });

  it('refuses to forward to a reviewer the item already has (409, Reviewer already assigned)', async () => {
    const { status, body } = await f.call('alpha', reviewer, 'POST', itemUrl('c1-i3', 'forward'), {
      body: { newActorId: `managed/user/${other.id}`, comment: '' },
    });
    expect(status).toBe(409);
    expect(body.message).toBe('Reviewer already assigned');
  });

  it('forwards an item to another user with the same permissions but sign-off', async () => {
    const { status } = await f.call('alpha', reviewer, 'POST', itemUrl('c1-i2', 'forward'), {
      body: { newActorId: `managed/user/${outsider.id}`, comment: 'Over to you' },
    });
    expect(status).toBe(200);
    expect(await itemOf(reviewer, 'c1-i2')).toBeUndefined();
    const forwarded = await itemOf(outsider, 'c1-i2');
    expect(forwarded?.permissions).toEqual({ ...ALL, signOff: false });
    expect(forwarded?.comments.map((comment) => comment.comment)).toEqual([
      'Still needed?',
      'Over to you',
    ]);
  });

  it('reassigns to a role, and refuses one the item already has', async () => {
    const again = await f.call('alpha', reviewer, 'POST', itemUrl('c1-i5', 'reassign'), {
      body: { newActorId: `managed/role/${ROLE}` },
    });
    expect(again).toMatchObject({ status: 409, body: { message: 'Reviewer already assigned' } });
    const forwardToRole = await f.call('alpha', reviewer, 'POST', itemUrl('c1-i1', 'forward'), {
      body: { newActorId: `managed/role/${ROLE}` },
    });
    expect(forwardToRole.status).toBe(400);
    const unknownUser = await f.call('alpha', reviewer, 'POST', itemUrl('c1-i1', 'reassign'), {
      body: { newActorId: 'managed/user/no-such-user' },
    });
    expect(unknownUser.status).toBe(400);
  });

  it('refuses to forward without the forward permission (403)', async () => {
    const { status } = await f.call('alpha', reviewer, 'POST', itemUrl('c1-i4', 'forward'), {
      body: { newActorId: `managed/user/${outsider.id}` },
    });
    expect(status).toBe(403);
  });
});
