import { rm } from 'node:fs/promises';
import type { Db } from '../../store/db.js';
import { deleteExecutionsOf } from './execution-store.js';
import { reportFileOf } from './models-dir.js';

/**
 * What a deleted pipeline leaves behind: its runs, their logs, and its Training runs' model and
 * report files. The delete's guards have made sure that no run is active and that no prediction
 * uses its models.
 */
export async function forgetPipelineRuns(db: Db, realm: string, definitionId: string) {
  const modelFiles = await deleteExecutionsOf(db, realm, definitionId);
  await Promise.all(
    modelFiles.flatMap((file) => [
      rm(file, { force: true }),
      rm(reportFileOf(file), { force: true }),
    ]),
  );
}
