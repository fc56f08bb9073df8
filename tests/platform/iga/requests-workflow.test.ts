import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  alphaApproverId,
  alphaDemoId,
  startGovernance,
  type Answer,
  type GovernanceFixture,
} from './governance-fixture.js';

let gov: GovernanceFixture;
let reports: { id: string; userName: string }[];
beforeAll(async () => {
  gov = await startGovernance();
  reports = await gov.demoReports('alpha');
}, 120_000);
afterAll(() => gov?.close());

interface RequestBody {
  _id: string;
  _rev: string;
  status: string;
  decision: string;
  requestType: string;
  approver: { id: string } | null;
  requestedFor: { id: string };
  history: { action: string; user: { id: string } | null; comment: string }[];
  actions: Record<string, boolean>;
}

const SERVICENOW = 'iga-alpha-app-servicenow';
const AWS_BILLING = 'iga-alpha-ent-aws-billing';
const tomorrow = () => new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);

function create(userName: string, body: Record<string, unknown>): Promise<Answer> {
  return gov.call('alpha', userName, 'POST', '/iga/governance/requests?_action=create', {
    body: { justification: 'For the project', priority: 'medium', ...body },
  });
}

function act(
  userName: string,
  request: { _id: string; _rev: string },
  action: string,
  body: Record<string, unknown> = {},
): Promise<Answer> {
  return gov.call(
    'alpha',
    userName,
    'POST',
    `/iga/governance/requests/${request._id}?_action=${action}`,
    {
      body: { _rev: request._rev, ...body },
    },
  );
}

async function read(userName: string, id: string): Promise<RequestBody> {
  const answer = await gov.call('alpha', userName, 'GET', `/iga/governance/requests/${id}`);
  expect(answer.statusCode).toBe(200);
  return answer.json<RequestBody>();
}

