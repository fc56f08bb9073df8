import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTHENTICATION_FEATURES } from '../../../src/platform/autoaccess/jas/entity-definitions.js';
import {
  insertEntity,
  isUniqueViolation,
} from '../../../src/platform/autoaccess/jas/entity-store.js';
import { startAutoAccess, type AutoAccessFixture } from './autoaccess-fixture.js';

let fixture: AutoAccessFixture;
beforeAll(async () => {
  fixture = await startAutoAccess();
});
afterAll(async () => {
  await fixture.close();
});

const DATASOURCES = 'autoaccess/datasources/1';
const SEEDED_INPUT = 'autoaccess-training/events/auth-events.jsonl';

type Record = { [key: string]: unknown };

const body = (record: Record) => ({
  branch: 'actual',
  contextId: 'UI Changes - 6f1c2a4e-0000-4000-8000-000000000001',
  entityData: [record],
  indexingRequired: true,
  tags: {},
  indexInSync: true,
});

const persist = (record: Record, realm = 'alpha', kind = DATASOURCES) =>
  fixture.call(realm, 'POST', `/autoaccess/jas/entity/persist/${kind}`, body(record));
const upsert = (record: Record, kind = DATASOURCES) =>
  fixture.call('alpha', 'PATCH', `/autoaccess/jas/entity/upsert/${kind}`, body(record));
const remove = (record: Record) =>
  fixture.call('alpha', 'DELETE', `/autoaccess/jas/entity/delete/${DATASOURCES}`, body(record));
const search = (query: Record, realm = 'alpha', kind = DATASOURCES) =>
  fixture.call(realm, 'POST', `/autoaccess/jas/entity/search/${kind}`, query);

interface Hits {
  hits: {
    total: { value: number; relation: string };
    hits: { _id: string; _source: Record; sort: unknown[] }[];
  };
}

const datasource = (name: string, extra: Record = {}) => ({
  name,
  input: SEEDED_INPUT,
  isActive: true,
  is_ootb: false,
  feature_mapping: { userId: '.user.id' },
  ...extra,
});

describe('entity definitions', () => {
  it('serves the authentication features as the definition properties', async () => {
    const response = await fixture.call(
      'alpha',
      'GET',
      '/autoaccess/jas/entityDefinitions/autoaccess/base/authentication?latest=true',
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      name: 'authentication',
      namespace: 'autoaccess/base',
      version: '1',
    });
    const properties = (response.json()._meta as { properties: Record }).properties;
    expect(Object.keys(properties)).toEqual([
      'userId',
      'userName',
      'eventId',
      'ipAddress',
      'timestamp',
      'userAgent',
      'city',
      'country',
      'lat',
      'longitude',
      'timeZone',
      'result',
      'transactionId',
      'isAuth',
      'isBot',
    ]);
    expect(properties.isBot).toMatchObject({ type: 'boolean' });
    expect(properties.lat).toEqual({ type: 'number', description: expect.any(String) as unknown });
  });

  it('serves the data source and pipeline definitions', async () => {
    for (const [path, name] of [
      ['autoaccess/datasources', 'datasources'],
      ['autoaccess/api/pipeline_definition', 'pipeline_definition'],
    ]) {
      const response = await fixture.call(
        'alpha',
        'GET',
        `/autoaccess/jas/entityDefinitions/${path}?latest=true`,
      );
      expect(response.json()).toMatchObject({ name, version: '1' });
    }
  });
});

