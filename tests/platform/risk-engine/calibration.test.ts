import { describe, expect, it } from 'vitest';
import {
  calibratedScore,
  fitCalibration,
  jointCalibrations,
} from '../../../src/platform/risk-engine/scoring/calibration.js';
import { seededRandom } from '../../../src/platform/risk-engine/seeded-random.js';

const share = (scores: number[], threshold: number) =>
  scores.filter((score) => score >= threshold).length / scores.length;

describe('calibration', () => {
  const random = seededRandom(5);
  const raw = Float64Array.from({ length: 20_000 }, () => -Math.log(1 - random()));

  it('puts the chosen share of the training events at or above the threshold', () => {
    for (const tail of [0.01, 0.02]) {
      const calibration = fitCalibration(raw, tail, 50);
      const scores = Array.from(raw, (value) => Math.round(calibratedScore(calibration, value)));
      expect(share(scores, 50)).toBeGreaterThan(tail * 0.9);
      expect(share(scores, 50)).toBeLessThan(tail * 1.1);
      expect(Math.min(...scores)).toBe(0);
      expect(Math.max(...scores)).toBe(100);
    }
  });

  it('keeps the order of the raw scores and maps unseen extremes to 0 and 100', () => {
    const calibration = fitCalibration(raw, 0.01, 50);
    expect(calibratedScore(calibration, 0.5)).toBeLessThan(calibratedScore(calibration, 1));
    expect(calibratedScore(calibration, -1)).toBe(0);
    expect(calibratedScore(calibration, 1e9)).toBe(100);
  });

  it('several models together flag the union share, each fewer', () => {
    const other = Float64Array.from({ length: raw.length }, () => random());
    const everyone = new Uint8Array(raw.length).fill(1);
    const calibrations = jointCalibrations(
      [
        { name: 'a', raw, judged: () => true },
        { name: 'b', raw: other, judged: () => true },
      ],
      everyone,
      0.02,
      50,
    );
    const flaggedByAny = Array.from(raw, (value, index) =>
      Math.max(
        Math.round(calibratedScore(calibrations.a, value)),
        Math.round(calibratedScore(calibrations.b, other[index]!)),
      ),
    );
    expect(share(flaggedByAny, 50)).toBeGreaterThan(0.018);
    expect(share(flaggedByAny, 50)).toBeLessThan(0.022);
    expect(calibrations.a.tail).toBeLessThan(0.02);
  });
});
