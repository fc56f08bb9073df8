import { readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { isVisibleBucketName } from './bucket-paths.js';

export interface BucketRow {
  name: string;
  created: string;
}

/** The buckets whose name starts with the prefix, sorted by name, at most `max`. */
export async function listBuckets(
  bucketsDir: string,
  { prefix, max }: { prefix: string; max: number },
): Promise<BucketRow[]> {
  const entries = await readdir(bucketsDir, { withFileTypes: true }).catch(() => []);
  const names = entries
    .filter((entry) => entry.isDirectory() && isVisibleBucketName(entry.name))
    .map((entry) => entry.name)
    .filter((name) => name.startsWith(prefix))
    .sort()
    .slice(0, max);
  return Promise.all(
    names.map(async (name) => {
      const info = await stat(join(bucketsDir, name));
      return { name, created: createdOf(info).toISOString() };
    }),
  );
}

/** When a file was made: its birth time where the file system keeps one, else its change time. */
export function createdOf(info: { birthtimeMs: number; birthtime: Date; ctime: Date }): Date {
  return info.birthtimeMs > 0 ? info.birthtime : info.ctime;
}
