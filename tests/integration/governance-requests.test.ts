import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GOVERNANCE_SEED_PEOPLE } from '../../src/platform/store/seed/governance-people.js';
import { GraphQLClient, signIn, type GraphQLResult } from '../support/graphql-client.js';
import { startStack, type RunningStack } from '../support/stack.js';

const PASSWORD = 'Demo!Passw0rd';
const APPROVER = GOVERNANCE_SEED_PEOPLE.alpha.approver;

const USER = 'id userName displayName';
const REQUEST = `id rev status decision requestType item { id name } requestedFor { id } approver { id }
  history { action user { id } comment } actions { approve reject forward comment cancel }`;
const CATALOG = `query Catalog($input: AccessCatalogInput!) {
  accessCatalog(input: $input) { total rows { id type name application { id name } owner { id } approvedBy } }
}`;
const CONFLICT = `query Conflict($input: CatalogItemConflictInput!) { catalogItemConflict(input: $input) }`;
const SUBMIT = `mutation Submit($input: SubmitAccessRequestInput!) { submitAccessRequest(input: $input) { requestIds } }`;
const MY_REQUESTS = `query Mine($input: AccessRequestsInput!) { myAccessRequests(input: $input) { total rows { ${REQUEST} } } }`;
const APPROVALS = `query Approvals($input: ApprovalsInput!) { approvals(input: $input) { total rows { ${REQUEST} } } }`;
const APPROVE = `mutation Approve($input: RequestActionInput!) { approveAccessRequest(input: $input) { ${REQUEST} } }`;
const REPORTS = `{ directReports { ${USER} } }`;
const REPORT_GRANTS = `query ReportGrants($userId: ID!, $input: GrantsInput!) {
  directReportGrants(userId: $userId, input: $input) { total rows { id grantType source item { id } } }
}`;
const COUNTS = `{ governanceCounts { pendingApprovals pendingRequests } }`;
const ADD_DELEGATE = `mutation Add($input: AddDelegateInput!) { addDelegate(input: $input) { id rev user { id } startDate endDate } }`;
const REMOVE_DELEGATE = `mutation Remove($input: RemoveDelegateInput!) { removeDelegate(input: $input) }`;
const USERS = `query Users($search: String!) { governanceUsers(search: $search) { ${USER} } }`;

interface Request {
  id: string;
  rev: string;
  status: string;
  decision: string;
  item: { id: string; name: string };
  requestedFor: { id: string };
  approver: { id: string } | null;
  actions: Record<string, boolean>;
}
interface Page<T> {
  total: number;
  rows: T[];
}

let stack: RunningStack;
let demo: GraphQLClient;
let approver: GraphQLClient;
let reports: { id: string; userName: string }[];

const data = <T>(result: GraphQLResult<T>): T => {
  expect(result.errors, result.raw).toBeUndefined();
  return result.data!;
};
const errorOf = (result: GraphQLResult<unknown>) => result.errors?.[0]?.extensions;

async function catalogItem(type: string, search: string) {
  const { accessCatalog } = data(
    await demo.request<{ accessCatalog: Page<{ id: string; name: string }> }>(CATALOG, {
      input: { type, search, pageSize: 10, page: 0 },
    }),
  );
  expect(accessCatalog.total).toBe(1);
  return accessCatalog.rows[0]!;
}

function submit(userIds: string[], itemIds: string[]) {
  return demo.request<{ submitAccessRequest: { requestIds: string[] } }>(SUBMIT, {
    input: {
      userIds,
      itemIds,
      justification: 'For the migration',
      expiryDate: null,
      priority: 'medium',
    },
  });
}

beforeAll(async () => {
  stack = await startStack({ platformEnv: { SEED_USERS_PER_REALM: '12' } });
  demo = new GraphQLClient(stack.url);
  approver = new GraphQLClient(stack.url);
  await signIn(demo, { realm: 'alpha', username: 'demo', password: PASSWORD });
  await signIn(approver, { realm: 'alpha', username: APPROVER.userName, password: PASSWORD });
  reports = data(
    await demo.request<{ directReports: { id: string; userName: string }[] }>(REPORTS),
  ).directReports;
}, 120_000);

afterAll(async () => {
  await stack?.close();
});

