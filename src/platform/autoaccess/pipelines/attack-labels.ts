import { access } from 'node:fs/promises';
import { relative } from 'node:path';
import { bucketRoot } from '../buckets/bucket-paths.js';
import { authEventsFiles, TRAINING_BUCKET } from '../../store/seed/auth-events/seed-events-file.js';
import { dataRecords } from './data-records.js';

/**
 * The labels file of an events file of the training bucket (the seed writes one beside each
 * file it generates, in the labels bucket), when there is one.
 */
export async function labelsFileOf(
  bucketsDir: string,
  bucket: string,
  eventsPath: string,
): Promise<string | undefined> {
  if (bucket !== TRAINING_BUCKET) return undefined;
  const path = relative(await bucketRoot(bucketsDir, bucket), eventsPath);
  const { labelsFile } = authEventsFiles(bucketsDir, path);
  return access(labelsFile).then(
    () => labelsFile,
    () => undefined,
  );
}

/** eventId → attack kind, from a labels file (one `{eventId, attack, campaignId}` a line). */
export async function readAttackLabels(labelsFile: string): Promise<Map<string, string>> {
  const labels = new Map<string, string>();
  for await (const { record } of dataRecords({ path: labelsFile, kind: 'jsonl' })) {
    if (typeof record.eventId === 'string' && typeof record.attack === 'string') {
      labels.set(record.eventId, record.attack);
    }
  }
  return labels;
}