describe('data source writes', () => {
  it('persists a data source inactive, with an id, a creation date and a revision', async () => {
    const response = await persist(datasource('Created inactive'));
    expect(response.statusCode).toBe(200);
    const [record] = response.json().entityData as Record[];
    expect(record).toMatchObject({
      name: 'Created inactive',
      input: SEEDED_INPUT,
      isActive: false,
      is_ootb: false,
      feature_mapping: { userId: '.user.id' },
      _rev: '1',
    });
    expect(record!.datasource_id).toEqual(expect.any(String));
    expect(new Date(record!.datasource_created as string).getTime()).not.toBeNaN();
  });

  it('upserts at the current revision and refuses a stale one, losing nothing', async () => {
    const [created] = (await persist(datasource('Revisions'))).json().entityData as Record[];
    const first = await upsert({ ...created, isActive: true });
    expect(first.statusCode).toBe(200);
    const [updated] = first.json().entityData as Record[];
    expect(updated).toMatchObject({
      isActive: true,
      _rev: '2',
      datasource_created: created!.datasource_created,
    });

    const stale = await upsert({ ...created, name: 'Lost update' });
    expect(stale.statusCode).toBe(412);
    expect(stale.json()).toMatchObject({ code: 412, message: 'revision mismatch' });
    const found = (
      await search({ query: { wildcard: { name: { value: 'Revisions' } } } })
    ).json() as unknown as Hits;
    expect(found.hits.hits.map((hit) => hit._source)).toEqual([updated]);

    expect((await upsert({ ...updated, _rev: undefined })).statusCode).toBe(400);
  });

  it('deletes a data source at its revision', async () => {
    const [created] = (await persist(datasource('Short lived'))).json().entityData as Record[];
    expect((await remove({ datasource_id: created!.datasource_id, _rev: '7' })).statusCode).toBe(
      412,
    );
    const deleted = await remove({ datasource_id: created!.datasource_id, _rev: created!._rev });
    expect(deleted.statusCode).toBe(200);
    expect((await remove({ datasource_id: created!.datasource_id })).statusCode).toBe(404);
  });

  it('refuses a duplicate name in the realm with 409, but not in another realm', async () => {
    expect((await persist(datasource('Twice'))).statusCode).toBe(200);
    const again = await persist(datasource('Twice'));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 409, reason: 'Conflict' });
    expect((await persist(datasource('Twice'), 'bravo')).statusCode).toBe(200);
  });

  it('keeps names unique when two creations race: one 200, one 409, never a 500', async () => {
    const results = await Promise.all([
      persist(datasource('Racing')),
      persist(datasource('Racing')),
    ]);
    expect(results.map((response) => response.statusCode).sort()).toEqual([200, 409]);
  });

  it('has the store itself refuse a second data source of the same name in a realm', async () => {
    const scope = { realm: 'alpha', namespace: 'autoaccess', name: 'datasources', version: '1' };
    const { db } = fixture.platform;
    await insertEntity(db, scope, 'store-a', { name: 'Stored twice' });
    const second = insertEntity(db, scope, 'store-b', { name: 'Stored twice' });
    const error: unknown = await second.then(
      () => undefined,
      (reason: unknown) => reason,
    );
    expect(isUniqueViolation(error)).toBe(true);
    expect(
      await insertEntity(db, { ...scope, realm: 'bravo' }, 'store-b', { name: 'Stored twice' }),
    ).toBeDefined();
  });

  it('refuses bad records with a 400 that names the problem', async () => {
    const cases: [Record, string][] = [
      [datasource(''), 'name'],
      [datasource('x'.repeat(65)), 'name'],
      [
        datasource('Bad input', { input: 'autoaccess-training/events/none.jsonl' }),
        'file not found: events/none.jsonl',
      ],
      [datasource('Bad bucket', { input: 'nope/x.jsonl' }), 'bucket not found: nope'],
      [
        datasource('Escape', { input: 'autoaccess-training/../autoaccess-labels/x.jsonl' }),
        'invalid path',
      ],
      [
        datasource('Bad feature', { feature_mapping: { shoeSize: '.size' } }),
        'unknown features: shoeSize',
      ],
      [
        datasource('Long expression', { feature_mapping: { city: '.a'.repeat(501) } }),
        'feature_mapping.city',
      ],
    ];
    for (const [record, message] of cases) {
      const response = await persist(record);
      expect(response.statusCode, message).toBe(400);
      expect(response.json().message).toContain(message);
    }
  });

  it('answers 400, never 500, to a body of the wrong shape', async () => {
    for (const payload of [{}, { entityData: [] }, { entityData: 'x' }, { entityData: [1] }]) {
      const response = await fixture.call(
        'alpha',
        'POST',
        `/autoaccess/jas/entity/persist/${DATASOURCES}`,
        payload,
      );
      expect(response.statusCode).toBe(400);
    }
  });
});

