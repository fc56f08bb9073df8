import { describe, expect, it } from 'vitest';
import {
  RECOMMENDED_TRAINING_DAYS,
  RECOMMENDED_TRAINING_EVENTS,
  trainingDataAdvice,
} from '../../../../src/platform/autoaccess/pipelines/training-data-advice.js';
import type { SignInEvent } from '../../../../src/platform/risk-engine/sign-in-event.js';

const DAY_MS = 86_400_000;
const START = Date.UTC(2026, 0, 1);

/** `count` events spread evenly over `days` days. */
function events(count: number, days: number): SignInEvent[] {
  return Array.from({ length: count }, (_, index) => ({
    eventId: `e${index}`,
    userId: 'u1',
    ipAddress: '10.0.0.1',
    timestamp: START + (count === 1 ? 0 : Math.round((index * days * DAY_MS) / (count - 1))),
    userAgent: 'Mozilla/5.0',
  }));
}

describe('advice on the training data', () => {
  it('warns when the events are fewer than 1000 and span less than about six months', () => {
    expect(trainingDataAdvice(events(999, 30))).toBe(
      'Only 999 events over 30 days: models trained on less than 1000 events or about six months of data may score poorly.',
    );
    expect(trainingDataAdvice(events(1, 0))).toMatch(/^Only 1 event over 0 days:/);
  });

  it('says nothing with 1000 events, or with six months of fewer', () => {
    expect(trainingDataAdvice(events(RECOMMENDED_TRAINING_EVENTS, 1))).toBeUndefined();
    expect(trainingDataAdvice(events(200, RECOMMENDED_TRAINING_DAYS))).toBeUndefined();
    expect(trainingDataAdvice(events(200, RECOMMENDED_TRAINING_DAYS - 1))).toBeDefined();
  });
});
