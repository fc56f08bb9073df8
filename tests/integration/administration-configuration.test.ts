import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GraphQLClient, signIn, type GraphQLResult } from '../support/graphql-client.js';
import { startStack, type RunningStack } from '../support/stack.js';

const READ = `query Read($id: String!) { configuration(id: $id) { id rev json } }`;
const SAVE = `mutation Save($input: SaveConfigurationInput!) { saveConfiguration(input: $input) { rev json } }`;

interface Read {
  configuration: { rev: string; json: string };
}

const codeOf = (result: GraphQLResult) => result.errors?.[0]?.extensions?.code;
const messagesOf = (result: GraphQLResult) =>
  ((result.errors?.[0]?.extensions?.fieldErrors ?? []) as { message: string }[]).map(
    (error) => error.message,
  );

let stack: RunningStack;
let admin: GraphQLClient;

beforeAll(async () => {
  stack = await startStack();
  admin = new GraphQLClient(stack.url);
  await signIn(admin, { realm: 'root', username: 'amadmin', password: 'Admin!Passw0rd' });
});
afterAll(async () => {
  await stack.close();
});

describe('configuration objects by id', () => {
  it('reads one as JSON and saves it by revision', async () => {
    const read = await admin.request<Read>(READ, { id: 'ui/configuration' });
    expect(read.errors).toBeUndefined();
    const { rev, json } = read.data!.configuration;
    const document = JSON.parse(json) as { configuration: Record<string, unknown> };
    document.configuration.lang = 'fr';
    const input = { id: 'ui/configuration', rev, json: JSON.stringify(document) };
    const saved = await admin.request<{ saveConfiguration: { rev: string; json: string } }>(SAVE, {
      input,
    });
    expect(saved.errors).toBeUndefined();
    expect(saved.data!.saveConfiguration.rev).not.toBe(rev);
    expect(JSON.parse(saved.data!.saveConfiguration.json)).toEqual(document);
    expect(codeOf(await admin.request(SAVE, { input }))).toBe('CONFLICT');
  });

  it('refuses text that is not a JSON object with "Invalid JSON"', async () => {
    for (const json of ['{"a": ', '[1, 2]']) {
      const result = await admin.request(SAVE, {
        input: { id: 'ui/configuration', rev: '0', json },
      });
      expect(codeOf(result)).toBe('BAD_USER_INPUT');
      expect(messagesOf(result)).toEqual(['adminConfig.validation.invalidJson']);
    }
  });

  it('refuses a JSON object nested beyond the JSON limits with a translated error', async () => {
    const json = `{"a":${'['.repeat(5000)}${']'.repeat(5000)}}`;
    const result = await admin.request(SAVE, { input: { id: 'ui/themerealm', rev: '0', json } });
    expect(codeOf(result)).toBe('BAD_USER_INPUT');
    expect(messagesOf(result)).toEqual(['validation.jsonDepth']);
  });

  it("leaves the platform's refusal to a realm administrator", async () => {
    const realmAdmin = new GraphQLClient(stack.url);
    await signIn(realmAdmin, {
      realm: 'alpha',
      username: 'realmadmin',
      password: 'Realm!Passw0rd',
    });
    expect(codeOf(await realmAdmin.request(READ, { id: 'ui/configuration' }))).toBe('FORBIDDEN');
  });

  it('lists the saves in the activity log, whose CSV matches the filter', async () => {
    const ACTIVITY = `query Activity($input: AdminActivityInput!) {
      adminActivity(input: $input) { total rows { userName objectType objectId operation before after } }
    }`;
    const CSV = `query Csv($input: AdminActivityCsvInput!) { adminActivityCsv(input: $input) { csv rowCount } }`;
    const filter = { objectType: 'config', userName: 'amadmin', from: '2000-01-01T00:00:00Z' };
    const page = await admin.request<{
      adminActivity: { total: number; rows: { objectId: string; before: string; after: string }[] };
    }>(ACTIVITY, { input: { ...filter, pageSize: 10, offset: 0 } });
    expect(page.errors).toBeUndefined();
    expect(page.data!.adminActivity.total).toBe(1);
    const [entry] = page.data!.adminActivity.rows;
    expect(entry).toMatchObject({ objectId: 'ui/configuration' });
    expect(JSON.parse(entry!.after)).toMatchObject({ configuration: { lang: 'fr' } });
    expect(JSON.parse(entry!.before)).toMatchObject({ configuration: { lang: 'en' } });
    const csv = await admin.request<{ adminActivityCsv: { csv: string; rowCount: number } }>(CSV, {
      input: filter,
    });
    expect(csv.data!.adminActivityCsv.rowCount).toBe(1);
    expect(csv.data!.adminActivityCsv.csv).toContain('ui/configuration');
    const none = await admin.request<{ adminActivity: { total: number } }>(ACTIVITY, {
      input: { ...filter, objectType: 'internal/role', pageSize: 10, offset: 0 },
    });
    expect(none.data!.adminActivity.total).toBe(0);
  });
});
