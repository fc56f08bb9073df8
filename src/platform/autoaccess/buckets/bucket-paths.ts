import { lstat, realpath } from 'node:fs/promises';
import { isAbsolute, join, relative } from 'node:path';
import { badRequest, notFound } from '../../http/errors.js';
import { LABELS_BUCKET } from '../../store/seed/auth-events/seed-events-file.js';

const BUCKET_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,62}$/;
const MAX_PATH_LENGTH = 1024;

const bucketNotFound = (bucket: string) => notFound(`bucket not found: ${bucket}`);
export const fileNotFound = (path: string) => notFound(`file not found: ${path}`);

/** The bucket names a caller may see: folders with a plain name, not the attack labels' bucket. */
export function isVisibleBucketName(name: string): boolean {
  return BUCKET_NAME.test(name) && !name.includes('..') && name !== LABELS_BUCKET;
}

function isInside(root: string, path: string): boolean {
  const rel = relative(root, path);
  return rel === '' || (!rel.startsWith('..') && !isAbsolute(rel));
}

/** The real folder of a bucket, or 404 when there is none by that name. */
export async function bucketRoot(bucketsDir: string, bucket: string): Promise<string> {
  if (!isVisibleBucketName(bucket)) throw bucketNotFound(bucket);
  try {
    const root = await realpath(join(bucketsDir, bucket));
    const rootsDir = await realpath(bucketsDir);
    if (!isInside(rootsDir, root) || !(await lstat(root)).isDirectory()) {
      throw bucketNotFound(bucket);
    }
    return root;
  } catch {
    throw bucketNotFound(bucket);
  }
}

/**
 * The segments of a path inside a bucket: relative, with no `.` or `..` segment, so that
 * nothing names a place outside it (symbolic links are checked when the path is resolved).
 */
export function pathSegments(path: string): string[] {
  if (path.length > MAX_PATH_LENGTH) throw badRequest(`path longer than ${MAX_PATH_LENGTH}`);
  const trimmed = path.replace(/\/+$/, '');
  if (trimmed === '') return [];
  if (trimmed.startsWith('/') || trimmed.includes('\\') || /^[A-Za-z]:/.test(trimmed)) {
    throw badRequest(`invalid path: ${path}`);
  }
  const segments = trimmed.split('/');
  if (segments.some((segment) => segment === '' || segment === '.' || segment === '..')) {
    throw badRequest(`invalid path: ${path}`);
  }
  return segments;
}

/**
 * The real path of an entry of the bucket, or undefined when it does not exist or leads out of
 * the bucket (through a symbolic link).
 */
export async function realPathInside(
  root: string,
  segments: string[],
): Promise<string | undefined> {
  try {
    const real = await realpath(join(root, ...segments));
    return isInside(root, real) ? real : undefined;
  } catch {
    return undefined;
  }
}
