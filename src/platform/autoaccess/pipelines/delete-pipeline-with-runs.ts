import { rm } from 'node:fs/promises';
import type { Db } from '../../store/db.js';
import { deleteEntity, type EntityScope } from '../jas/entity-store.js';
import { deleteExecutionsOf } from './execution-store.js';
import { reportFileOf } from './models-dir.js';

/**
 * Deletes a pipeline definition with what it leaves behind: its runs and their logs in the same
 * transaction, then its Training runs' model and report files. The delete's guards have made
 * sure that no run is active and that no prediction uses its models. Undefined when the
 * definition is not stored at `expectedRev`.
 */
export async function deletePipelineWithRuns(
  db: Db,
  scope: EntityScope,
  definitionId: string,
  expectedRev: number,
) {
  const { removed, modelFiles } = await db.transaction().execute(async (trx) => {
    const removed = await deleteEntity(trx, scope, definitionId, expectedRev);
    const modelFiles = removed ? await deleteExecutionsOf(trx, scope.realm, definitionId) : [];
    return { removed, modelFiles };
  });
  await Promise.all(
    modelFiles.flatMap((file) => [
      rm(file, { force: true }),
      rm(reportFileOf(file), { force: true }),
    ]),
  );
  return removed;
}
