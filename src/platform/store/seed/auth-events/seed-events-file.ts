import { access } from 'node:fs/promises';
import { join } from 'node:path';
import type { PlatformConfig } from '../../../config.js';
import { writeAuthEvents, type AuthEventsFiles } from './write-auth-events.js';

export const TRAINING_BUCKET = 'autoaccess-training';
export const LABELS_BUCKET = 'autoaccess-labels';
/** The file the first start writes, which the seeded data source reads. */
const SEED_EVENTS_PATH = 'events/auth-events.jsonl';
export const SEED_DATASOURCE_INPUT = `${TRAINING_BUCKET}/${SEED_EVENTS_PATH}`;

const DAYS = 30;

/** Users for a number of events: about a hundred events each, so each has a habit to learn. */
export function defaultUsersFor(events: number): number {
  return Math.min(20_000, Math.max(20, Math.round(events / 100)));
}

/** The events file of a path in the training bucket, and its labels file in the labels bucket. */
export function authEventsFiles(bucketsDir: string, path: string): AuthEventsFiles {
  return {
    eventsFile: join(bucketsDir, TRAINING_BUCKET, path),
    labelsFile: join(bucketsDir, LABELS_BUCKET, path.replace(/\.jsonl$/, '.labels.jsonl')),
  };
}

/**
 * Writes the seeded sign-in events (AUTOACCESS_SEED_EVENTS of them, over the last 30 days) when
 * the training bucket does not hold them yet: on the first start, and on every start of a
 * platform whose buckets are temporary.
 */
export async function writeSeedEventsIfAbsent(config: PlatformConfig): Promise<void> {
  const files = authEventsFiles(config.bucketsDir, SEED_EVENTS_PATH);
  const present = await access(files.eventsFile).then(
    () => true,
    () => false,
  );
  if (present) return;
  const events = config.AUTOACCESS_SEED_EVENTS;
  const end = new Date(Math.floor(Date.now() / 3_600_000) * 3_600_000);
  await writeAuthEvents(
    { events, users: defaultUsersFor(events), days: DAYS, seed: config.SEED_RANDOM_SEED, end },
    files,
  );
}
