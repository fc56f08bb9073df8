import { describe, expect, it } from 'vitest';
import {
  bucketObjectsInputSchema,
  createDataSourceInputSchema,
  dataSourcesInputSchema,
  deleteDataSourceArgsSchema,
  jsltPreviewInputSchema,
  saveDataSourceMappingInputSchema,
} from '../../src/domain/autoaccess/data-source-inputs.js';
import { fromUpstream } from '../../src/gateway/errors.js';
import {
  createDataSource,
  deleteDataSource,
  loadAuthenticationFeatures,
  loadBucketObjects,
  loadDataSources,
  loadFilePreview,
  previewJslt,
  saveDataSourceMapping,
  setDataSourceActive,
} from '../../src/gateway/models/autoaccess-data-sources.js';
import { createAutoAccessApi } from '../../src/gateway/upstream/autoaccess-api.js';
import { createAutoAccessJas } from '../../src/gateway/upstream/autoaccess-jas.js';
import { UpstreamError } from '../../src/gateway/upstream/errors.js';
import { createUpstreamHttp } from '../../src/gateway/upstream/http.js';
import { validateInput } from '../../src/gateway/validate-input.js';
import { useScriptedUpstream } from './support/scripted-upstream.js';

const upstream = useScriptedUpstream();
const { received, answers } = upstream;

/** The extensions of the GraphQL error `run` throws. */
function refusal(run: () => unknown): unknown {
  try {
    run();
  } catch (error) {
    return (error as { extensions?: unknown }).extensions;
  }
  throw new Error('No refusal');
}

const caller = () => Promise.resolve({ accessToken: 'token-1', realm: 'alpha' });
const http = () =>
  createUpstreamHttp({ service: 'autoaccess', baseUrl: upstream.url, timeoutMs: 5_000 });
const jas = () => createAutoAccessJas(http(), caller);
const api = () => createAutoAccessApi(http(), caller);

const record = (id: string, name: string, rev = '1') => ({
  datasource_id: id,
  name,
  input: 'autoaccess-training/events/*.jsonl',
  isActive: false,
  is_ootb: false,
  feature_mapping: { userId: '.user.id' } as Record<string, string>,
  datasource_created: '2026-01-05T10:20:30.000Z',
  _rev: rev,
});

const hitsOf = (records: ReturnType<typeof record>[], total = records.length) => ({
  hits: {
    total: { value: total, relation: 'eq' },
    hits: records.map((source) => ({
      _id: source.datasource_id,
      _source: source,
      sort: [source.name],
    })),
  },
});

describe('the data-source list over the entity search', () => {
  it('asks for one page by name with the caller token and tenant, and pages with search_after', async () => {
    answers.push({ status: 200, body: hitsOf([record('a', 'Alpha'), record('b', 'Beta')], 3) });
    const first = await loadDataSources(
      jas(),
      validateInput(dataSourcesInputSchema, { search: 'al', pageSize: 10 }),
    );
    expect(received[0]).toMatchObject({
      method: 'POST',
      url: '/entity/search/autoaccess/datasources/1',
      body: {
        query: { wildcard: { name: { value: '*al*', case_insensitive: true } } },
        sort: [{ name: 'asc' }],
        size: 10,
        track_total_hits: true,
      },
    });
    expect(received[0]?.headers).toMatchObject({
      authorization: 'Bearer token-1',
      'x-tenant-id': 'alpha',
    });
    expect(first.total).toBe(3);
    expect(first.nextCursor).toBeNull();
    expect(first.rows[0]).toEqual({
      id: 'a',
      rev: '1',
      name: 'Alpha',
      bucket: 'autoaccess-training',
      filePath: 'events/*.jsonl',
      active: false,
      builtIn: false,
      created: '2026-01-05T10:20:30.000Z',
      featureMapping: [{ feature: 'userId', expression: '.user.id' }],
    });

    answers.push({ status: 200, body: hitsOf([record('a', 'Alpha')], 2) });
    const full = await loadDataSources(jas(), { pageSize: 1, sortDescending: true });
    expect(received[1]?.body).toMatchObject({ query: { match_all: {} }, sort: [{ name: 'desc' }] });
    expect(full.nextCursor).toEqual(expect.any(String));

    answers.push({ status: 200, body: hitsOf([record('b', 'Beta')], 2) });
    await loadDataSources(jas(), { pageSize: 1, after: full.nextCursor });
    expect(received[2]?.body).toMatchObject({ search_after: ['Alpha'] });
  });

  it('refuses a cursor it did not make', async () => {
    await expect(
      loadDataSources(jas(), { pageSize: 10, after: 'not-a-cursor' }),
    ).rejects.toMatchObject({ extensions: { code: 'BAD_USER_INPUT' } });
    expect(received).toHaveLength(0);
  });
});

