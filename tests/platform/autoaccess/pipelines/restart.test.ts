import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findExecution } from '../../../../src/platform/autoaccess/pipelines/execution-store.js';
import { buildPlatform } from '../../../../src/platform/server.js';
import { startAutoAccess, type AutoAccessFixture } from '../autoaccess-fixture.js';
import { API, ENGINE_TIMEOUT, pipelineCalls, PIPELINES } from './pipeline-calls.js';

let fixture: AutoAccessFixture;
let calls: ReturnType<typeof pipelineCalls>;
const restarted: FastifyInstance[] = [];
beforeAll(async () => {
  fixture = await startAutoAccess();
  calls = pipelineCalls(fixture);
});
afterAll(async () => {
  for (const app of restarted) await app.close();
  await fixture.close();
});

const db = () => fixture.platform.db;
const RESTARTED = 'FAILURE: the platform restarted during the run';

/** Another platform process on the same store, as a restart brings up. */
async function restart(): Promise<FastifyInstance> {
  const app = await buildPlatform({ config: fixture.platform.config, db: fixture.platform.db });
  restarted.push(app);
  await app.ready();
  return app;
}

async function get(app: FastifyInstance, url: string) {
  const token = await fixture.token('alpha', 'realmadmin');
  const response = await app.inject({
    method: 'GET',
    url,
    headers: { authorization: `Bearer ${token}`, 'x-tenant-id': 'alpha' },
  });
  return response.json<Record<string, unknown>>();
}

describe('a platform restart during a run', ENGINE_TIMEOUT, () => {
  it('ends the interrupted run FAILED, in its logs and in its definition', async () => {
    const { training } = await calls.seeded('alpha');
    // Root's run goes first; alpha's waits for it, then trains.
    await calls.started('root', (await calls.seeded('root')).training);
    const executionId = await calls.started('alpha', training);
    // The platform stops while the runs wait or train: its worker is stopped, the runs left ACTIVE.
    await fixture.platform.app.close();
    expect((await findExecution(db(), 'alpha', executionId))?.state).toBe('ACTIVE');

    const app = await restart();
    const status = await get(app, `${API}/pipeline?executionID=${executionId}`);
    expect(status).toMatchObject({ state: 'FAILED', result: RESTARTED });
    expect(status.endTime).toEqual({ seconds: expect.any(Number) as unknown });
    const logs = await get(app, `${API}/pipeline/${training}/logs`);
    expect(logs.logs).toContainEqual({
      time: expect.any(String) as unknown,
      level: 'error',
      message: RESTARTED,
    });
    const [definition] = await db()
      .selectFrom('autoaccess_entities')
      .select(['data', 'rev'])
      .where('realm', '=', 'alpha')
      .where('namespace', '=', PIPELINES.split('/').slice(0, 2).join('/'))
      .where('id', '=', training)
      .execute();
    expect(definition?.data.pipeline_executions).toEqual([
      {
        execution_id: executionId,
        status: 'FAILED',
        start_time: expect.any(Number) as unknown,
        end_time: (status.endTime as { seconds: number }).seconds,
      },
    ]);
    expect(definition?.rev).toBe(3);
  });

  it('leaves runs that ended alone', async () => {
    const before = await db().selectFrom('autoaccess_pipeline_executions').selectAll().execute();
    await restart();
    const after = await db().selectFrom('autoaccess_pipeline_executions').selectAll().execute();
    expect(after).toEqual(before);
  });
});
