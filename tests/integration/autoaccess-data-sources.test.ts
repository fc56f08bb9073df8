import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GraphQLClient, signIn, type GraphQLResult } from '../support/graphql-client.js';
import { startStack, type RunningStack } from '../support/stack.js';

const SOURCE_FIELDS =
  'id rev name bucket filePath active builtIn created featureMapping { feature expression }';
const AVAILABLE = `{ autoAccessAvailable }`;
const LIST = `query List($input: DataSourcesInput!) {
  dataSources(input: $input) { total nextCursor rows { ${SOURCE_FIELDS} } }
}`;
const ONE = `query One($id: ID!) { dataSource(id: $id) { ${SOURCE_FIELDS} } }`;
const BUCKETS = `{ dataSourceBuckets { name created } }`;
const OBJECTS = `query Objects($input: BucketObjectsInput!) {
  bucketObjects(input: $input) { total start pageSize objects { name extension size created isFolder } }
}`;
const FILE = `query File($input: DataSourceFilePreviewInput!) {
  dataSourceFilePreview(input: $input) { content problem line }
}`;
const FEATURES = `{ authenticationFeatures { name type } }`;
const PREVIEW = `query Preview($input: JsltPreviewInput!) {
  jsltPreview(input: $input) { features { feature value error } }
}`;
const CREATE = `mutation Create($input: CreateDataSourceInput!) {
  createDataSource(input: $input) { ${SOURCE_FIELDS} }
}`;
const SAVE = `mutation Save($input: SaveDataSourceMappingInput!) {
  saveDataSourceMapping(input: $input) { ${SOURCE_FIELDS} }
}`;
const ACTIVATE = `mutation Activate($input: SetDataSourceActiveInput!) {
  setDataSourceActive(input: $input) { ${SOURCE_FIELDS} }
}`;

interface Source {
  id: string;
  rev: string;
  name: string;
  bucket: string;
  filePath: string;
  active: boolean;
  builtIn: boolean;
  created: string | null;
  featureMapping: { feature: string; expression: string }[];
}

const SEEDED_FILE = { bucket: 'autoaccess-training', filePath: 'events/auth-events.jsonl' };
const REALM_ADMIN_PASSWORD = 'Realm!Passw0rd';

let stack: RunningStack;
let alphaAdmin: GraphQLClient;
let bravoAdmin: GraphQLClient;
let demo: GraphQLClient;

const codeOf = (result: GraphQLResult<unknown>) => result.errors?.[0]?.extensions?.code;
const listAll = async (client: GraphQLClient) =>
  (
    await client.request<{ dataSources: { total: number; rows: Source[] } }>(LIST, {
      input: { pageSize: 100 },
    })
  ).data?.dataSources;

beforeAll(async () => {
  stack = await startStack({ platformEnv: { AUTOACCESS_SEED_EVENTS: '200' } });
  alphaAdmin = new GraphQLClient(stack.url);
  bravoAdmin = new GraphQLClient(stack.url);
  demo = new GraphQLClient(stack.url);
  await signIn(alphaAdmin, {
    realm: 'alpha',
    username: 'realmadmin',
    password: REALM_ADMIN_PASSWORD,
  });
  await signIn(bravoAdmin, {
    realm: 'bravo',
    username: 'realmadmin',
    password: REALM_ADMIN_PASSWORD,
  });
  await signIn(demo, { realm: 'alpha', username: 'demo', password: 'Demo!Passw0rd' });
});

afterAll(async () => {
  await stack?.close();
});

