import type { Db } from '../../store/db.js';
import { DATASOURCES } from '../jas/entity-kinds.js';
import { listEntities } from '../jas/entity-store.js';
import { resolveDataFile, splitInput, type DataFile } from '../buckets/resolve-data-file.js';
import { entityScope } from '../pipelines/pipeline-entities.js';

/**
 * The feature mapping of the realm's data source whose input is the file (named the same, or
 * resolving to the same file), or undefined when no data source reads it.
 */
export async function featureMappingOfFile(
  db: Db,
  bucketsDir: string,
  realm: string,
  file: DataFile & { bucket: string; filePath: string },
): Promise<Record<string, string> | undefined> {
  const datasources = await listEntities(db, entityScope(realm, DATASOURCES));
  const mappingOf = (data: Record<string, unknown>) =>
    (data.feature_mapping ?? {}) as Record<string, string>;
  const named = datasources.find((ds) => ds.data.input === `${file.bucket}/${file.filePath}`);
  if (named) return mappingOf(named.data);
  for (const datasource of datasources) {
    const { bucket, filePath } = splitInput(String(datasource.data.input));
    if (bucket !== file.bucket) continue;
    const resolved = await resolveDataFile(bucketsDir, bucket, filePath).catch(() => undefined);
    if (resolved?.path === file.path) return mappingOf(datasource.data);
  }
  return undefined;
}