describe('data-source writes', () => {
  it('creates an inactive data source over the chosen file, in the entity write envelope', async () => {
    const created = record('new', 'Sign-ins');
    answers.push({ status: 200, body: { entityData: [{ ...created, feature_mapping: {} }] } });
    const source = await createDataSource(
      jas(),
      validateInput(createDataSourceInputSchema, {
        name: 'Sign-ins',
        bucket: 'autoaccess-training',
        filePath: 'events/*.jsonl',
      }),
    );
    const { body } = received[0] as {
      body: { contextId: string; entityData: Record<string, unknown>[] };
    };
    expect(received[0]).toMatchObject({
      method: 'POST',
      url: '/entity/persist/autoaccess/datasources/1',
    });
    expect(body).toMatchObject({
      branch: 'actual',
      indexingRequired: true,
      indexInSync: true,
      tags: {},
    });
    expect(body.entityData[0]).toMatchObject({
      name: 'Sign-ins',
      input: 'autoaccess-training/events/*.jsonl',
      isActive: false,
      is_ootb: false,
      feature_mapping: {},
    });
    expect(body.contextId).toMatch(/^UI Changes - [0-9a-f-]{36}$/);
    expect(body.entityData[0]?.['datasource_id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(Number.isNaN(Date.parse(String(body.entityData[0]?.['datasource_created'])))).toBe(
      false,
    );
    expect(source).toMatchObject({ name: 'Sign-ins', active: false });
  });

  it('saves the edited features at the revision the user saw: empty removes, unshown stays', async () => {
    answers.push({
      status: 200,
      body: hitsOf([
        {
          ...record('a', 'Alpha', '4'),
          feature_mapping: { city: '.c', isAuth: 'true', userId: '.x' },
        },
      ]),
    });
    answers.push({
      status: 200,
      body: { entityData: [{ ...record('a', 'Alpha', '5'), feature_mapping: { userId: '.u' } }] },
    });
    const saved = await saveDataSourceMapping(jas(), {
      id: 'a',
      rev: '4',
      mapping: [
        { feature: 'userId', expression: '.u' },
        { feature: 'city', expression: '  ' },
      ],
    });
    expect(received[0]?.body).toMatchObject({ query: { term: { datasource_id: 'a' } } });
    expect(received[1]).toMatchObject({
      method: 'PATCH',
      url: '/entity/upsert/autoaccess/datasources/1',
    });
    expect((received[1]?.body as { entityData: unknown[] }).entityData[0]).toMatchObject({
      datasource_id: 'a',
      _rev: '4',
      feature_mapping: { isAuth: 'true', userId: '.u' },
      name: 'Alpha',
    });
    expect(saved.rev).toBe('5');
  });

  it('makes a stale revision a CONFLICT', async () => {
    answers.push({ status: 200, body: hitsOf([record('a', 'Alpha', '5')]) });
    answers.push({
      status: 412,
      body: { code: 412, reason: 'Precondition Failed', message: 'revision mismatch' },
    });
    const failure = await setDataSourceActive(jas(), { id: 'a', rev: '4', active: true }).catch(
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(UpstreamError);
    expect(fromUpstream(failure as UpstreamError).extensions).toMatchObject({ code: 'CONFLICT' });
    expect((received[1]?.body as { entityData: unknown[] }).entityData[0]).toMatchObject({
      isActive: true,
      _rev: '4',
    });
  });

  it('is NOT_FOUND for an id the realm does not have', async () => {
    answers.push({ status: 200, body: hitsOf([]) });
    await expect(
      setDataSourceActive(jas(), { id: 'gone', rev: '1', active: true }),
    ).rejects.toMatchObject({ extensions: { code: 'NOT_FOUND' } });
  });
});

describe('deleting a data source', () => {
  const remove = (rev = '4') =>
    deleteDataSource(jas(), validateInput(deleteDataSourceArgsSchema, { id: 'a', rev }));
  const refusalOf = async (failing: Promise<unknown>) => {
    const failure = await failing.catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(UpstreamError);
    return fromUpstream(failure as UpstreamError);
  };

  it('sends the delete in the entity write envelope, at the revision the user saw', async () => {
    answers.push({ status: 200, body: { entityData: [record('a', 'Alpha', '4')] } });
    expect(await remove()).toBe(true);
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({
      method: 'DELETE',
      url: '/entity/delete/autoaccess/datasources/1',
      headers: { authorization: 'Bearer token-1', 'x-tenant-id': 'alpha' },
      body: {
        branch: 'actual',
        entityData: [{ datasource_id: 'a', _rev: '4' }],
        indexingRequired: true,
        tags: {},
        indexInSync: true,
      },
    });
    expect((received[0]?.body as { contextId: string }).contextId).toMatch(
      /^UI Changes - [0-9a-f-]{36}$/,
    );
  });

  it('passes the refusal of a data source in use on as a CONFLICT in the platform words', async () => {
    const message = 'The data source cannot be deleted while pipelines use it: Training.';
    answers.push({ status: 409, body: { code: 409, reason: 'Conflict', message } });
    const refusal = await refusalOf(remove());
    expect(refusal.message).toBe(message);
    expect(refusal.extensions).toEqual({ code: 'CONFLICT', serverMessage: message });
  });

  it('makes a stale revision a CONFLICT without platform words, and an unknown id NOT_FOUND', async () => {
    answers.push({
      status: 412,
      body: { code: 412, reason: 'Precondition Failed', message: 'revision mismatch' },
    });
    expect((await refusalOf(remove())).extensions).toEqual({ code: 'CONFLICT' });
    answers.push({
      status: 404,
      body: { code: 404, reason: 'Not Found', message: 'entity not found: a' },
    });
    expect((await refusalOf(remove())).extensions).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('bounds its arguments before calling', () => {
    for (const args of [
      { id: '', rev: '1' },
      { id: 'a/b', rev: '1' },
      { id: 'x'.repeat(129), rev: '1' },
      { id: 'a', rev: '' },
      { id: 'a', rev: '1 2' },
      { id: 'a', rev: '1'.repeat(129) },
    ]) {
      expect(() => validateInput(deleteDataSourceArgsSchema, args), JSON.stringify(args)).toThrow();
    }
    expect(received).toHaveLength(0);
  });
});

describe('buckets, files and features', () => {
  it('pages bucket objects six at a time', async () => {
    answers.push({
      status: 200,
      body: {
        objects: [
          {
            name: 'events',
            extension: '',
            size: 0,
            created: '2026-01-01T00:00:00Z',
            isFolder: true,
          },
        ],
        total: 1,
        start: 0,
        pageSize: 6,
      },
    });
    const page = await loadBucketObjects(
      api(),
      validateInput(bucketObjectsInputSchema, {
        bucket: 'autoaccess-training',
        prefix: '',
        start: 0,
      }),
    );
    expect(received[0]).toMatchObject({
      url: '/datasources/search/objects',
      body: { bucket: 'autoaccess-training', prefix: '', start: 0, pageSize: 6 },
    });
    expect(page.objects[0]).toMatchObject({ name: 'events', isFolder: true });
  });

  it('refuses paths that climb out of the bucket', () => {
    expect(() =>
      validateInput(bucketObjectsInputSchema, { bucket: 'b', prefix: '../etc', start: 0 }),
    ).toThrow(/Invalid input/);
    expect(
      refusal(() =>
        validateInput(createDataSourceInputSchema, { name: '', bucket: 'b', filePath: 'x/../y' }),
      ),
    ).toMatchObject({
      code: 'BAD_USER_INPUT',
      fieldErrors: [{ field: 'name' }, { field: 'filePath' }],
    });
  });

  it('tells a missing bucket, a missing file and a file that does not parse apart', async () => {
    answers.push({ status: 404, body: { code: 404, message: 'bucket not found: nope' } });
    answers.push({ status: 404, body: { code: 404, message: 'file not found: a/*.json' } });
    answers.push({ status: 400, body: { code: 400, message: 'invalid JSONL: line 3' } });
    answers.push({ status: 200, body: { previewContent: '{\n  "a": 1\n}' } });
    const input = { bucket: 'nope', filePath: 'a/*.json' };
    expect(await loadFilePreview(api(), input)).toMatchObject({
      problem: 'BUCKET_NOT_FOUND',
      content: null,
    });
    expect(await loadFilePreview(api(), input)).toMatchObject({ problem: 'FILE_NOT_FOUND' });
    expect(await loadFilePreview(api(), input)).toMatchObject({
      problem: 'INVALID_JSONL',
      line: 3,
    });
    expect(await loadFilePreview(api(), input)).toEqual({
      content: '{\n  "a": 1\n}',
      problem: null,
      line: null,
    });
    expect(received[0]?.url).toBe('/datasources/preview?bucket=nope&filePath=a%2F*.json');
  });

  it('lists the authentication features without isAuth', async () => {
    answers.push({
      status: 200,
      body: {
        _id: 'authentication',
        name: 'authentication',
        namespace: 'autoaccess/base',
        version: '1',
        _meta: {
          properties: {
            userId: { type: 'string', description: 'User' },
            isAuth: { type: 'boolean' },
            city: { type: 'string' },
          },
        },
      },
    });
    expect((await loadAuthenticationFeatures(jas())).map(({ name }) => name)).toEqual([
      'userId',
      'city',
    ]);
    expect(received[0]?.url).toBe('/entityDefinitions/autoaccess/base/authentication?latest=true');
  });
});

describe('the JSLT preview', () => {
  it('gives each mapped feature its value or its error', async () => {
    answers.push({
      status: 400,
      body: {
        code: 400,
        reason: 'Bad Request',
        message: 'JSLT evaluation failed',
        detail: { errors: { city: 'Parse error at 1:3' }, result: { userId: 'ann' } },
      },
    });
    const preview = await previewJslt(
      jas(),
      validateInput(jsltPreviewInputSchema, {
        data: '{"user":{"id":"ann"}}',
        mapping: [
          { feature: 'userId', expression: '.user.id' },
          { feature: 'city', expression: '.geo.(' },
          { feature: 'country', expression: '' },
        ],
      }),
    );
    expect(received[0]).toMatchObject({
      url: '/jslt/preview',
      body: {
        data: { user: { id: 'ann' } },
        feature_mapping: { userId: '.user.id', city: '.geo.(' },
      },
    });
    expect(preview.features).toEqual([
      { feature: 'userId', value: 'ann', error: null },
      { feature: 'city', value: null, error: 'Parse error at 1:3' },
    ]);
  });

  it('refuses a sample that is not JSON before calling the service', () => {
    expect(
      refusal(() => validateInput(jsltPreviewInputSchema, { data: '{oops', mapping: [] })),
    ).toEqual({
      code: 'BAD_USER_INPUT',
      fieldErrors: [{ field: 'data', message: 'validation.json' }],
    });
  });

  it('refuses to save an expression that does not parse, naming its feature, and previews it', () => {
    const mapping = [
      { feature: 'userId', expression: '.user' },
      { feature: 'timestamp', expression: '.nope.(' },
    ];
    expect(
      refusal(() =>
        validateInput(saveDataSourceMappingInputSchema, { id: 'ds-1', rev: '1', mapping }),
      ),
    ).toEqual({
      code: 'BAD_USER_INPUT',
      fieldErrors: [
        {
          field: 'mapping.1.expression',
          message: 'dataSources.validation.jsltSyntax',
          values: { feature: 'timestamp', detail: "Unexpected '.' at line 1, column 6" },
        },
      ],
    });
    expect(() => validateInput(jsltPreviewInputSchema, { data: '{}', mapping })).not.toThrow();
  });

  it('refuses a sample nested beyond the JSON limits before calling the service', () => {
    const data = `{"a":${'['.repeat(3000)}${']'.repeat(3000)}}`;
    expect(refusal(() => validateInput(jsltPreviewInputSchema, { data, mapping: [] }))).toEqual({
      code: 'BAD_USER_INPUT',
      fieldErrors: [
        { field: 'data', message: 'validation.jsonDepth', values: { max: 20, kilobytes: 0 } },
      ],
    });
  });
});
