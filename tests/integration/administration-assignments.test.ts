import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GraphQLClient, signIn, type GraphQLResult } from '../support/graphql-client.js';
import { startStack, type RunningStack } from '../support/stack.js';
import { accessTokenFor } from '../support/tokens.js';
import { DEMO_USERS } from '../../src/platform/store/seed/demo-users.js';

const FIELDS =
  'id rev name description mapping attributes { name value assignmentOperation unassignmentOperation } onAssignment onUnassignment';
const SAVE = `mutation Save($input: SaveAssignmentInput!) { saveAssignment(input: $input) { ${FIELDS} } }`;
const LIST = `query List($input: AssignmentListInput!) { assignments(input: $input) { total rows { id name } } }`;
const CSV = `query Csv($input: AssignmentCsvInput!) { assignmentsCsv(input: $input) { csv rowCount } }`;
const MAPPINGS = `{ assignmentMappings { name target attributes { name type } } }`;
const LINK = `mutation Link($input: RoleAssignmentLinkInput!) { linkRoleAssignment(input: $input) }`;
const ROLE_ASSIGNMENTS = `query RoleAssignments($roleId: ID!) { roleAssignments(roleId: $roleId) { id name } }`;
const SAVE_ROLE = `mutation SaveRole($input: SaveInternalRoleInput!) { saveInternalRole(input: $input) { id } }`;
const ASSIGN_ROLE = `mutation Assign($input: InternalRoleMemberInput!) { assignInternalRole(input: $input) }`;
const UNASSIGN_ROLE = `mutation Unassign($input: InternalRoleMemberInput!) { unassignInternalRole(input: $input) }`;
const MAPPING = 'managedAlpha_user_systemLdapAccount';

interface Saved {
  saveAssignment: { id: string; rev: string; attributes: { value: string }[] };
}

const codeOf = (result: GraphQLResult) => result.errors?.[0]?.extensions?.code;
const messagesOf = (result: GraphQLResult) =>
  ((result.errors?.[0]?.extensions?.fieldErrors ?? []) as { message: string }[]).map(
    (error) => error.message,
  );

const input = (overrides: Record<string, unknown> = {}) => ({
  name: 'Directory engineers',
  description: 'Engineers get a directory account',
  mapping: MAPPING,
  attributes: [
    {
      name: 'employeeType',
      value: '"engineer"',
      assignmentOperation: 'replaceTarget',
      unassignmentOperation: 'removeFromTarget',
    },
  ],
  onAssignment: 'logger.info("assigned");',
  ...overrides,
});

let stack: RunningStack;
let admin: GraphQLClient;

/** What the platform applies to demo through their roles, read with demo's own token. */
async function effectiveOfDemo() {
  const token = await accessTokenFor(stack, {
    realm: 'alpha',
    username: 'demo',
    password: 'Demo!Passw0rd',
  });
  const response = await fetch(
    `${stack.platform.idmUrl}/managed/alpha_user/${DEMO_USERS.alpha.id}/effectiveAssignments`,
    { headers: { authorization: `Bearer ${token}` } },
  );
  expect(response.status).toBe(200);
  return (await response.json()) as {
    effectiveAssignments: { _refResourceId: string }[];
    effectiveAttributes: { mapping: string; attributes: Record<string, unknown> }[];
  };
}

beforeAll(async () => {
  stack = await startStack();
  admin = new GraphQLClient(stack.url);
  await signIn(admin, { realm: 'alpha', username: 'realmadmin', password: 'Realm!Passw0rd' });
});
afterAll(async () => {
  await stack.close();
});

