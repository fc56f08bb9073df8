import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAutoAccess, type AutoAccessFixture } from '../autoaccess-fixture.js';
import { pipelineCalls } from './pipeline-calls.js';

let fixture: AutoAccessFixture;
let calls: ReturnType<typeof pipelineCalls>;
beforeAll(async () => {
  fixture = await startAutoAccess();
  calls = pipelineCalls(fixture);
});
afterAll(async () => {
  await fixture.close();
});

describe('a Training run', () => {
  it('trains in a worker and ends SUCCEEDED with its logs', async () => {
    const { training } = await calls.seeded('alpha');
    const started = Date.now();
    const executionId = await calls.started('alpha', training);
    const status = await calls.ended('alpha', executionId);
    console.log('took', Date.now() - started, status);
    const logs = await calls.logs('alpha', training);
    console.log(JSON.stringify(logs.json(), null, 1));
    expect(status.state).toBe('SUCCEEDED');
  });
});