describe('access requests through GraphQL', () => {
  it('builds a request for two users that the seeded approver approves into their grants', async () => {
    expect(reports.length).toBeGreaterThanOrEqual(2);
    const [first, second] = reports;
    const application = await catalogItem('application', 'ServiceNow');
    const entitlement = await catalogItem('entitlement', 'Billing');
    const userIds = [first!.id, second!.id];
    for (const item of [application, entitlement]) {
      const { catalogItemConflict } = data(
        await demo.request<{ catalogItemConflict: string }>(CONFLICT, {
          input: { itemId: item.id, userIds },
        }),
      );
      expect(catalogItemConflict).toBe('none');
    }
    const before = data(
      await demo.request<{ governanceCounts: { pendingRequests: number } }>(COUNTS),
    );

    const { requestIds } = data(
      await submit(userIds, [application.id, entitlement.id]),
    ).submitAccessRequest;
    expect(requestIds).toHaveLength(4);
    const mine = data(
      await demo.request<{ myAccessRequests: Page<Request> }>(MY_REQUESTS, {
        input: { status: 'in-progress', pageSize: 10, page: 0 },
      }),
    ).myAccessRequests;
    expect(mine.rows.map((row) => row.id)).toEqual(expect.arrayContaining(requestIds));
    const after = data(
      await demo.request<{ governanceCounts: { pendingRequests: number } }>(COUNTS),
    );
    expect(after.governanceCounts.pendingRequests).toBe(
      before.governanceCounts.pendingRequests + 4,
    );

    const pending = data(
      await approver.request<{ approvals: Page<Request> }>(APPROVALS, {
        input: { view: 'pending', pageSize: 20, page: 0 },
      }),
    ).approvals.rows.filter((row) => requestIds.includes(row.id));
    expect(pending).toHaveLength(4);
    for (const request of pending) {
      expect(request.actions.approve).toBe(true);
      const { approveAccessRequest } = data(
        await approver.request<{ approveAccessRequest: Request }>(APPROVE, {
          input: { id: request.id, rev: request.rev, comment: 'Approved' },
        }),
      );
      expect(approveAccessRequest).toMatchObject({
        status: 'complete',
        decision: 'approved',
        // Once decided, the approver is who decided.
        approver: { id: APPROVER.id },
      });
    }
    const stale = await approver.request(APPROVE, {
      input: { id: pending[0]!.id, rev: pending[0]!.rev, comment: '' },
    });
    expect(errorOf(stale)?.code).toBe('CONFLICT');

    for (const user of [first!, second!]) {
      for (const [grantType, item] of [
        ['account', application],
        ['entitlement', entitlement],
      ] as const) {
        const grants = data(
          await demo.request<{
            directReportGrants: Page<{ item: { id: string }; source: string }>;
          }>(REPORT_GRANTS, {
            userId: user.id,
            input: { grantType, search: item.name, pageSize: 10, page: 0 },
          }),
        ).directReportGrants;
        expect(grants.rows).toEqual([
          expect.objectContaining({ item: { id: item.id }, source: 'request' }),
        ]);
      }
    }
  });

  it('refuses a duplicate request and access already held with their distinct reasons', async () => {
    const [first, second] = reports;
    const role = await catalogItem('role', 'Contractor');
    data(await submit([first!.id], [role.id]));

    const duplicate = await submit([second!.id, first!.id], [role.id]);
    expect(errorOf(duplicate)).toMatchObject({ code: 'CONFLICT', reason: 'DUPLICATE_REQUEST' });
    const held = await submit([first!.id], [(await catalogItem('application', 'Slack')).id]);
    expect(errorOf(held)).toMatchObject({ code: 'CONFLICT', reason: 'EXISTING_ACCESS' });

    const conflict = async (itemId: string) =>
      data(
        await demo.request<{ catalogItemConflict: string }>(CONFLICT, {
          input: { itemId, userIds: [second!.id, first!.id] },
        }),
      ).catalogItemConflict;
    expect(await conflict(role.id)).toBe('pendingRequest');
    expect(await conflict((await catalogItem('application', 'Slack')).id)).toBe('existingAccess');

    const eleven = await submit(
      Array.from({ length: 11 }, (_, index) => `user-${index}`),
      [role.id],
    );
    expect(errorOf(eleven)).toMatchObject({
      code: 'BAD_USER_INPUT',
      fieldErrors: [{ field: 'userIds', message: 'validation.maxItems', values: { max: 10 } }],
    });
  });

  it('finds users from three characters, and keeps delegates’ dates in order', async () => {
    const found = data(
      await demo.request<{ governanceUsers: { id: string }[] }>(USERS, { search: 'appro' }),
    );
    expect(found.governanceUsers.map((user) => user.id)).toEqual([APPROVER.id]);
    expect(errorOf(await demo.request(USERS, { search: 'ap' }))?.code).toBe('BAD_USER_INPUT');

    const refused = await demo.request(ADD_DELEGATE, {
      input: { userId: APPROVER.id, startDate: '2031-01-05', endDate: '2031-01-04' },
    });
    expect(errorOf(refused)).toMatchObject({
      code: 'BAD_USER_INPUT',
      fieldErrors: [{ field: 'endDate', message: 'delegates.validation.endBeforeStart' }],
    });
    const { addDelegate } = data(
      await demo.request<{ addDelegate: { id: string; rev: string } }>(ADD_DELEGATE, {
        input: { userId: APPROVER.id, startDate: '2031-01-04', endDate: '2031-01-05' },
      }),
    );
    expect(
      errorOf(await demo.request(REMOVE_DELEGATE, { input: { id: addDelegate.id, rev: '9' } }))
        ?.code,
    ).toBe('CONFLICT');
    expect(
      data(
        await demo.request(REMOVE_DELEGATE, {
          input: { id: addDelegate.id, rev: addDelegate.rev },
        }),
      ),
    ).toEqual({
      removeDelegate: true,
    });
  });

  it('answers NOT_FOUND while the governance feature is off', async () => {
    const features = await stack.platform.db
      .selectFrom('config_objects')
      .select('doc')
      .where('id', '=', 'ui/features')
      .executeTakeFirstOrThrow();
    const stored = features.doc as { features: { name: string; enabled: boolean }[] };
    const setFeatures = (doc: unknown) =>
      stack.platform.db
        .updateTable('config_objects')
        .set({ doc: JSON.stringify(doc) })
        .where('id', '=', 'ui/features')
        .execute();
    await setFeatures({
      ...stored,
      features: stored.features.map((feature) =>
        feature.name === 'governance' ? { ...feature, enabled: false } : feature,
      ),
    });
    try {
      expect(errorOf(await demo.request(COUNTS))?.code).toBe('NOT_FOUND');
      expect(
        errorOf(
          await demo.request(SUBMIT, {
            input: { userIds: ['x'], itemIds: ['y'], justification: '', priority: 'low' },
          }),
        )?.code,
      ).toBe('NOT_FOUND');
    } finally {
      await setFeatures(stored);
    }
    expect(data(await demo.request(COUNTS))).toBeTruthy();
  });
});
