import { setTimeout as sleep } from 'node:timers/promises';
import { expect } from 'vitest';
import type { AutoAccessFixture } from '../autoaccess-fixture.js';

type Json = Record<string, unknown>;

export const PIPELINES = 'autoaccess/api/pipeline_definition/1';
export const DATASOURCES = 'autoaccess/datasources/1';
export const API = '/autoaccess/api';

/** For tests that wait on the engine computing for real (in a worker or in process). */
export const ENGINE_TIMEOUT = { timeout: 60_000 };

export interface ExecutionStatus {
  name: string;
  pipeline_definition_id: string;
  state: 'ACTIVE' | 'SUCCEEDED' | 'FAILED';
  result: string | null;
  startTime: { seconds: number };
  endTime: { seconds: number } | null;
  progress: { stage: string; percent: number };
}

const entityBody = (record: Json) => ({
  branch: 'actual',
  contextId: 'UI Changes - 6f1c2a4e-0000-4000-8000-000000000002',
  entityData: [record],
  indexingRequired: true,
  tags: {},
  indexInSync: true,
});

/** The calls a pipelines test makes, as the realm's administrator. */
export function pipelineCalls(fixture: AutoAccessFixture) {
  const search = async (realm: string, kind: string): Promise<Json[]> => {
    const response = await fixture.call(realm, 'POST', `/autoaccess/jas/entity/search/${kind}`, {
      size: 100,
    });
    expect(response.statusCode).toBe(200);
    const hits = (response.json() as { hits: { hits: { _source: Json }[] } }).hits.hits;
    return hits.map((hit) => hit._source);
  };

  const calls = {
    search,
    /** The seeded Training and Prediction definitions and their data source. */
    async seeded(realm: string) {
      const pipelines = await search(realm, PIPELINES);
      const idOf = (type: string) =>
        String(pipelines.find((p) => p.pipeline_name === type)?.pipeline_definition_id);
      const [datasource] = await search(realm, DATASOURCES);
      return {
        training: idOf('Training'),
        prediction: idOf('Prediction'),
        datasource: String(datasource?.datasource_id),
      };
    },
    persist: (realm: string, kind: string, record: Json) =>
      fixture.call(realm, 'POST', `/autoaccess/jas/entity/persist/${kind}`, entityBody(record)),
    upsert: (realm: string, kind: string, record: Json) =>
      fixture.call(realm, 'PATCH', `/autoaccess/jas/entity/upsert/${kind}`, entityBody(record)),
    remove: (realm: string, kind: string, record: Json) =>
      fixture.call(realm, 'DELETE', `/autoaccess/jas/entity/delete/${kind}`, entityBody(record)),
    /** Changes a stored record through the entity service (at its current revision). */
    async change(realm: string, kind: string, idField: string, id: string, change: Json) {
      const record = (await search(realm, kind)).find((item) => item[idField] === id);
      const response = await calls.upsert(realm, kind, { ...record, ...change });
      expect(response.statusCode, JSON.stringify(response.json())).toBe(200);
    },
    run: (realm: string, definitionId: string, threshold = 50) =>
      fixture.call(realm, 'POST', `${API}/pipeline`, {
        pipeline_definition_id: definitionId,
        ueba_risk_threshold: threshold,
      }),
    async started(realm: string, definitionId: string): Promise<string> {
      const response = await calls.run(realm, definitionId);
      expect(response.statusCode, JSON.stringify(response.json())).toBe(200);
      return String(response.json().executionID);
    },
    async status(realm: string, executionId: string): Promise<ExecutionStatus> {
      const response = await fixture.call(
        realm,
        'GET',
        `${API}/pipeline?executionID=${executionId}`,
      );
      expect(response.statusCode).toBe(200);
      return response.json() as unknown as ExecutionStatus;
    },
    /**
     * Polls a run until it is no longer ACTIVE: the worker computes for real, so this waits in
     * short real steps, within a bound.
     */
    async ended(realm: string, executionId: string, timeoutMs = 45_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const status = await calls.status(realm, executionId);
        if (status.state !== 'ACTIVE') return status;
        if (Date.now() > deadline) throw new Error(`run ${executionId} still ACTIVE`);
        await sleep(50);
      }
    },
    logs: (realm: string, definitionId: string, executionId?: string) =>
      fixture.call(
        realm,
        'GET',
        `${API}/pipeline/${definitionId}/logs${executionId ? `?executionID=${executionId}` : ''}`,
      ),
    models: (realm: string, definitionId: string) =>
      fixture.call(realm, 'GET', `${API}/pipeline/${definitionId}/models`),
    publish: (realm: string, definitionId: string) =>
      fixture.call(realm, 'POST', `${API}/pipeline/publish`, {
        pipeline_definition_id: definitionId,
      }),
  };
  return calls;
}
