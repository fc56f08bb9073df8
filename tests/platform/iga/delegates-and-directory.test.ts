import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jsonb } from '../../../src/platform/store/db.js';
import { USER_SEARCH_LIMIT } from '../../../src/domain/governance/governance-feature.js';
import {
  alphaApproverId,
  alphaDemoId,
  startGovernance,
  type GovernanceFixture,
} from './governance-fixture.js';

let gov: GovernanceFixture;
let reports: { id: string; userName: string }[];
beforeAll(async () => {
  gov = await startGovernance({ SEED_USERS_PER_REALM: '30' });
  reports = await gov.demoReports('alpha');
}, 120_000);
afterAll(() => gov?.close());

const day = (offset: number) =>
  new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const delegatesPath = `/iga/governance/user/${alphaApproverId}/delegates`;

interface DelegateBody {
  _id: string;
  _rev: string;
  user: { id: string };
  startDate: string;
  endDate: string;
}

function addDelegate(body: Record<string, unknown>) {
  return gov.call('alpha', 'approver', 'POST', `${delegatesPath}?_action=create`, { body });
}

describe('delegates', () => {
  it('refuses an end before the start, oneself, unknown users and bad dates', async () => {
    const endBeforeStart = await addDelegate({
      userId: alphaDemoId,
      startDate: day(5),
      endDate: day(4),
    });
    expect(endBeforeStart.statusCode).toBe(400);
    expect(endBeforeStart.json<{ message: string }>().message).toMatch(
      /end date cannot be before the start date/,
    );
    for (const body of [
      { userId: alphaApproverId, startDate: day(0), endDate: day(1) },
      { userId: 'no-such-user', startDate: day(0), endDate: day(1) },
      { userId: alphaDemoId, startDate: '2025-02-30', endDate: day(1) },
      { userId: alphaDemoId, startDate: day(-9), endDate: day(-8) },
      { userId: alphaDemoId, startDate: day(0) },
    ]) {
      expect((await addDelegate(body)).statusCode, JSON.stringify(body)).toBe(400);
    }
  });

  it('lets a delegate decide only between the dates, refuses the same delegate twice (409), and removes a delegate at its revision', async () => {
    const [report] = reports;
    const created = await gov.call(
      'alpha',
      report!.userName,
      'POST',
      '/iga/governance/requests?_action=create',
      {
        body: { users: [report!.id], catalog: [{ id: 'iga-alpha-app-sap' }], priority: 'low' },
      },
    );
    const [id] = created.json<{ requestIds: string[] }>().requestIds;
    const read = () => gov.call('alpha', 'demo', 'GET', `/iga/governance/requests/${id}`);
    expect((await read()).statusCode).toBe(403);

    const later = await addDelegate({ userId: alphaDemoId, startDate: day(3), endDate: day(10) });
    expect(later.statusCode).toBe(201);
    expect((await read()).statusCode).toBe(403);
    const pendingBefore = await gov.call(
      'alpha',
      'demo',
      'GET',
      `/iga/governance/user/${alphaDemoId}/counts`,
    );

    const again = await addDelegate({ userId: alphaDemoId, startDate: day(0), endDate: day(0) });
    expect(again.statusCode).toBe(409);
    expect(again.json<{ message: string }>().message).toBe(
      'This user is already one of your delegates',
    );
    const laterId = later.json<DelegateBody>()._id;
    const dropped = await gov.call(
      'alpha',
      'approver',
      'DELETE',
      `${delegatesPath}/${laterId}?_rev=1`,
    );
    expect(dropped.statusCode).toBe(200);

    const now = await addDelegate({ userId: alphaDemoId, startDate: day(0), endDate: day(0) });
    expect(now.statusCode).toBe(201);
    const delegate = now.json<DelegateBody>();
    expect(delegate).toMatchObject({
      user: { id: alphaDemoId },
      startDate: day(0),
      endDate: day(0),
      _rev: '1',
    });

    const listed = await gov.call('alpha', 'approver', 'GET', delegatesPath);
    expect(listed.json<{ result: DelegateBody[] }>().result.map((row) => row.startDate)).toEqual([
      day(0),
    ]);

    const counts = await gov.call(
      'alpha',
      'demo',
      'GET',
      `/iga/governance/user/${alphaDemoId}/counts`,
    );
    expect(counts.json<{ pendingApprovals: number }>().pendingApprovals).toBeGreaterThan(
      pendingBefore.json<{ pendingApprovals: number }>().pendingApprovals,
    );
    const request = (await read()).json<{ _rev: string; actions: { approve: boolean } }>();
    expect(request.actions.approve).toBe(true);
    const approved = await gov.call(
      'alpha',
      'demo',
      'POST',
      `/iga/governance/requests/${id}?_action=approve`,
      {
        body: { _rev: request._rev, comment: 'On behalf of the approver' },
      },
    );
    expect(approved.statusCode).toBe(200);
    expect(
      approved.json<{ history: { action: string; user: { id: string } | null }[] }>().history[1],
    ).toMatchObject({
      action: 'approved',
      user: { id: alphaDemoId },
    });

    const stale = await gov.call(
      'alpha',
      'approver',
      'DELETE',
      `${delegatesPath}/${delegate._id}?_rev=7`,
    );
    expect(stale.statusCode).toBe(412);
    const removed = await gov.call(
      'alpha',
      'approver',
      'DELETE',
      `${delegatesPath}/${delegate._id}`,
      {
        headers: { 'if-match': '"1"' },
      },
    );
    expect(removed.statusCode).toBe(200);
    expect(
      (await gov.call('alpha', 'approver', 'DELETE', `${delegatesPath}/${delegate._id}?_rev=1`))
        .statusCode,
    ).toBe(404);
    expect((await gov.call('alpha', 'demo', 'GET', delegatesPath)).statusCode).toBe(403);
  });
});

