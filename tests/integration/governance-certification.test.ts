import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isReviewerAlreadyAssigned } from '../../src/domain/certification.js';
import { DEMO_USERS } from '../../src/platform/store/seed/demo-users.js';
import { seedCampaignId } from '../../src/platform/store/seed/governance-certification.js';
import { GOVERNANCE_SEED_PEOPLE } from '../../src/platform/store/seed/governance-people.js';
import { GraphQLClient, signIn, type GraphQLResult } from '../support/graphql-client.js';
import { startStack, type RunningStack } from '../support/stack.js';

const PASSWORD = 'Demo!Passw0rd';
const CAMPAIGN = seedCampaignId.inProgress('alpha');
const APPROVER = GOVERNANCE_SEED_PEOPLE.alpha.approver;

const REVIEWS = `{ accessReviews { id status reviewStatus totalItems decidedItems certifiedItems revokedItems exceptionItems owner { id } } }`;
const TASK = `query Task($campaignId: ID!) {
  certificationTask(campaignId: $campaignId) {
    campaign { id status totalItems decidedItems }
    permissions { view comment decide forward signOff }
    items { id rev decision deferredUntil user { id } reviewers { kind id name } }
  }
}`;
const DECIDE = `mutation Decide($input: DecideCertificationItemInput!) {
  decideCertificationItem(input: $input) { id rev decision deferredUntil }
}`;
const FORWARD = `mutation Forward($input: CertificationHandOverInput!) { forwardCertificationItem(input: $input) }`;
const SIGN_OFF = `mutation SignOff($campaignId: ID!) {
  signOffCampaign(campaignId: $campaignId) { id status reviewStatus revokedItems }
}`;

interface TaskItem {
  id: string;
  rev: string;
  decision: string | null;
  deferredUntil: string | null;
}
interface Task {
  certificationTask: {
    campaign: { id: string; status: string; totalItems: number; decidedItems: number };
    permissions: Record<string, boolean>;
    items: TaskItem[];
  };
}

let stack: RunningStack;
let demo: GraphQLClient;
let approver: GraphQLClient;

const data = <T>(result: GraphQLResult<T>): T => {
  expect(result.errors, result.raw).toBeUndefined();
  return result.data!;
};
const codeOf = (result: GraphQLResult<unknown>) => result.errors?.[0]?.extensions?.code;
const accessReviewCount = async () =>
  data(
    await demo.request<{ governanceCounts: { accessReviews: number } }>(
      `{ governanceCounts { accessReviews } }`,
    ),
  ).governanceCounts.accessReviews;

const task = async (client = demo) =>
  data(await client.request<Task>(TASK, { campaignId: CAMPAIGN })).certificationTask;
const decide = (item: TaskItem, decision: string, client = demo) =>
  client.request<{ decideCertificationItem: TaskItem }>(DECIDE, {
    input: { campaignId: CAMPAIGN, itemId: item.id, rev: item.rev, decision },
  });
const forward = (itemId: string, reviewerId: string) =>
  demo.request<{ forwardCertificationItem: boolean }>(FORWARD, {
    input: { campaignId: CAMPAIGN, itemId, reviewerKind: 'user', reviewerId, comment: 'Yours' },
  });

async function grantOf(itemId: string): Promise<string | null> {
  const row = await stack.platform.db
    .selectFrom('iga_certification_items')
    .select('grant_id')
    .where('realm', '=', 'alpha')
    .where('id', '=', itemId)
    .executeTakeFirstOrThrow();
  return row.grant_id;
}

async function grantExists(grantId: string): Promise<boolean> {
  const row = await stack.platform.db
    .selectFrom('iga_grants')
    .select('id')
    .where('realm', '=', 'alpha')
    .where('id', '=', grantId)
    .executeTakeFirst();
  return row !== undefined;
}

beforeAll(async () => {
  stack = await startStack({ platformEnv: { SEED_USERS_PER_REALM: '12' } });
  demo = new GraphQLClient(stack.url);
  approver = new GraphQLClient(stack.url);
  await signIn(demo, { realm: 'alpha', username: 'demo', password: PASSWORD });
  await signIn(approver, { realm: 'alpha', username: APPROVER.userName, password: PASSWORD });
});

afterAll(async () => {
  await stack.close();
});