describe('data sources, gateway to platform over HTTP', () => {
  it('are available to a realm administrator and silently not to anyone else', async () => {
    expect((await alphaAdmin.request(AVAILABLE)).data).toEqual({ autoAccessAvailable: true });
    const forDemo = await demo.request(AVAILABLE);
    expect(forDemo.errors).toBeUndefined();
    expect(forDemo.data).toEqual({ autoAccessAvailable: false });
    expect(codeOf(await demo.request(LIST, { input: { pageSize: 10 } }))).toBe('FORBIDDEN');
  });

  it('list the seeded data source, by name, in its realm only', async () => {
    const alpha = await listAll(alphaAdmin);
    expect(
      alpha?.rows.map(({ name, active, builtIn }) => ({ name, active, builtIn })),
    ).toContainEqual({ name: 'Sign-in events', active: true, builtIn: true });
    const seeded = alpha?.rows.find((row) => row.name === 'Sign-in events');
    expect(seeded).toMatchObject(SEEDED_FILE);
    const bravo = await listAll(bravoAdmin);
    expect(bravo?.rows.some((row) => row.id === seeded?.id)).toBe(false);
  });

  it('browse the seeded bucket, read the file and the features to map', async () => {
    const buckets = await alphaAdmin.request<{ dataSourceBuckets: { name: string }[] }>(BUCKETS);
    expect(buckets.data?.dataSourceBuckets.map(({ name }) => name)).toContain(SEEDED_FILE.bucket);
    const root = await alphaAdmin.request<{
      bucketObjects: { pageSize: number; objects: { name: string; isFolder: boolean }[] };
    }>(OBJECTS, { input: { bucket: SEEDED_FILE.bucket, prefix: '', start: 0 } });
    expect(root.data?.bucketObjects.pageSize).toBe(6);
    expect(root.data?.bucketObjects.objects).toContainEqual(
      expect.objectContaining({ name: 'events', isFolder: true }),
    );
    const events = await alphaAdmin.request<{
      bucketObjects: { objects: { name: string; isFolder: boolean; size: number }[] };
    }>(OBJECTS, { input: { bucket: SEEDED_FILE.bucket, prefix: 'events', start: 0 } });
    const file = events.data?.bucketObjects.objects.find(
      (entry) => entry.name === SEEDED_FILE.filePath,
    );
    expect(file?.isFolder).toBe(false);
    expect(file?.size).toBeGreaterThan(0);

    const preview = await alphaAdmin.request<{
      dataSourceFilePreview: { content: string | null; problem: string | null };
    }>(FILE, { input: SEEDED_FILE });
    expect(preview.data?.dataSourceFilePreview.problem).toBeNull();
    expect(JSON.parse(preview.data?.dataSourceFilePreview.content ?? 'null')).toEqual(
      expect.objectContaining({ user: expect.anything() as unknown }),
    );
    const missing = await alphaAdmin.request<{ dataSourceFilePreview: { problem: string } }>(FILE, {
      input: { bucket: SEEDED_FILE.bucket, filePath: 'events/none-*.jsonl' },
    });
    expect(missing.data?.dataSourceFilePreview.problem).toBe('FILE_NOT_FOUND');

    const features = await alphaAdmin.request<{ authenticationFeatures: { name: string }[] }>(
      FEATURES,
    );
    const names = features.data?.authenticationFeatures.map(({ name }) => name);
    expect(names).toContain('userId');
    expect(names).not.toContain('isAuth');
  });

  it('create inactive, save the mapping by revision, refuse a stale one, then activate', async () => {
    const created = await alphaAdmin.request<{ createDataSource: Source }>(CREATE, {
      input: { name: 'Integration sign-ins', ...SEEDED_FILE },
    });
    expect(created.errors).toBeUndefined();
    const source = created.data!.createDataSource;
    expect(source).toMatchObject({
      active: false,
      builtIn: false,
      featureMapping: [],
      ...SEEDED_FILE,
    });

    const duplicate = await alphaAdmin.request(CREATE, {
      input: { name: 'Integration sign-ins', ...SEEDED_FILE },
    });
    expect(codeOf(duplicate)).toBe('CONFLICT');

    const saved = await alphaAdmin.request<{ saveDataSourceMapping: Source }>(SAVE, {
      input: {
        id: source.id,
        rev: source.rev,
        mapping: [
          { feature: 'userId', expression: '.user.id' },
          { feature: 'city', expression: '' },
        ],
      },
    });
    expect(saved.errors).toBeUndefined();
    const afterSave = saved.data!.saveDataSourceMapping;
    expect(afterSave.featureMapping).toEqual([{ feature: 'userId', expression: '.user.id' }]);
    expect(afterSave.rev).not.toBe(source.rev);

    const stale = await alphaAdmin.request(SAVE, {
      input: { id: source.id, rev: source.rev, mapping: [{ feature: 'userId', expression: '.x' }] },
    });
    expect(codeOf(stale)).toBe('CONFLICT');
    const unchanged = await alphaAdmin.request<{ dataSource: Source }>(ONE, { id: source.id });
    expect(unchanged.data?.dataSource.featureMapping).toEqual(afterSave.featureMapping);

    const activated = await alphaAdmin.request<{ setDataSourceActive: Source }>(ACTIVATE, {
      input: { id: source.id, rev: afterSave.rev, active: true },
    });
    expect(activated.data?.setDataSourceActive.active).toBe(true);
    const reread = await alphaAdmin.request<{ dataSource: Source }>(ONE, { id: source.id });
    expect(reread.data?.dataSource).toMatchObject({ active: true, name: 'Integration sign-ins' });
  });

  it('page with search_after and search by name', async () => {
    const first = await alphaAdmin.request<{
      dataSources: { total: number; nextCursor: string | null; rows: Source[] };
    }>(LIST, { input: { pageSize: 10, search: 'sign-ins' } });
    expect(first.data?.dataSources.rows.map(({ name }) => name)).toEqual(['Integration sign-ins']);
    const all = await listAll(alphaAdmin);
    expect(all?.rows.map(({ name }) => name)).toEqual(
      [...(all?.rows.map(({ name }) => name) ?? [])].sort(),
    );
  });

  it('preview a mapping on a sample: a value per feature, or the error of a malformed expression', async () => {
    const sample = { user: { id: 'ann' }, geo: { city: 'Paris' } };
    const preview = await alphaAdmin.request<{
      jsltPreview: { features: { feature: string; value: unknown; error: string | null }[] };
    }>(PREVIEW, {
      input: {
        data: JSON.stringify(sample),
        mapping: [
          { feature: 'userId', expression: '.user.id' },
          { feature: 'city', expression: '.geo.(' },
          { feature: 'country', expression: '' },
        ],
      },
    });
    expect(preview.errors).toBeUndefined();
    const [userId, city, ...rest] = preview.data!.jsltPreview.features;
    expect(userId).toEqual({ feature: 'userId', value: 'ann', error: null });
    expect(city).toMatchObject({ feature: 'city', value: null });
    expect(city?.error).toMatch(/\d/);
    expect(rest).toEqual([]);
    const invalid = await alphaAdmin.request(PREVIEW, {
      input: { data: '{"user": ', mapping: [{ feature: 'userId', expression: '.user' }] },
    });
    expect(codeOf(invalid)).toBe('BAD_USER_INPUT');
  });

  it('is NOT_FOUND for an id of another realm', async () => {
    const alpha = await listAll(alphaAdmin);
    const id = alpha!.rows[0]!.id;
    expect(codeOf(await bravoAdmin.request(ONE, { id }))).toBe('NOT_FOUND');
  });
});