describe('access requests', () => {
  it('creates one request per user and item, which the approver approves into grants', async () => {
    const [first, second] = reports;
    const created = await create('demo', {
      users: [first!.id, second!.id],
      catalog: [{ id: SERVICENOW }, { id: AWS_BILLING }],
      expiryDate: tomorrow(),
    });
    expect(created.statusCode).toBe(200);
    const { requestIds } = created.json<{ requestIds: string[] }>();
    expect(requestIds).toHaveLength(4);

    const request = await read('demo', requestIds[0]!);
    expect(request).toMatchObject({
      status: 'in-progress',
      decision: 'pending',
      requestType: 'grant',
      approver: { id: alphaApproverId },
      requestedFor: { id: first!.id },
      actions: { approve: false, cancel: true, comment: true },
    });

    const pending = await gov.call(
      'alpha',
      'approver',
      'GET',
      `/iga/governance/user/${alphaApproverId}/approvals?view=pending&_pageSize=100`,
    );
    const ids = pending.json<{ result: { _id: string }[] }>().result.map((row) => row._id);
    expect(ids).toEqual(expect.arrayContaining(requestIds));

    for (const id of requestIds) {
      const answer = await act('approver', await read('approver', id), 'approve', {
        comment: 'Fine',
      });
      expect(answer.statusCode).toBe(200);
      expect(answer.headers.etag).toBe('"2"');
      expect(answer.json<RequestBody>()).toMatchObject({
        status: 'complete',
        decision: 'approved',
        // Once decided, the approver is who decided.
        approver: { id: alphaApproverId },
        actions: { approve: false, comment: false, cancel: false },
      });
    }
    const approved = await read('demo', requestIds[0]!);
    expect(approved.history.map((entry) => [entry.action, entry.user?.id ?? null])).toEqual([
      ['created', alphaDemoId],
      ['approved', alphaApproverId],
      ['fulfilled', null],
    ]);

    for (const user of [first!, second!]) {
      const grants = await gov.call(
        'alpha',
        user.userName,
        'GET',
        `/iga/governance/user/${user.id}/grants?grantType=account&search=servicenow`,
      );
      const [grant] = grants.json<{ result: { source: string; expiryDate: string | null }[] }>()
        .result;
      expect(grant).toMatchObject({ source: 'request' });
      expect(grant!.expiryDate?.slice(0, 10)).toBe(tomorrow());
    }
    const completed = await gov.call(
      'alpha',
      'approver',
      'GET',
      `/iga/governance/user/${alphaApproverId}/approvals?view=completed`,
    );
    // The seeded request the approver approved, and these four.
    expect(completed.json<{ totalCount: number }>().totalCount).toBe(5);
  });

  it('refuses a duplicate request and one for access already held, with their reasons', async () => {
    const [first, second] = reports;
    const pending = await create('demo', {
      users: [first!.id],
      catalog: [{ id: 'iga-alpha-role-contractor' }],
    });
    expect(pending.statusCode).toBe(200);

    const duplicate = await create('demo', {
      users: [second!.id, first!.id],
      catalog: [{ id: 'iga-alpha-role-contractor' }],
    });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json<{ detail: unknown }>().detail).toEqual({
      reason: 'duplicate',
      userIds: [first!.id],
      itemIds: ['iga-alpha-role-contractor'],
    });

    const held = await create('demo', {
      users: [first!.id],
      catalog: [{ id: 'iga-alpha-app-slack' }],
    });
    expect(held.statusCode).toBe(409);
    expect(held.json<{ detail: { reason: string } }>().detail.reason).toBe('existingAccess');

    const validate = (itemId: string, users: string[]) =>
      gov.call('alpha', 'demo', 'POST', '/iga/governance/requests?_action=validate', {
        body: { itemId, users },
      });
    expect((await validate('iga-alpha-role-contractor', [second!.id, first!.id])).json()).toEqual({
      conflict: 'pendingRequest',
    });
    expect((await validate('iga-alpha-app-slack', [first!.id])).json()).toEqual({
      conflict: 'existingAccess',
    });
    expect((await validate('iga-alpha-app-sap', [first!.id, second!.id])).json()).toEqual({
      conflict: 'none',
    });

    const requested = await gov.call(
      'alpha',
      'demo',
      'GET',
      `/iga/governance/user/${alphaDemoId}/requests?status=in-progress&_pageSize=100`,
    );
    expect(
      requested
        .json<{ result: { requestedFor: { id: string } }[] }>()
        .result.filter((row) => row.requestedFor.id === second!.id),
    ).toEqual([]);
  });

  it('bounds what a request holds', async () => {
    const [first] = reports;
    const users = Array.from({ length: 11 }, (_, index) => `user-${index}`);
    const cases: Record<string, unknown>[] = [
      { users, catalog: [{ id: SERVICENOW }] },
      { users: [], catalog: [{ id: SERVICENOW }] },
      { users: [first!.id], catalog: [] },
      {
        users: [first!.id],
        catalog: Array.from({ length: 21 }, (_, index) => ({ id: `item-${index}` })),
      },
      { users: [first!.id, first!.id], catalog: [{ id: SERVICENOW }] },
      { users: [first!.id], catalog: [{ id: SERVICENOW }], justification: 'x'.repeat(1001) },
      { users: [first!.id], catalog: [{ id: SERVICENOW }], expiryDate: '2020-01-01' },
      { users: [first!.id], catalog: [{ id: SERVICENOW }], expiryDate: 'tomorrow' },
      { users: [first!.id], catalog: [{ id: SERVICENOW }], priority: 'urgent' },
      { users: ['no-such-user'], catalog: [{ id: SERVICENOW }] },
      { users: [first!.id], catalog: [{ id: 'iga-bravo-app-servicenow' }] },
    ];
    for (const body of cases) {
      const answer = await create('demo', body);
      expect(answer.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
    }
  });

  it('rejects, cancels, forwards and comments as the rules allow', async () => {
    const [first] = reports;
    const created = await create('demo', {
      users: [alphaDemoId, first!.id],
      catalog: [{ id: 'iga-alpha-ent-sap-buyer' }],
    });
    const [forDemo, forReport] = created.json<{ requestIds: string[] }>().requestIds;

    const commented = await act(
      first!.userName,
      await read(first!.userName, forReport!),
      'comment',
      { comment: 'Thanks!' },
    );
    expect(commented.statusCode).toBe(200);
    expect(commented.json<RequestBody>().history.at(-1)).toMatchObject({
      action: 'comment',
      comment: 'Thanks!',
    });
    expect(
      (
        await act(first!.userName, await read(first!.userName, forReport!), 'comment', {
          comment: '  ',
        })
      ).statusCode,
    ).toBe(400);

    expect(
      (await act(first!.userName, await read(first!.userName, forReport!), 'cancel')).statusCode,
    ).toBe(403);
    expect((await act('demo', await read('demo', forReport!), 'approve')).statusCode).toBe(403);

    const forwarded = await act('approver', await read('approver', forDemo!), 'reassign', {
      userId: first!.id,
      comment: 'Yours',
    });
    expect(forwarded.statusCode).toBe(200);
    expect(forwarded.json<RequestBody>()).toMatchObject({
      approver: { id: first!.id },
      actions: { approve: false },
    });
    expect((await act('approver', forwarded.json<RequestBody>(), 'approve')).statusCode).toBe(403);
    const rejected = await act(first!.userName, await read(first!.userName, forDemo!), 'reject', {
      comment: 'Not now',
    });
    expect(rejected.json<RequestBody>()).toMatchObject({
      status: 'complete',
      decision: 'rejected',
    });
    expect(rejected.json<RequestBody>().history.map((entry) => entry.action)).toEqual([
      'created',
      'forwarded',
      'rejected',
    ]);

    const canceled = await act('demo', await read('demo', forReport!), 'cancel');
    expect(canceled.json<RequestBody>()).toMatchObject({
      status: 'canceled',
      decision: 'canceled',
    });
    expect((await act('demo', await read('demo', forReport!), 'cancel')).statusCode).toBe(409);
    const stale = await gov.call(
      'alpha',
      'approver',
      'GET',
      `/iga/governance/requests/${forReport!}`,
    );
    expect(stale.statusCode).toBe(403);

    const grants = await gov.call(
      'alpha',
      'demo',
      'GET',
      `/iga/governance/user/${alphaDemoId}/grants?grantType=entitlement&search=buyer`,
    );
    expect(grants.json<{ totalCount: number }>().totalCount).toBe(0);
  });

  it('checks the revision of every action', async () => {
    const [, , third] = reports;
    const created = await create('demo', {
      users: [third!.id],
      catalog: [{ id: 'iga-alpha-ent-sap-ap-clerk' }],
    });
    const [id] = created.json<{ requestIds: string[] }>().requestIds;
    const first = await read('demo', id!);
    expect((await act('demo', first, 'comment', { comment: 'One' })).statusCode).toBe(200);
    expect((await act('demo', first, 'comment', { comment: 'Two' })).statusCode).toBe(412);
    const withoutRev = await gov.call(
      'alpha',
      'demo',
      'POST',
      `/iga/governance/requests/${id}?_action=comment`,
      { body: { comment: 'Three' } },
    );
    expect(withoutRev.statusCode).toBe(428);
    const withHeader = await gov.call(
      'alpha',
      'demo',
      'POST',
      `/iga/governance/requests/${id}?_action=comment`,
      {
        body: { comment: 'Three' },
        headers: { 'if-match': '"2"' },
      },
    );
    expect(withHeader.statusCode).toBe(200);
    expect((await act('demo', first, 'frobnicate')).statusCode).toBe(400);
  });

  it('stops taking comments once the history is full, and still decides', async () => {
    const [, second] = reports;
    const created = await create('demo', {
      users: [second!.id],
      catalog: [{ id: 'iga-alpha-ent-servicenow-itil' }],
    });
    const [id] = created.json<{ requestIds: string[] }>().requestIds;
    const entry = {
      action: 'comment',
      userId: alphaDemoId,
      comment: 'More',
      timestamp: new Date().toISOString(),
    };
    await gov.platform.db
      .updateTable('iga_requests')
      .set({ history: JSON.stringify(Array.from({ length: 200 }, () => entry)) })
      .where('id', '=', id!)
      .execute();
    expect(
      (await act('demo', await read('demo', id!), 'comment', { comment: 'One more' })).statusCode,
    ).toBe(400);
    expect((await act('approver', await read('approver', id!), 'approve')).statusCode).toBe(200);
  });

  it('keeps requests to those who take part in them, and to their realm', async () => {
    const [first, second] = reports;
    const created = await create('demo', {
      users: [first!.id],
      catalog: [{ id: 'iga-alpha-ent-salesforce-reports' }],
    });
    const [id] = created.json<{ requestIds: string[] }>().requestIds;
    expect(
      (await gov.call('alpha', second!.userName, 'GET', `/iga/governance/requests/${id}`))
        .statusCode,
    ).toBe(403);
    expect(
      (await gov.call('alpha', 'demo', 'GET', '/iga/governance/requests/no-such-request'))
        .statusCode,
    ).toBe(404);
    expect(
      (await gov.call('bravo', 'demo', 'GET', `/iga/governance/requests/${id}`)).statusCode,
    ).toBe(404);
    expect(
      (await gov.call('bravo', 'demo', 'GET', '/iga/governance/requests/iga-alpha-request-3'))
        .statusCode,
    ).toBe(404);
    expect(
      (await gov.call('alpha', 'demo', 'GET', `/iga/governance/user/${first!.id}/requests`))
        .statusCode,
    ).toBe(403);
    expect(
      (
        await gov.call(
          'alpha',
          'demo',
          'GET',
          `/iga/governance/user/${first!.id}/approvals?view=pending`,
        )
      ).statusCode,
    ).toBe(403);
    const bravoCatalog = await gov.call(
      'bravo',
      'demo',
      'POST',
      '/iga/governance/requests?_action=create',
      {
        body: { users: [first!.id], catalog: [{ id: 'iga-bravo-app-sap' }], priority: 'low' },
      },
    );
    expect(bravoCatalog.statusCode).toBe(400);
  });

  it('lets users ask that their own access be removed, through approval', async () => {
    const grants = await gov.call(
      'alpha',
      'demo',
      'GET',
      `/iga/governance/user/${alphaDemoId}/grants?grantType=role&search=support`,
    );
    const [grant] = grants.json<{ result: { _id: string }[] }>().result;
    const removal = await gov.call(
      'alpha',
      'demo',
      'POST',
      `/iga/governance/user/${alphaDemoId}/grants/${grant!._id}?_action=remove`,
      {
        body: { justification: 'I moved teams' },
      },
    );
    expect(removal.statusCode).toBe(200);
    const request = removal.json<RequestBody>();
    expect(request).toMatchObject({
      requestType: 'remove',
      status: 'in-progress',
      approver: { id: alphaApproverId },
    });
    const again = await gov.call(
      'alpha',
      'demo',
      'POST',
      `/iga/governance/user/${alphaDemoId}/grants/${grant!._id}?_action=remove`,
      { body: {} },
    );
    expect(again.statusCode).toBe(409);

    const [report] = reports;
    const reportGrants = await gov.call(
      'alpha',
      report!.userName,
      'GET',
      `/iga/governance/user/${report!.id}/grants?grantType=account`,
    );
    const [theirs] = reportGrants.json<{ result: { _id: string }[] }>().result;
    const foreign = await gov.call(
      'alpha',
      'demo',
      'POST',
      `/iga/governance/user/${alphaDemoId}/grants/${theirs!._id}?_action=remove`,
      { body: {} },
    );
    expect(foreign.statusCode).toBe(403);

    expect((await act('approver', request, 'approve')).statusCode).toBe(200);
    const after = await gov.call(
      'alpha',
      'demo',
      'GET',
      `/iga/governance/user/${alphaDemoId}/grants?grantType=role&search=support`,
    );
    expect(after.json<{ totalCount: number }>().totalCount).toBe(0);
  });
});
