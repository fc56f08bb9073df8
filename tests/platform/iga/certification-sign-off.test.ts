import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ALL,
  CERTIFICATION_BASE as BASE,
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
let decideOnly: Person;

const NO_SIGN_OFF = { ...ALL, signOff: false };

beforeAll(async () => {
  f = await startCertification();
  [reviewer, other, subject, subject2, decideOnly] = f.alpha as [
    Person,
    Person,
    Person,
    Person,
    Person,
  ];
  await f.db
    .insertInto('iga_catalog_items')
    .values([
      { realm: 'alpha', id: 'so-app', type: 'application', name: 'Payroll' },
      {
        realm: 'alpha',
        id: 'so-ent',
        type: 'entitlement',
        name: 'Approve',
        application_id: 'so-app',
      },
    ])
    .execute();
  const grant = (id: string, userId: string, itemId: string, grantType: string) =>
    insertGrant(f.db, 'alpha', { id, userId, itemId, grantType });
  await grant('so-g1', subject.id, 'so-app', 'account');
  await grant('so-g2', subject2.id, 'so-app', 'account');
  await grant('so-g3', subject.id, 'so-ent', 'entitlement');
  await insertCampaign(f.db, {
    realm: 'alpha',
    id: 'so-c1',
    ownerId: reviewer.id,
    items: [
      { id: 'so-i1', userId: subject.id, grantId: 'so-g1', reviewers: [userReviewer(reviewer)] },
      { id: 'so-i2', userId: subject2.id, grantId: 'so-g2', reviewers: [userReviewer(reviewer)] },
      { id: 'so-i3', userId: subject.id, grantId: 'so-g3', reviewers: [userReviewer(reviewer)] },
      { id: 'so-i4', userId: subject2.id, reviewers: [userReviewer(other)] },
    ],
  });
  await insertCampaign(f.db, {
    realm: 'alpha',
    id: 'so-c3',
    ownerId: reviewer.id,
    items: ['so-c3-i1', 'so-c3-i2', 'so-c3-i3'].map((id) => ({
      id,
      userId: subject.id,
      reviewers: [userReviewer(reviewer)],
    })),
  });
  await insertCampaign(f.db, {
    realm: 'alpha',
    id: 'so-c2',
    ownerId: reviewer.id,
    items: [
      { id: 'so-c2-i1', userId: subject.id, reviewers: [userReviewer(decideOnly, NO_SIGN_OFF)] },
    ],
  });
});

afterAll(async () => {
  await f.close();
});

const decide = (who: Person, campaignId: string, itemId: string, decision: string) =>
  f.call('alpha', who, 'POST', `${BASE}/${campaignId}/items/${itemId}/${decision}`);
const signOff = (who: Person, campaignId: string) =>
  f.call('alpha', who, 'POST', `${BASE}/${campaignId}/items/signoff`);
const pendingCount = async (who: Person) =>
  (await f.call('alpha', who, 'GET', `${BASE}/items/pending-count`)).body.count;

async function grantIds(): Promise<string[]> {
  const rows = await f.db
    .selectFrom('iga_grants')
    .select('id')
    .where('realm', '=', 'alpha')
    .where('id', 'like', 'so-g%')
    .orderBy('id')
    .execute();
  return rows.map((row) => row.id);
}

describe('signing a campaign off', () => {
  it('is refused while an item of the campaign has no decision', async () => {
    await decide(reviewer, 'so-c1', 'so-i1', 'revoke');
    const refused = await signOff(reviewer, 'so-c1');
    expect(refused.status).toBe(400);
    expect(refused.body.message).toMatch(/3 items have no decision yet/);

    await decide(reviewer, 'so-c1', 'so-i2', 'certify');
    const stillRefused = await signOff(reviewer, 'so-c1');
    expect(stillRefused.status).toBe(400);
    expect(stillRefused.body.message).toMatch(/2 items have no decision yet/);
    expect(await grantIds()).toEqual(['so-g1', 'so-g2', 'so-g3']);
    await decide(reviewer, 'so-c1', 'so-i3', 'exception');
  });

  it('counts the items another reviewer still has to decide', async () => {
    const refused = await signOff(reviewer, 'so-c1');
    expect(refused.status).toBe(400);
    expect(refused.body.message).toMatch(/1 item has no decision yet/);
  });

  it('is refused to a reviewer handed only some items, and waits for every item', async () => {
    const handed = ['so-c3-i1', 'so-c3-i2'];
    for (const itemId of handed) {
      const forwarded = await f.call(
        'alpha',
        reviewer,
        'POST',
        `${BASE}/so-c3/items/${itemId}/forward`,
        {
          body: { newActorId: `managed/user/${other.id}`, comment: '' },
        },
      );
      expect(forwarded.status).toBe(200);
    }
    const task = await f.call('alpha', reviewer, 'GET', `${BASE}/so-c3/items`);
    expect(task.body).toMatchObject({ othersUndecided: 2, totalCount: 1 });
    for (const itemId of handed) {
      expect((await decide(other, 'so-c3', itemId, 'certify')).status).toBe(200);
    }
    const byForwardee = await signOff(other, 'so-c3');
    expect(byForwardee.status).toBe(403);
    const byOwner = await signOff(reviewer, 'so-c3');
    expect(byOwner.status).toBe(400);
    expect(byOwner.body.message).toMatch(/1 item has no decision yet/);

    await decide(reviewer, 'so-c3', 'so-c3-i3', 'revoke');
    const signedOff = await signOff(reviewer, 'so-c3');
    expect(signedOff.status).toBe(200);
  });

  it('is refused (403) to a reviewer without the sign-off permission', async () => {
    expect((await decide(decideOnly, 'so-c2', 'so-c2-i1', 'certify')).status).toBe(200);
    expect((await signOff(decideOnly, 'so-c2')).status).toBe(403);
  });

  it('counts the campaigns in progress where the caller still has items to decide', async () => {
    expect(await pendingCount(other)).toBe(1);
    expect(await pendingCount(reviewer)).toBe(0);
    expect(await pendingCount(decideOnly)).toBe(0);
  });

  it('signs off once every item has a decision, and removes the revoked grants', async () => {
    await decide(other, 'so-c1', 'so-i4', 'certify');
    expect(await pendingCount(other)).toBe(0);
    const { status, body } = await signOff(reviewer, 'so-c1');
    expect(status).toBe(200);
    expect(body).toMatchObject({
      _id: 'so-c1',
      status: 'signed-off',
      reviewStatus: 'completed',
      counts: { total: 3, decided: 3, certified: 1, revoked: 1, exception: 1 },
    });
    expect(await grantIds()).toEqual(['so-g2', 'so-g3']);
  });

  it('keeps a signed-off campaign’s decisions final', async () => {
    expect((await decide(reviewer, 'so-c1', 'so-i2', 'revoke')).status).toBe(400);
    expect((await signOff(reviewer, 'so-c1')).status).toBe(400);
    const list = await f.call('alpha', reviewer, 'GET', `${BASE}/items?status=signed-off`);
    const listed = list.body.result as { _id: string; status: string }[];
    expect(listed.map((campaign) => campaign._id)).toContain('so-c1');
    expect(listed.every((campaign) => campaign.status === 'signed-off')).toBe(true);
  });
});
