import { describe, expect, it } from 'vitest';
import { DEFAULT_PIPELINE_PARAMETERS } from '../../../src/domain/autoaccess/pipeline-parameters.js';
import { defaultRiskUserConfig } from '../../../src/domain/autoaccess/risk-config.js';
import { riskEventSchema } from '../../../src/domain/autoaccess/risk-event.js';
import { modelsReport } from '../../../src/platform/risk-engine/models-report.js';
import { scoreEvents } from '../../../src/platform/risk-engine/score-events.js';
import { trainRiskModel } from '../../../src/platform/risk-engine/train.js';
import { seededSignInEvents } from './seeded-sign-in-events.js';

describe('training and scoring end to end', () => {
  it('trains on 2 000 generated events and scores them into valid documents', async () => {
    const { events, labels } = seededSignInEvents(2_000);
    const config = defaultRiskUserConfig();
    const stages: string[] = [];
    const lines: string[] = [];
    const model = await trainRiskModel({
      events,
      labels,
      config,
      parameters: DEFAULT_PIPELINE_PARAMETERS,
      seed: 1,
      progress: (stage) => stages.push(stage),
      log: (line) => lines.push(line),
    });
    const stored = JSON.parse(JSON.stringify(model)) as typeof model;
    const documents = await scoreEvents(stored, events, config, {});
    expect(documents).toHaveLength(events.length);
    for (const document of documents) riskEventSchema.parse({ ...document, realm: '/alpha' });
    const report = modelsReport(stored, 'run-1');
    expect(report.labelled).toBe(true);
    expect(report.positives).toBe(labels.size);
    expect(report.combined?.roc).toHaveLength(101);
    expect(stages).toContain('curves');
    expect(lines.length).toBeGreaterThan(2);
  });
});
