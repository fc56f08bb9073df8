import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GraphQLClient, signIn, type GraphQLResult } from '../support/graphql-client.js';
import { startStack, type RunningStack } from '../support/stack.js';
import { accessTokenFor } from '../support/tokens.js';

const LIST = `query Routes($input: RouteListInput!) {
  routes(input: $input) { total rows { id rev context behaviour deployed } }
}`;
const CSV = `query Csv($input: RouteCsvInput!) { routesCsv(input: $input) { filename csv rowCount } }`;
const SET = `mutation Set($input: SetRouteDeployedInput!) {
  setRouteDeployed(input: $input) { id rev deployed }
}`;
const ACTIVITY = `query Activity($input: AdminActivityInput!) {
  adminActivity(input: $input) { total rows { objectType objectId before after } }
}`;
const ACTIVITY_CSV = `query ActivityCsv($input: AdminActivityCsvInput!) { adminActivityCsv(input: $input) { csv } }`;

interface RouteRow {
  id: string;
  rev: string;
  context: string;
  behaviour: string;
  deployed: boolean;
}

const codeOf = (result: GraphQLResult) => result.errors?.[0]?.extensions?.code;
const REALM_ADMIN = { realm: 'alpha', username: 'realmadmin', password: 'Realm!Passw0rd' };
const DEMO = { realm: 'alpha', username: 'demo', password: 'Demo!Passw0rd' };

let stack: RunningStack;
let admin: GraphQLClient;
let demoToken: string;

beforeAll(async () => {
  stack = await startStack();
  admin = new GraphQLClient(stack.url);
  await signIn(admin, REALM_ADMIN);
  demoToken = await accessTokenFor(stack, DEMO);
});
afterAll(async () => {
  await stack.close();
});

const callEndpoint = (name: string) =>
  fetch(`${stack.platform.idmUrl}/endpoint/${name}`, {
    headers: { authorization: `Bearer ${demoToken}` },
  });

async function listRoutes(input: Record<string, unknown> = {}) {
  const result = await admin.request<{ routes: { total: number; rows: RouteRow[] } }>(LIST, {
    input: { pageSize: 10, offset: 0, ...input },
  });
  expect(result.errors).toBeUndefined();
  return result.data!.routes;
}

describe('routes through the gateway', () => {
  it("lists the realm's routes, searched and sorted, and exports them as CSV", async () => {
    const all = await listRoutes();
    expect(all.rows.map((row) => [row.id, row.context, row.deployed])).toEqual([
      ['echo', 'endpoint/echo', true],
      ['health', 'endpoint/health', true],
      ['linkedApplications', 'endpoint/linkedApplications', true],
    ]);
    const searched = await listRoutes({ search: 'request', sortKey: 'name', sortDescending: true });
    expect(searched.rows.map((row) => row.id)).toEqual(['echo']);
    const csv = await admin.request<{ routesCsv: { csv: string; rowCount: number } }>(CSV, {
      input: { search: 'health' },
    });
    expect(csv.data!.routesCsv.rowCount).toBe(1);
    expect(csv.data!.routesCsv.csv).toContain('health,/openidm/endpoint/health,health,Deployed');
  });

  it('undeploys a route so that it answers 404, and redeploys it so that it answers again', async () => {
    expect((await callEndpoint('echo')).status).toBe(200);
    const echo = (await listRoutes({ search: 'echo' })).rows[0]!;
    const undeployed = await admin.request<{ setRouteDeployed: RouteRow }>(SET, {
      input: { name: 'echo', rev: echo.rev, deployed: false },
    });
    expect(undeployed.errors).toBeUndefined();
    expect(undeployed.data!.setRouteDeployed.deployed).toBe(false);
    expect((await callEndpoint('echo')).status).toBe(404);

    const stale = await admin.request(SET, {
      input: { name: 'echo', rev: echo.rev, deployed: true },
    });
    expect(codeOf(stale)).toBe('CONFLICT');
    expect((await callEndpoint('echo')).status).toBe(404);

    const redeployed = await admin.request<{ setRouteDeployed: RouteRow }>(SET, {
      input: { name: 'echo', rev: undeployed.data!.setRouteDeployed.rev, deployed: true },
    });
    expect(redeployed.data!.setRouteDeployed.deployed).toBe(true);
    const answer = await callEndpoint('echo');
    expect(answer.status).toBe(200);
    expect(await answer.json()).toMatchObject({ caller: { realm: 'alpha', userName: 'demo' } });

    const activity = await admin.request<{
      adminActivity: { total: number; rows: { objectId: string; before: string; after: string }[] };
    }>(ACTIVITY, { input: { objectType: 'endpoint', pageSize: 10, offset: 0 } });
    expect(activity.data!.adminActivity.total).toBe(2);
    const [redeploy, undeploy] = activity.data!.adminActivity.rows;
    expect(undeploy!.objectId).toBe('endpoint/echo');
    expect(JSON.parse(undeploy!.before)).toMatchObject({ deployed: true });
    expect(JSON.parse(undeploy!.after)).toMatchObject({ deployed: false });
    expect(JSON.parse(redeploy!.after)).toMatchObject({ deployed: true });

    const oldestFirst = await admin.request<{
      adminActivity: { rows: { after: string }[] };
    }>(ACTIVITY, {
      input: {
        objectType: 'endpoint',
        sortKey: 'time',
        sortDescending: false,
        pageSize: 10,
        offset: 0,
      },
    });
    expect(
      oldestFirst.data!.adminActivity.rows.map(
        (row) => (JSON.parse(row.after) as { deployed: boolean }).deployed,
      ),
    ).toEqual([false, true]);
    const csv = await admin.request<{ adminActivityCsv: { csv: string } }>(ACTIVITY_CSV, {
      input: { objectType: 'endpoint', sortKey: 'time', sortDescending: false },
    });
    const [, firstRow, secondRow] = csv.data!.adminActivityCsv.csv.trim().split(/\r?\n/);
    expect(firstRow).toContain('""deployed"":false');
    expect(secondRow).toContain('""deployed"":true');
  });

  it('refuses bad input at the gateway and leaves the refusal of a user to the platform', async () => {
    const bad = await admin.request(SET, {
      input: { name: '../config', rev: '1', deployed: false },
    });
    expect(codeOf(bad)).toBe('BAD_USER_INPUT');
    const tooBig = await admin.request(LIST, { input: { pageSize: 1000, offset: 0 } });
    expect(codeOf(tooBig)).toBe('BAD_USER_INPUT');
    const unsortable = await admin.request(ACTIVITY, {
      input: { sortKey: 'before', pageSize: 10, offset: 0 },
    });
    expect(codeOf(unsortable)).toBe('BAD_USER_INPUT');

    const demo = new GraphQLClient(stack.url);
    await signIn(demo, DEMO);
    expect(codeOf(await demo.request(LIST, { input: { pageSize: 10, offset: 0 } }))).toBe(
      'FORBIDDEN',
    );
    const health = (await listRoutes({ search: 'health' })).rows[0]!;
    expect(
      codeOf(
        await demo.request(SET, { input: { name: 'health', rev: health.rev, deployed: false } }),
      ),
    ).toBe('FORBIDDEN');
    expect((await callEndpoint('health')).status).toBe(200);
  });
});
