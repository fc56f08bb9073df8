import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createRiskEventIndex } from '../../../../src/platform/autoaccess/search/risk-event-index.js';
import { generateRiskEvents } from '../../../support/risk-event-fixtures.js';

let dataDir: string;
beforeEach(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'risk-index-'));
});
afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

const total = async (index: Awaited<ReturnType<typeof createRiskEventIndex>>, realm: string) =>
  (await index.search(realm, { size: 0, track_total_hits: true })).hits.total?.value;

describe('the event index store', () => {
  it('keeps its events across a restart in DATA_DIR', async () => {
    const first = await createRiskEventIndex({ dataDir });
    await first.insert('alpha', [...generateRiskEvents({ count: 120, seed: 5 })]);
    await first.close();
    const second = await createRiskEventIndex({ dataDir });
    expect(await total(second, 'alpha')).toBe(120);
    await second.insert('alpha', [...generateRiskEvents({ count: 10, seed: 6 })]);
    expect(await total(second, 'alpha')).toBe(130);
    await second.close();
  });

  it('replaces an event stored again under the same eventId, and clears one realm only', async () => {
    const index = await createRiskEventIndex({ dataDir });
    const events = [...generateRiskEvents({ count: 20, seed: 5 })];
    await index.insert('alpha', events);
    await index.insert('beta', events);
    const changed = structuredClone(events[0]!);
    changed.predictionResult.risk_score_data.risk_score = 42.5;
    await index.insert('alpha', [changed]);
    expect(await total(index, 'alpha')).toBe(20);
    const hit = await index.search('alpha', {
      query: {
        term: { 'predictionResult.features.eventId': changed.predictionResult.features.eventId },
      },
    });
    expect(hit.hits.hits.map((entry) => entry._source)).toEqual([{ ...changed, realm: '/alpha' }]);
    await index.clear('alpha');
    expect(await total(index, 'alpha')).toBe(0);
    expect(await total(index, 'beta')).toBe(20);
    await index.close();
  });

  it('refuses a document that is not in the index’s shape', async () => {
    const index = await createRiskEventIndex({ dataDir });
    await expect(
      index.insert('alpha', [{ realm: '/alpha', predictionResult: {} }]),
    ).rejects.toThrow(/document 0/);
    await index.close();
  });
});
