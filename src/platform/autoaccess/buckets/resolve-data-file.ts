import { readdir, stat } from 'node:fs/promises';
import { extname } from 'node:path';
import { badRequest } from '../../http/errors.js';
import { bucketRoot, fileNotFound, pathSegments, realPathInside } from './bucket-paths.js';

const DATA_EXTENSIONS = new Set(['.json', '.jsonl']);

const emptyFile = (path: string) =>
  badRequest(`file is empty: ${path} (a data file needs at least one JSON record)`);
const unsupportedFile = (path: string) =>
  badRequest(`not a data file: ${path} (a data file is .json or .jsonl)`);

export interface DataFile {
  /** The real path on disk, inside the bucket. */
  path: string;
  kind: 'json' | 'jsonl';
}

function wildcardPattern(segment: string): RegExp {
  const escaped = segment.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replaceAll('*', '.*');
  return new RegExp(`^${escaped}$`);
}

/** The paths (as segments) a pattern names, each `*` matching within one segment. */
async function expand(root: string, pattern: string[]): Promise<string[][]> {
  let candidates: string[][] = [[]];
  for (const segment of pattern) {
    if (!segment.includes('*')) {
      candidates = candidates.map((path) => [...path, segment]);
      continue;
    }
    const matcher = wildcardPattern(segment);
    const next: string[][] = [];
    for (const path of candidates) {
      const folder = await realPathInside(root, path);
      if (!folder) continue;
      const names = await readdir(folder).catch(() => []);
      for (const name of names.filter((entry) => matcher.test(entry)).sort()) {
        next.push([...path, name]);
      }
    }
    candidates = next;
  }
  return candidates;
}

/**
 * The data file at `segments`; `empty` for a data file with nothing in it, `unsupported` for a
 * file of another type; else undefined.
 */
async function asDataFile(
  root: string,
  segments: string[],
): Promise<DataFile | 'empty' | 'unsupported' | undefined> {
  const path = await realPathInside(root, segments);
  if (!path) return undefined;
  const info = await stat(path);
  if (!info.isFile()) return undefined;
  const extension = extname(segments.at(-1) ?? '').toLowerCase();
  if (!DATA_EXTENSIONS.has(extension)) return 'unsupported';
  if (info.size === 0) return 'empty';
  return { path, kind: extension === '.json' ? 'json' : 'jsonl' };
}

/**
 * The file a data source path names inside a bucket: a non-empty .json or .jsonl file. A `*`
 * matches within a segment (`events/*.jsonl`); the first match by name is taken.
 */
export async function resolveDataFile(
  bucketsDir: string,
  bucket: string,
  filePath: string,
): Promise<DataFile> {
  const root = await bucketRoot(bucketsDir, bucket);
  const pattern = pathSegments(filePath);
  if (pattern.length === 0) throw fileNotFound(filePath);
  let found: 'empty' | 'unsupported' | undefined;
  for (const candidate of await expand(root, pattern)) {
    const file = await asDataFile(root, candidate);
    if (file === 'empty') found = 'empty';
    else if (file === 'unsupported') found ??= 'unsupported';
    else if (file) return file;
  }
  if (found === 'empty') throw emptyFile(filePath);
  throw found === 'unsupported' ? unsupportedFile(filePath) : fileNotFound(filePath);
}

/** Splits a data source's `input` ("<bucket>/<filePath>") into its two parts. */
export function splitInput(input: string): { bucket: string; filePath: string } {
  const slash = input.indexOf('/');
  if (slash <= 0) return { bucket: input, filePath: '' };
  return { bucket: input.slice(0, slash), filePath: input.slice(slash + 1) };
}
