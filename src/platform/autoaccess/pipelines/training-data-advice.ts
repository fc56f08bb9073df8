import type { SignInEvent } from '../../risk-engine/sign-in-event.js';

/** Training data the domain recommends: ideally six months of events, or at least 1000 events. */
export const RECOMMENDED_TRAINING_EVENTS = 1000;
export const RECOMMENDED_TRAINING_DAYS = 182;

const DAY_MS = 86_400_000;

const counted = (count: number, noun: string) => `${count} ${noun}${count === 1 ? '' : 's'}`;

/** A warning for the run's log when the events are fewer and shorter than recommended. */
export function trainingDataAdvice(events: readonly SignInEvent[]): string | undefined {
  if (events.length >= RECOMMENDED_TRAINING_EVENTS) return undefined;
  let first = Number.POSITIVE_INFINITY;
  let last = Number.NEGATIVE_INFINITY;
  for (const { timestamp } of events) {
    first = Math.min(first, timestamp);
    last = Math.max(last, timestamp);
  }
  const days = events.length === 0 ? 0 : Math.floor((last - first) / DAY_MS);
  if (days >= RECOMMENDED_TRAINING_DAYS) return undefined;
  return (
    `Only ${counted(events.length, 'event')} over ${counted(days, 'day')}: models trained on less than ` +
    `${RECOMMENDED_TRAINING_EVENTS} events or about six months of data may score poorly.`
  );
}
