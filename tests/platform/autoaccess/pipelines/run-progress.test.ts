import { describe, expect, it } from 'vitest';
import { runPercent } from '../../../../src/platform/autoaccess/pipelines/run-progress.js';

describe('a run’s progress as a share of the whole run', () => {
  it('adds the shares of the stages already done to the part of the current one', () => {
    expect(runPercent('Training', 'starting', 0)).toBe(0);
    expect(runPercent('Training', 'reading', 100)).toBe(9);
    expect(runPercent('Training', 'modelA', 50)).toBe(58);
    expect(runPercent('Training', 'saving', 100)).toBe(100);
    expect(runPercent('Prediction', 'writing', 0)).toBe(50);
    expect(runPercent('Prediction', 'writing', 100)).toBe(100);
  });

  it('never goes back, and keeps its place on a stage it does not know', () => {
    expect(runPercent('Training', 'reading', 10, 30)).toBe(30);
    expect(runPercent('Training', 'waiting', 0, 12)).toBe(12);
    expect(runPercent('Prediction', 'saving', 50, 40)).toBe(40);
  });
});