describe('an access review through GraphQL', () => {
  it('lists the seeded campaign and opens its task for the demo user only', async () => {
    const { accessReviews } = data(
      await demo.request<{ accessReviews: Record<string, unknown>[] }>(REVIEWS),
    );
    expect(accessReviews[0]).toMatchObject({
      id: CAMPAIGN,
      status: 'in_progress',
      reviewStatus: 'in-progress',
      totalItems: 20,
      decidedItems: 0,
      owner: { id: DEMO_USERS.alpha.id },
    });
    const opened = await task();
    expect(opened.permissions).toEqual({
      view: true,
      comment: true,
      decide: true,
      forward: true,
      signOff: true,
    });
    expect(opened.items).toHaveLength(20);
    expect(codeOf(await approver.request(TASK, { campaignId: CAMPAIGN }))).toBe('FORBIDDEN');
    expect(await accessReviewCount()).toBe(1);
  });

  it('serves the glossary', async () => {
    const { certificationGlossary } = data(
      await demo.request<{ certificationGlossary: { term: string }[] }>(
        `{ certificationGlossary { term definition } }`,
      ),
    );
    expect(certificationGlossary.map(({ term }) => term)).toContain('Exception');
  });

  it('decides items, refusing a stale revision', async () => {
    const [first, second, third] = (await task()).items as [TaskItem, TaskItem, TaskItem];
    const revoked = data(await decide(first, 'revoke')).decideCertificationItem;
    expect(revoked).toMatchObject({ id: first.id, decision: 'revoke' });
    expect(codeOf(await decide(first, 'certify'))).toBe('CONFLICT');
    expect(data(await decide(second, 'certify')).decideCertificationItem.decision).toBe('certify');
    const deferred = data(await decide(third, 'exception')).decideCertificationItem;
    expect(deferred.decision).toBe('exception');
    expect(Date.parse(deferred.deferredUntil!)).toBeGreaterThan(Date.now() + 6 * 86_400_000);
  });

  it('forwards an item, and refuses a reviewer it already has', async () => {
    const items = (await task()).items;
    const undecided = items.filter((item) => item.decision === null);
    const refused = await forward(undecided[0]!.id, DEMO_USERS.alpha.id);
    expect(codeOf(refused)).toBe('CONFLICT');
    expect(isReviewerAlreadyAssigned(refused.errors?.[0])).toBe(true);

    expect(data(await forward(undecided[0]!.id, APPROVER.id)).forwardCertificationItem).toBe(true);
    expect((await task()).items).toHaveLength(19);
    const forwarded = await task(approver);
    expect(forwarded.items.map((item) => item.id)).toEqual([undecided[0]!.id]);
  });

  it('refuses the sign-off while an item of the campaign has no decision, the forwarded one too, then signs off and removes the revoked grant', async () => {
    const refused = await demo.request(SIGN_OFF, { campaignId: CAMPAIGN });
    expect(codeOf(refused)).toBe('BAD_USER_INPUT');
    expect(refused.errors?.[0]?.message).toContain('no decision');

    for (const item of (await task()).items.filter((each) => each.decision === null)) {
      data(await decide(item, 'certify'));
    }
    const [forwarded] = (await task(approver)).items;
    expect(forwarded!.decision).toBeNull();
    const waiting = await demo.request(SIGN_OFF, { campaignId: CAMPAIGN });
    expect(waiting.errors?.[0]?.message).toBe(
      'The campaign cannot be signed off: 1 item has no decision yet',
    );
    data(await decide(forwarded!, 'certify', approver));

    const revokedItem = (await task()).items.find((item) => item.decision === 'revoke')!;
    const grantId = (await grantOf(revokedItem.id))!;
    expect(await grantExists(grantId)).toBe(true);

    const { signOffCampaign } = data(
      await demo.request<{ signOffCampaign: Record<string, unknown> }>(SIGN_OFF, {
        campaignId: CAMPAIGN,
      }),
    );
    expect(signOffCampaign).toMatchObject({
      id: CAMPAIGN,
      status: 'signed_off',
      reviewStatus: 'completed',
      revokedItems: 1,
    });
    expect(await grantExists(grantId)).toBe(false);
    expect(await accessReviewCount()).toBe(0);
    expect(codeOf(await decide(revokedItem, 'certify'))).toBe('BAD_USER_INPUT');
  });
});
