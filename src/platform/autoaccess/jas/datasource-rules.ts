import { badRequest, CrestError } from '../../http/errors.js';
import { resolveDataFile, splitInput } from '../buckets/resolve-data-file.js';
import { AUTHENTICATION_FEATURES } from './entity-definitions.js';

/**
 * Checks what a data source's record refers to: its input names a data file of a bucket, and its
 * mapping only features of the authentication definition. A bad reference is a 400.
 */
export async function checkDatasourceRecord(
  bucketsDir: string,
  record: Record<string, unknown>,
): Promise<void> {
  const mapping = (record.feature_mapping ?? {}) as Record<string, string>;
  const unknown = Object.keys(mapping).filter((key) => !AUTHENTICATION_FEATURES.includes(key));
  if (unknown.length > 0) throw badRequest(`unknown features: ${unknown.join(', ')}`);
  const { bucket, filePath } = splitInput(String(record.input));
  try {
    await resolveDataFile(bucketsDir, bucket, filePath);
  } catch (error) {
    if (error instanceof CrestError && error.code === 404) throw badRequest(error.message);
    throw error;
  }
}
