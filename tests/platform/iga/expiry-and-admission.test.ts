import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expireAccess } from '../../../src/platform/iga/grants/expire-access.js';
import { DEMO_USERS } from '../../../src/platform/store/seed/demo-users.js';
import {
  alphaApproverId,
  alphaDemoId,
  startGovernance,
  type GovernanceFixture,
} from './governance-fixture.js';

let gov: GovernanceFixture;
beforeAll(async () => {
  gov = await startGovernance();
}, 120_000);
afterAll(() => gov?.close());

const DAY_MS = 86_400_000;
const grantsPath = (grantType: string) =>
  `/iga/governance/user/${alphaDemoId}/grants?grantType=${grantType}`;

async function approvedRequest(itemId: string, expiryDate: string | null): Promise<string> {
  const created = await gov.call(
    'alpha',
    'demo',
    'POST',
    '/iga/governance/requests?_action=create',
    {
      body: { users: [alphaDemoId], catalog: [{ id: itemId }], priority: 'low', expiryDate },
    },
  );
  const [id] = created.json<{ requestIds: string[] }>().requestIds;
  const approved = await gov.call(
    'alpha',
    'approver',
    'POST',
    `/iga/governance/requests/${id}?_action=approve`,
    {
      body: { _rev: '1' },
    },
  );
  expect(approved.statusCode).toBe(200);
  return id!;
}

describe('access with an expiry date', () => {
  it('is gone once the date passes, and housekeeping expires the request that gave it', async () => {
    const inTwoDays = new Date(Date.now() + 2 * DAY_MS).toISOString().slice(0, 10);
    const id = await approvedRequest('iga-alpha-app-salesforce', inTwoDays);
    const held = await gov.call(
      'alpha',
      'demo',
      'GET',
      `${grantsPath('account')}&search=salesforce`,
    );
    expect(held.json<{ totalCount: number }>().totalCount).toBe(1);

    await expireAccess(gov.platform.db, new Date(Date.now() + DAY_MS));
    expect(
      (await gov.call('alpha', 'demo', 'GET', `${grantsPath('account')}&search=salesforce`)).json(),
    ).toMatchObject({
      totalCount: 1,
    });

    await expireAccess(gov.platform.db, new Date(Date.now() + 3 * DAY_MS));
    expect(
      (await gov.call('alpha', 'demo', 'GET', `${grantsPath('account')}&search=salesforce`)).json(),
    ).toMatchObject({
      totalCount: 0,
    });
    const request = await gov.call('alpha', 'demo', 'GET', `/iga/governance/requests/${id}`);
    expect(request.json()).toMatchObject({ status: 'expired', decision: 'approved' });
    expect(request.json<{ history: { action: string }[] }>().history.at(-1)).toMatchObject({
      action: 'expired',
    });
  });

  it('no longer counts as held once its date has passed, even before housekeeping', async () => {
    await approvedRequest('iga-alpha-ent-tableau-creator', null);
    await gov.platform.db
      .updateTable('iga_grants')
      .set({ expiry_date: sql`now() - interval '1 minute'` })
      .where('realm', '=', 'alpha')
      .where('item_id', '=', 'iga-alpha-ent-tableau-creator')
      .execute();
    const listed = await gov.call(
      'alpha',
      'demo',
      'GET',
      `${grantsPath('entitlement')}&search=creator`,
    );
    expect(listed.json<{ totalCount: number }>().totalCount).toBe(0);
    const again = await approvedRequest('iga-alpha-ent-tableau-creator', null);
    expect(again).toBeTruthy();
    const relisted = await gov.call(
      'alpha',
      'demo',
      'GET',
      `${grantsPath('entitlement')}&search=creator`,
    );
    expect(relisted.json()).toMatchObject({ totalCount: 1, result: [{ expiryDate: null }] });
  });

  it('expires pending requests whose expiry date passed before a decision', async () => {
    const tomorrow = new Date(Date.now() + DAY_MS).toISOString().slice(0, 10);
    const created = await gov.call(
      'alpha',
      'demo',
      'POST',
      '/iga/governance/requests?_action=create',
      {
        body: {
          users: [alphaDemoId],
          catalog: [{ id: 'iga-alpha-app-sap' }],
          priority: 'low',
          expiryDate: tomorrow,
        },
      },
    );
    const [id] = created.json<{ requestIds: string[] }>().requestIds;
    await expireAccess(gov.platform.db, new Date(Date.now() + 2 * DAY_MS));
    const request = await gov.call('alpha', 'demo', 'GET', `/iga/governance/requests/${id}`);
    expect(request.json()).toMatchObject({
      status: 'expired',
      decision: 'canceled',
      approver: null,
    });
  });
});

describe('admission', () => {
  it('refuses a token without the governance scope', async () => {
    const answer = await gov.call(
      'alpha',
      'demo',
      'GET',
      `/iga/governance/user/${alphaDemoId}/counts`,
      {
        scopes: 'openid profile',
      },
    );
    expect(answer.statusCode).toBe(403);
  });

  it('admits the root realm’s users, who find the seeded approvals and requests', async () => {
    const answer = await gov.call(
      'root',
      'demo',
      'GET',
      `/iga/governance/user/${DEMO_USERS.root.id}/counts`,
    );
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ pendingApprovals: 2, pendingRequests: 1 });
  });

  it('answers not found while the governance feature is off', async () => {
    const path = `/iga/governance/user/${alphaApproverId}/counts`;
    expect((await gov.call('alpha', 'approver', 'GET', path)).statusCode).toBe(200);
    const features = () =>
      gov.platform.db
        .selectFrom('config_objects')
        .select('doc')
        .where('id', '=', 'ui/features')
        .executeTakeFirstOrThrow();
    const stored = (await features()).doc as { features: { name: string; enabled: boolean }[] };
    const off = stored.features.map((feature) =>
      feature.name === 'governance' ? { ...feature, enabled: false } : feature,
    );
    await gov.platform.db
      .updateTable('config_objects')
      .set({ doc: JSON.stringify({ ...stored, features: off }) })
      .where('id', '=', 'ui/features')
      .execute();
    try {
      expect((await gov.call('alpha', 'approver', 'GET', path)).statusCode).toBe(404);
    } finally {
      await gov.platform.db
        .updateTable('config_objects')
        .set({ doc: JSON.stringify(stored) })
        .where('id', '=', 'ui/features')
        .execute();
    }
  });
});
