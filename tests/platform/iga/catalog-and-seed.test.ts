import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

const demo = (url: string) => gov.call('alpha', 'demo', 'GET', url);

describe('the governance seed and catalog', () => {
  it('pages the catalog by name and filters it by type, application and text', async () => {
    const apps = await demo(
      `/iga/governance/user/${alphaDemoId}/catalog?type=application&_pageSize=100`,
    );
    expect(apps.statusCode).toBe(200);
    const body = apps.json<{
      result: { name: string; owner: { id: string } }[];
      totalCount: number;
    }>();
    expect(body.totalCount).toBe(10);
    const names = body.result.map((item) => item.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));

    const roles = await demo(`/iga/governance/user/${alphaDemoId}/catalog?type=role`);
    expect(roles.json<{ totalCount: number }>().totalCount).toBe(5);

    const github = await demo(
      `/iga/governance/user/${alphaDemoId}/catalog?applicationId=iga-alpha-app-github&_pageSize=2&_pagedResultsOffset=2`,
    );
    const page = github.json<{
      result: { application: { name: string } | null }[];
      totalCount: number;
    }>();
    expect(page.totalCount).toBe(4);
    expect(page.result).toHaveLength(2);

    const text = await demo(`/iga/governance/user/${alphaDemoId}/catalog?search=PAYROLL`);
    const found = text.json<{
      result: { id: string; approvedBy: string; application: { name: string } }[];
    }>();
    expect(found.result).toEqual([
      expect.objectContaining({
        id: 'iga-alpha-ent-workday-payroll',
        approvedBy: 'manager',
        application: { id: 'iga-alpha-app-workday', name: 'Workday HCM' },
      }),
    ]);
  });

  it('refuses bad catalog parameters and another user’s catalog', async () => {
    expect((await demo(`/iga/governance/user/${alphaDemoId}/catalog?type=group`)).statusCode).toBe(
      400,
    );
    expect(
      (await demo(`/iga/governance/user/${alphaDemoId}/catalog?_pageSize=1000`)).statusCode,
    ).toBe(400);
    expect(
      (await demo(`/iga/governance/user/${alphaDemoId}/catalog?search=${'x'.repeat(300)}`))
        .statusCode,
    ).toBe(400);
    expect((await demo(`/iga/governance/user/${alphaApproverId}/catalog`)).statusCode).toBe(403);
  });

  it('gives the demo user grants of each type, two approvals to decide and two requests', async () => {
    for (const grantType of ['account', 'role', 'entitlement']) {
      const grants = await demo(
        `/iga/governance/user/${alphaDemoId}/grants?grantType=${grantType}`,
      );
      expect(grants.json<{ totalCount: number }>().totalCount).toBeGreaterThan(1);
    }
    const counts = await demo(`/iga/governance/user/${alphaDemoId}/counts`);
    expect(counts.json()).toEqual({ pendingApprovals: 2, pendingRequests: 1 });

    const approvals = await demo(`/iga/governance/user/${alphaDemoId}/approvals?view=pending`);
    const pending = approvals.json<{
      result: { requester: { id: string }; actions: { approve: boolean } }[];
    }>();
    expect(pending.result).toHaveLength(2);
    for (const request of pending.result) {
      expect(request.requester.id).not.toBe(alphaDemoId);
      expect(request.actions.approve).toBe(true);
    }

    const requests = await demo(`/iga/governance/user/${alphaDemoId}/requests`);
    const mine = requests.json<{
      result: { status: string; decision: string; history: { action: string }[] }[];
    }>();
    expect(mine.result.map((request) => [request.status, request.decision])).toEqual([
      ['in-progress', 'pending'],
      ['complete', 'approved'],
    ]);
    expect(mine.result[1]!.history.map((entry) => entry.action)).toEqual([
      'created',
      'approved',
      'fulfilled',
    ]);
  });

  it('gives the demo user three or four direct reports, who hold grants', async () => {
    const reports = await demo(`/iga/governance/user/${alphaDemoId}/directReports`);
    const { result } = reports.json<{ result: { id: string }[] }>();
    expect(result.length).toBeGreaterThanOrEqual(3);
    expect(result.length).toBeLessThanOrEqual(4);
    const grants = await demo(`/iga/governance/user/${result[0]!.id}/grants?grantType=account`);
    expect(grants.json<{ totalCount: number }>().totalCount).toBe(2);
  });

  it('signs in the seeded approver, who has the demo user’s pending request to decide', async () => {
    const counts = await gov.call(
      'alpha',
      'approver',
      'GET',
      `/iga/governance/user/${alphaApproverId}/counts`,
    );
    expect(counts.json()).toEqual({ pendingApprovals: 1, pendingRequests: 0 });
  });
});