describe('assignments through the gateway', () => {
  it("offers the realm's mappings to a system resource with the target's attributes", async () => {
    const result = await admin.request<{
      assignmentMappings: {
        name: string;
        target: string;
        attributes: { name: string; type: string }[];
      }[];
    }>(MAPPINGS);
    expect(result.errors).toBeUndefined();
    expect(result.data!.assignmentMappings.map((mapping) => mapping.name)).toEqual([MAPPING]);
    expect(result.data!.assignmentMappings[0]!.attributes).toContainEqual({
      name: 'disabled',
      type: 'boolean',
    });
    const names = result.data!.assignmentMappings[0]!.attributes.map(({ name }) => name);
    expect(names.slice(0, 3)).toEqual(['accountExpires', 'cn', 'departmentNumber']);
  });

  it('creates, lists, exports and replaces an assignment by revision', async () => {
    const created = await admin.request<Saved>(SAVE, { input: input() });
    expect(created.errors).toBeUndefined();
    const { id, rev } = created.data!.saveAssignment;
    expect(created.data!.saveAssignment.attributes[0]!.value).toBe('"engineer"');
    const list = await admin.request<{ assignments: { total: number; rows: { id: string }[] } }>(
      LIST,
      { input: { pageSize: 10, offset: 0, search: 'Directory eng' } },
    );
    expect(list.data!.assignments.rows.map((row) => row.id)).toEqual([id]);
    const csv = await admin.request<{ assignmentsCsv: { csv: string; rowCount: number } }>(CSV, {
      input: { search: 'Directory eng' },
    });
    expect(csv.data!.assignmentsCsv.rowCount).toBe(1);
    expect(csv.data!.assignmentsCsv.csv).toContain(MAPPING);
    const replaced = await admin.request<Saved>(SAVE, {
      input: input({ id, rev, name: 'Renamed' }),
    });
    expect(replaced.errors).toBeUndefined();
    expect(codeOf(await admin.request(SAVE, { input: input({ id, rev }) }))).toBe('CONFLICT');
  });

  it('refuses a bad value and a script that does not parse at the gateway', async () => {
    const badValue = await admin.request(SAVE, {
      input: input({
        attributes: [{ ...input().attributes[0], value: 'engineer' }],
      }),
    });
    expect(codeOf(badValue)).toBe('BAD_USER_INPUT');
    expect(messagesOf(badValue)).toEqual(['validation.assignmentAttribute']);
    const badScript = await admin.request(SAVE, { input: input({ onUnassignment: 'if (x {' }) });
    expect(messagesOf(badScript)).toEqual(['assignments.validation.invalidScript']);
  });

  it("leaves an unknown target attribute to the platform's refusal", async () => {
    const result = await admin.request(SAVE, {
      input: input({ attributes: [{ ...input().attributes[0], name: 'shoeSize' }] }),
    });
    expect(codeOf(result)).toBe('BAD_USER_INPUT');
    const extensions = result.errors?.[0]?.extensions as { serverMessage?: string } | undefined;
    expect(extensions?.serverMessage).toContain('Unknown target attribute shoeSize');
  });

  it('links an assignment to a role, whose members then get its values on the platform until the role is taken back', async () => {
    const role = await admin.request<{ saveInternalRole: { id: string } }>(SAVE_ROLE, {
      input: {
        name: 'Directory staff',
        privileges: [
          {
            name: 'Users',
            path: 'managed/alpha_user',
            permissions: ['VIEW'],
            accessFlags: [{ attribute: 'userName', readOnly: true }],
          },
        ],
      },
    });
    expect(role.errors).toBeUndefined();
    const roleId = role.data!.saveInternalRole.id;
    const saved = await admin.request<Saved>(SAVE, { input: input({ name: 'Staff account' }) });
    const assignmentId = saved.data!.saveAssignment.id;
    const linked = await admin.request(LINK, { input: { roleId, assignmentId } });
    expect(linked.errors).toBeUndefined();
    const ofRole = await admin.request<{ roleAssignments: { id: string }[] }>(ROLE_ASSIGNMENTS, {
      roleId,
    });
    expect(ofRole.data!.roleAssignments.map((row) => row.id)).toEqual([assignmentId]);

    const member = { roleId, userName: 'demo' };
    expect((await admin.request(ASSIGN_ROLE, { input: member })).errors).toBeUndefined();
    const applied = await effectiveOfDemo();
    expect(applied.effectiveAssignments.map((row) => row._refResourceId)).toEqual([assignmentId]);
    expect(applied.effectiveAttributes).toEqual([
      { mapping: MAPPING, attributes: { employeeType: 'engineer' } },
    ]);
    expect((await admin.request(UNASSIGN_ROLE, { input: member })).errors).toBeUndefined();
    expect((await effectiveOfDemo()).effectiveAttributes).toEqual([]);
  });
});
