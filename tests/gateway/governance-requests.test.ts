import type { GraphQLResolveInfo } from 'graphql';
import { describe, expect, it } from 'vitest';
import type { GatewayContext } from '../../src/gateway/context.js';
import { governanceResolvers } from '../../src/gateway/resolvers/governance.js';
import { createUpstreamHttp } from '../../src/gateway/upstream/http.js';
import { createIgaRequests } from '../../src/gateway/upstream/iga-requests.js';
import { refusal } from './support/refusal.js';
import { useScriptedUpstream } from './support/scripted-upstream.js';

const upstream = useScriptedUpstream();
const { received, answers } = upstream;

const SELF = 'user-self';
const info = {} as GraphQLResolveInfo;
const contextWith = (enabled = true) =>
  ({
    idm: {
      features: () => Promise.resolve([{ name: 'governance', enabled }]),
      identity: () => Promise.resolve({ component: 'managed/alpha_user', id: SELF }),
    },
    igaRequests: createIgaRequests(
      createUpstreamHttp({ service: 'iga', baseUrl: upstream.url, timeoutMs: 5_000 }),
      () => Promise.resolve('token-1'),
    ),
  }) as unknown as GatewayContext;

type Resolve = (
  parent: unknown,
  args: unknown,
  context: GatewayContext,
  info: GraphQLResolveInfo,
) => Promise<unknown>;
const query = (name: string) => (governanceResolvers.Query as Record<string, Resolve>)[name]!;
const mutation = (name: string) => (governanceResolvers.Mutation as Record<string, Resolve>)[name]!;

const person = { id: 'u-2', userName: 'approver', displayName: 'Access Approver', mail: null };
const item = {
  id: 'iga-alpha-app-sap',
  type: 'application',
  name: 'SAP S/4HANA',
  description: 'Ledger',
  owner: person,
  application: null,
  approvedBy: 'owner',
};
const request = {
  _id: 'r-1',
  _rev: '3',
  requestType: 'grant',
  item,
  requester: person,
  requestedFor: person,
  priority: 'high',
  justification: 'Needed',
  expiryDate: null,
  requestDate: '2030-01-01T00:00:00.000Z',
  status: 'complete',
  decision: 'approved',
  workflowId: 'BasicApprovalWorkflow',
  approver: null,
  history: [
    { action: 'approved', user: person, comment: 'OK', timestamp: '2030-01-02T00:00:00.000Z' },
  ],
  actions: { approve: false, reject: false, forward: false, comment: false, cancel: false },
};
const tomorrow = () => new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);

describe('access requests through the governance service', () => {
  it('submits one request per user and item with the caller’s token', async () => {
    answers.push({ status: 200, body: { requestIds: ['r-1', 'r-2'] } });
    const input = {
      userIds: ['u-1', 'u-2'],
      itemIds: ['i-1'],
      justification: 'Why',
      expiryDate: tomorrow(),
      priority: 'low',
    };
    expect(await mutation('submitAccessRequest')({}, { input }, contextWith(), info)).toEqual({
      requestIds: ['r-1', 'r-2'],
    });
    expect(received).toEqual([
      expect.objectContaining({
        method: 'POST',
        url: '/governance/requests?_action=create',
        body: {
          users: ['u-1', 'u-2'],
          catalog: [{ id: 'i-1' }],
          justification: 'Why',
          expiryDate: tomorrow(),
          priority: 'low',
        },
      }),
    ]);
    expect(received[0]!.headers.authorization).toBe('Bearer token-1');
  });

  it('tells a duplicate request from access already held, and keeps a stale revision generic', async () => {
    const input = {
      userIds: ['u-1'],
      itemIds: ['i-1'],
      justification: '',
      expiryDate: null,
      priority: 'low',
    };
    const submit = () => mutation('submitAccessRequest')({}, { input }, contextWith(), info);
    answers.push({
      status: 409,
      body: { code: 409, message: 'pending', detail: { reason: 'duplicate' } },
    });
    expect((await refusal(submit)).extensions).toEqual({
      code: 'CONFLICT',
      reason: 'DUPLICATE_REQUEST',
    });
    answers.push({
      status: 409,
      body: { code: 409, message: 'held', detail: { reason: 'existingAccess' } },
    });
    expect((await refusal(submit)).extensions).toEqual({
      code: 'CONFLICT',
      reason: 'EXISTING_ACCESS',
    });

    answers.push({ status: 412, body: { code: 412, message: 'stale' } });
    const approve = () =>
      mutation('approveAccessRequest')(
        {},
        { input: { id: 'r-1', rev: '2', comment: '' } },
        contextWith(),
        info,
      );
    expect((await refusal(approve)).extensions).toEqual({ code: 'CONFLICT' });
  });

  it('acts at the revision read, and answers the request as GraphQL shapes it', async () => {
    answers.push({ status: 200, body: request });
    const answer = await mutation('forwardAccessRequest')(
      {},
      { input: { id: 'r-1', rev: '2', userId: 'u-9', comment: 'Yours' } },
      contextWith(),
      info,
    );
    expect(received[0]).toMatchObject({
      method: 'POST',
      url: '/governance/requests/r-1?_action=reassign',
      headers: { 'if-match': '"2"' },
      body: { comment: 'Yours', userId: 'u-9' },
    });
    expect(answer).toMatchObject({
      id: 'r-1',
      rev: '3',
      item: { id: 'iga-alpha-app-sap', approvedBy: 'owner' },
      history: [{ action: 'approved' }],
    });
    expect(answer).not.toHaveProperty('_id');
  });

  it('pages lists by offset and reads the caller’s own paths', async () => {
    answers.push({ status: 200, body: { result: [request], totalCount: 41 } });
    const page = await query('approvals')(
      {},
      { input: { view: 'pending', pageSize: 20, page: 2 } },
      contextWith(),
      info,
    );
    expect(page).toMatchObject({ total: 41, rows: [{ id: 'r-1' }] });
    expect(received[0]!.url).toBe(
      `/governance/user/${SELF}/approvals?view=pending&_pageSize=20&_pagedResultsOffset=40`,
    );

    answers.push({ status: 200, body: { pendingApprovals: 2, pendingRequests: 1 } });
    expect(await query('governanceCounts')({}, {}, contextWith(), info)).toEqual({
      pendingApprovals: 2,
      pendingRequests: 1,
    });
  });

  it('asks whether a report is the caller’s before reading their grants', async () => {
    answers.push({ status: 403, body: { code: 403, message: 'not yours' } });
    const grants = () =>
      query('directReportGrants')(
        {},
        { userId: 'u-7', input: { grantType: 'role', pageSize: 10, page: 0 } },
        contextWith(),
        info,
      );
    expect((await refusal(grants)).extensions.code).toBe('FORBIDDEN');
    expect(received.map((call) => call.url)).toEqual([
      `/governance/user/${SELF}/directReports/u-7`,
    ]);
  });
});