describe('entity search', () => {
  it('shows each realm only its own records: alpha and root are seeded, bravo is not', async () => {
    const names = async (realm: string, kind = DATASOURCES) =>
      (
        (await search({ query: { match_all: {} } }, realm, kind)).json() as unknown as Hits
      ).hits.hits.map((hit) => hit._source.name ?? hit._source.pipeline_name);
    expect(await names('alpha')).toContain('Sign-in events');
    expect(await names('root')).toEqual(['Sign-in events']);
    expect(await names('bravo')).not.toContain('Sign-in events');
    expect(await names('root', 'autoaccess/api/pipeline_definition/1')).toEqual([
      'Prediction',
      'Training',
    ]);
    expect(await names('bravo', 'autoaccess/api/pipeline_definition/1')).toEqual([]);
  });

  it('seeds a Training and a Prediction definition on the seeded data source, never run', async () => {
    const pipelines = (
      (await search({}, 'alpha', 'autoaccess/api/pipeline_definition/1')).json() as unknown as Hits
    ).hits.hits.map((hit) => hit._source);
    const sources = (
      (await search({ query: { wildcard: { name: 'Sign-in events' } } })).json() as unknown as Hits
    ).hits.hits;
    const [prediction, training] = pipelines;
    expect(training).toMatchObject({
      pipeline_type: 'Training',
      datasource_id: sources[0]!._id,
      pipeline_executions: [],
      ueba_risk_threshold: 50,
    });
    expect(prediction).toMatchObject({
      pipeline_type: 'Prediction',
      training_pipeline_definition_id: training!.pipeline_definition_id,
      pipeline_executions: [],
    });
  });

  it('seeds an active data source that maps every feature and reads the seeded file', async () => {
    const found = (
      await search({ query: { wildcard: { name: { value: 'Sign-in*' } } } })
    ).json() as unknown as Hits;
    const seeded = found.hits.hits[0]!._source;
    expect(seeded).toMatchObject({ isActive: true, is_ootb: true, input: SEEDED_INPUT });
    expect(Object.keys(seeded.feature_mapping as Record).sort()).toEqual(
      [...AUTHENTICATION_FEATURES].sort(),
    );
    const preview = await fixture.call(
      'alpha',
      'GET',
      '/autoaccess/api/datasources/preview?bucket=autoaccess-training&filePath=events/auth-events.jsonl',
    );
    expect(JSON.parse(preview.json().previewContent as string)).toMatchObject({
      eventId: expect.any(String) as unknown,
      user: { id: expect.any(String) as unknown },
      geo: { city: expect.any(String) as unknown },
    });
  });

  it('pages by name with size and search_after, with the total', async () => {
    for (const name of ['Page e', 'Page a', 'Page d', 'Page c', 'Page b']) {
      expect((await persist(datasource(name))).statusCode).toBe(200);
    }
    const page = async (searchAfter?: unknown[]) =>
      (
        await search({
          query: { wildcard: { name: { value: 'Page *' } } },
          sort: [{ name: 'asc' }],
          size: 2,
          track_total_hits: true,
          ...(searchAfter ? { search_after: searchAfter } : {}),
        })
      ).json() as unknown as Hits;
    const names: unknown[] = [];
    let after: unknown[] | undefined;
    for (let round = 0; round < 4; round += 1) {
      const result = await page(after);
      expect(result.hits.total).toEqual({ value: 5, relation: 'eq' });
      names.push(...result.hits.hits.map((hit) => hit._source.name));
      after = result.hits.hits.at(-1)?.sort;
      if (!after) break;
    }
    expect(names).toEqual(['Page a', 'Page b', 'Page c', 'Page d', 'Page e']);
  });

  it('sorts in descending order on request', async () => {
    const result = (
      await search({
        query: { wildcard: { name: 'Page *' } },
        sort: [{ name: { order: 'desc' } }],
        size: 3,
      })
    ).json() as unknown as Hits;
    expect(result.hits.hits.map((hit) => hit._source.name)).toEqual(['Page e', 'Page d', 'Page c']);
  });

  it('answers 400 naming an unsupported construct', async () => {
    const geo = await search({ query: { geo_distance: { distance: '10km' } } });
    expect(geo.statusCode).toBe(400);
    expect(geo.json().message).toBe('unsupported query: geo_distance');
    const aggs = await search({ aggs: { names: { terms: { field: 'name' } } } });
    expect(aggs.json()).toMatchObject({ code: 400, message: 'unsupported query: aggs' });
    expect((await search({ size: 101 })).statusCode).toBe(400);
  });

  it('finds the common configuration by id, none before a pipeline is published', async () => {
    const response = await fixture.call(
      'alpha',
      'POST',
      '/autoaccess/jas/entity/search/common/config',
      {
        query: { term: { _id: 'active-access-prediction-config' } },
      },
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ hits: { total: { value: 0, relation: 'eq' }, hits: [] } });
  });
});

describe('pipeline definitions', () => {
  it('persists a pipeline definition with the default parameters', async () => {
    const response = await persist(
      { pipeline_name: 'Nightly', pipeline_type: 'Training' },
      'alpha',
      'autoaccess/api/pipeline_definition/1',
    );
    expect(response.statusCode).toBe(200);
    expect((response.json().entityData as Record[])[0]).toMatchObject({
      pipeline_name: 'Nightly',
      pipeline_type: 'Training',
      pipeline_executions: [],
      ueba_risk_threshold: 50,
      pipeline_parameters: {
        modelA: { batch_size: 512, epochs: 1000, learning_rate: 0.001 },
        modelC: { min_number_of_clusters: 4, max_number_of_clusters: 45 },
        embeddings: { embedding_dimension: 20, learning_rate: 0.001, window: 5 },
      },
    });
  });
});