describe('direct reports and user search', () => {
  it('shows a manager their reports and their grants, and no one else', async () => {
    const listed = await gov.call(
      'alpha',
      'demo',
      'GET',
      `/iga/governance/user/${alphaDemoId}/directReports`,
    );
    const ids = listed.json<{ result: { id: string }[] }>().result.map((row) => row.id);
    expect(ids.sort()).toEqual(reports.map((report) => report.id).sort());

    const [report, other] = reports;
    const one = await gov.call(
      'alpha',
      'demo',
      'GET',
      `/iga/governance/user/${alphaDemoId}/directReports/${report!.id}`,
    );
    expect(one.json()).toMatchObject({ id: report!.id, userName: report!.userName });
    const notMine = await gov.call(
      'alpha',
      'demo',
      'GET',
      `/iga/governance/user/${alphaDemoId}/directReports/${alphaApproverId}`,
    );
    expect(notMine.statusCode).toBe(403);
    const unknown = await gov.call(
      'alpha',
      'demo',
      'GET',
      `/iga/governance/user/${alphaDemoId}/directReports/nobody`,
    );
    expect(unknown.statusCode).toBe(404);

    const grants = await gov.call(
      'alpha',
      'demo',
      'GET',
      `/iga/governance/user/${report!.id}/grants?grantType=role`,
    );
    expect(grants.json<{ totalCount: number }>().totalCount).toBe(1);
    const peer = await gov.call(
      'alpha',
      other!.userName,
      'GET',
      `/iga/governance/user/${report!.id}/grants?grantType=role`,
    );
    expect(peer.statusCode).toBe(403);
    const upward = await gov.call(
      'alpha',
      report!.userName,
      'GET',
      `/iga/governance/user/${alphaDemoId}/grants?grantType=role`,
    );
    expect(upward.statusCode).toBe(403);
  });

  it('finds the realm’s users by the start of a name or mail, from three characters', async () => {
    const search = (text: string, realm = 'alpha') =>
      gov.call(realm, 'demo', 'GET', `/iga/governance/users?search=${encodeURIComponent(text)}`);
    expect((await search('de')).statusCode).toBe(400);
    expect((await search('x'.repeat(256))).statusCode).toBe(400);
    const byUserName = (await search('APPROV')).json<{
      result: { id: string; displayName: string }[];
    }>().result;
    expect(byUserName).toEqual([
      expect.objectContaining({ id: alphaApproverId, displayName: 'Access Approver' }),
    ]);
    expect((await search('approver@alpha')).json<{ result: unknown[] }>().result).toHaveLength(1);
    expect(
      (await search('approver', 'bravo')).json<{ result: { id: string }[] }>().result[0]!.id,
    ).not.toBe(alphaApproverId);
    expect((await search('%%%')).json<{ result: unknown[] }>().result).toEqual([]);
    const wide = (await search('...')).json<{ result: unknown[] }>().result;
    expect(wide).toEqual([]);
    await gov.platform.db
      .insertInto('managed_objects')
      .values(
        Array.from({ length: USER_SEARCH_LIMIT + 5 }, (_, index) => ({
          type: 'alpha_user',
          id: `limit-${index}`,
          doc: jsonb({
            userName: `zzlimit${String(index).padStart(2, '0')}`,
            givenName: 'Zed',
            sn: `L${99 - index}`,
          }),
        })),
      )
      .execute();
    const limited = (await search('ZZLIMIT')).json<{ result: { displayName: string }[] }>().result;
    expect(limited).toHaveLength(USER_SEARCH_LIMIT);
    expect(limited[0]!.displayName).toBe('Zed L75');
  });
});
