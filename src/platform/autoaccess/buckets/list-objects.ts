import { lstat, readdir } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { fileNotFound, bucketRoot, pathSegments, realPathInside } from './bucket-paths.js';
import { createdOf } from './list-buckets.js';

interface ObjectRow {
  name: string;
  extension: string;
  size: number;
  created: string;
  isFolder: boolean;
}

export interface ObjectsPage {
  objects: ObjectRow[];
  total: number;
  start: number;
  pageSize: number;
}

/**
 * One page of the entries of a folder of a bucket: folders first, then files, each by name.
 * Symbolic links are left out, so a listing never shows what lies outside the bucket.
 */
export async function listObjects(
  bucketsDir: string,
  query: { bucket: string; prefix: string; start: number; pageSize: number },
): Promise<ObjectsPage> {
  const root = await bucketRoot(bucketsDir, query.bucket);
  const segments = pathSegments(query.prefix);
  const folder = await realPathInside(root, segments);
  if (!folder || !(await lstat(folder)).isDirectory()) throw fileNotFound(query.prefix);
  const entries = (await readdir(folder, { withFileTypes: true }))
    .filter((entry) => entry.isDirectory() || entry.isFile())
    .sort((a, b) => Number(b.isDirectory()) - Number(a.isDirectory()) || compare(a.name, b.name));
  const page = entries.slice(query.start, query.start + query.pageSize);
  const objects = await Promise.all(
    page.map(async (entry) => {
      const info = await lstat(join(folder, entry.name));
      const isFolder = entry.isDirectory();
      return {
        name: [...segments, entry.name].join('/'),
        extension: isFolder ? '' : extname(entry.name).replace(/^\./, ''),
        size: isFolder ? 0 : info.size,
        created: createdOf(info).toISOString(),
        isFolder,
      };
    }),
  );
  return { objects, total: entries.length, start: query.start, pageSize: query.pageSize };
}

function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