describe('the resolvers’ gate and inputs', () => {
  it('answer NOT_FOUND while governance is off, without calling the service', async () => {
    const refused = await refusal(() =>
      query('governanceCounts')({}, {}, contextWith(false), info),
    );
    expect(refused.extensions.code).toBe('NOT_FOUND');
    expect(received).toEqual([]);
  });

  it('refuse bad input with the shared rules’ keys before calling the service', async () => {
    const fieldErrorsOf = async (run: () => Promise<unknown>) =>
      (await refusal(run)).extensions.fieldErrors;
    const submit = (input: Record<string, unknown>) => () =>
      mutation('submitAccessRequest')(
        {},
        {
          input: {
            userIds: ['u-1'],
            itemIds: ['i-1'],
            justification: '',
            expiryDate: null,
            priority: 'low',
            ...input,
          },
        },
        contextWith(),
        info,
      );
    expect(
      await fieldErrorsOf(submit({ userIds: Array.from({ length: 11 }, (_, i) => `u-${i}`) })),
    ).toEqual([{ field: 'userIds', message: 'validation.maxItems', values: { max: 10 } }]);
    expect(await fieldErrorsOf(submit({ itemIds: ['i-1', 'i-1'] }))).toEqual([
      { field: 'itemIds', message: 'validation.unique' },
    ]);
    expect(await fieldErrorsOf(submit({ expiryDate: '2020-01-01' }))).toEqual([
      expect.objectContaining({ field: 'expiryDate', message: 'validation.isAfterDate' }),
    ]);
    expect(await fieldErrorsOf(submit({ justification: 'x'.repeat(1001) }))).toEqual([
      expect.objectContaining({ field: 'justification', message: 'validation.maxLength' }),
    ]);

    const addDelegate = () =>
      mutation('addDelegate')(
        {},
        { input: { userId: 'u-1', startDate: '2030-01-05', endDate: '2030-01-04' } },
        contextWith(),
        info,
      );
    expect(await fieldErrorsOf(addDelegate)).toEqual([
      { field: 'endDate', message: 'delegates.validation.endBeforeStart' },
    ]);

    const search = () => query('governanceUsers')({}, { search: ' ab ' }, contextWith(), info);
    expect(await fieldErrorsOf(search)).toEqual([
      expect.objectContaining({ field: 'search', message: 'validation.minLength' }),
    ]);

    const comment = () =>
      mutation('commentOnAccessRequest')(
        {},
        { input: { id: 'r-1', rev: '1', comment: '' } },
        contextWith(),
        info,
      );
    expect(await fieldErrorsOf(comment)).toEqual([
      expect.objectContaining({ field: 'comment', message: 'validation.required' }),
    ]);

    const page = () =>
      query('myGrants')(
        {},
        { input: { grantType: 'role', pageSize: 15, page: 0 } },
        contextWith(),
        info,
      );
    expect(await fieldErrorsOf(page)).toEqual([
      expect.objectContaining({ field: 'pageSize', message: 'validation.oneOf' }),
    ]);
    expect(received).toEqual([]);
  });
});
