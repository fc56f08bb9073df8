import { describe, expect, it } from 'vitest';
import { DEFAULT_PIPELINE_PARAMETERS } from '../../../src/domain/autoaccess/pipeline-parameters.js';
import { defaultRiskUserConfig } from '../../../src/domain/autoaccess/risk-config.js';
import { riskEventSchema } from '../../../src/domain/autoaccess/risk-event.js';
import { modelsReport } from '../../../src/platform/risk-engine/models-report.js';
import { scoreEvents } from '../../../src/platform/risk-engine/score-events.js';
import { trainRiskModel } from '../../../src/platform/risk-engine/train.js';
import { seededSignInEvents } from './seeded-sign-in-events.js';

describe('training and scoring end to end', () => {
  it(
    'trains on 2 000 generated events and scores them into valid documents',
    { timeout: 30_000 },
    async () => {
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
      for (const stage of [
        'features',
        'heuristics',
        'clustering',
        'ueba',
        'embeddings',
        'modelA',
        'modelB',
        'calibration',
        'curves',
      ]) {
        expect(stages).toContain(stage);
      }
      expect(lines.some((line) => line.startsWith('Model C (k-modes): k = '))).toBe(true);
      expect(report.clusters).toBeGreaterThanOrEqual(4);
      expect(report.centroids).toHaveLength(report.clusters);
      expect(report.feature_choices).toContain('city');
      for (const curves of [
        report.modelA,
        report.modelB,
        report.cluster_curves,
        report.ueba,
        report.combined,
      ]) {
        expect(curves?.roc.length).toBeLessThanOrEqual(101);
        expect(curves?.rocAuc).toBeGreaterThan(0);
      }
      expect(report.combined!.rocAuc).toBeGreaterThan(0.9);

      const attacks = documents.filter((document) =>
        labels.has(document.predictionResult.features.eventId),
      );
      const caught = attacks.filter((d) => d.predictionResult.risk_score_data.is_risky_event);
      expect(caught.length / attacks.length).toBeGreaterThan(0.9);

      // The same seed trains the same model: the same scores.
      const again = await trainRiskModel({
        events,
        labels,
        config,
        parameters: DEFAULT_PIPELINE_PARAMETERS,
        seed: 1,
        progress: () => {},
        log: () => {},
      });
      const rescored = await scoreEvents(again, events, config, {});
      expect(rescored.map((d) => d.predictionResult.risk_score_data)).toEqual(
        documents.map((d) => d.predictionResult.risk_score_data),
      );
    },
  );

  it('scores with heuristics only without a model, and refuses out-of-range parameters', async () => {
    const { events } = seededSignInEvents(500, 3);
    const documents = await scoreEvents(null, events, defaultRiskUserConfig(), {});
    expect(documents).toHaveLength(500);
    const first = documents[0]!.predictionResult.risk_score_data;
    expect(first.clustering_model_risk_score).toBeUndefined();
    const [bot] = await scoreEvents(
      null,
      [{ ...events[0]!, isBot: true }],
      defaultRiskUserConfig(),
      {},
    );
    expect(bot!.predictionResult.botD).toEqual({ isBot: true });
    expect(bot!.predictionResult.risk_score_data).toMatchObject({
      risk_score: 90,
      heuristic_risk_score: 90,
      is_risky_event: true,
    });
    expect(documents[0]!.predictionResult.botD).toBeUndefined();
    await expect(
      trainRiskModel({
        events,
        config: defaultRiskUserConfig(),
        parameters: {
          ...DEFAULT_PIPELINE_PARAMETERS,
          modelA: { batch_size: 1024, epochs: 10, learning_rate: 0.001 },
        },
        seed: 1,
        progress: () => {},
        log: () => {},
      }),
    ).rejects.toThrow(/modelA\.batch_size/);
  });
});
