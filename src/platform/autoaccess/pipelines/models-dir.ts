import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PlatformConfig } from '../../config.js';

export interface ModelsDir {
  /** `DATA_DIR/autoaccess-models`, or a folder under the system's temp dir for memory://. */
  path: string;
  /** The folder belongs to this in-memory platform and goes when it closes. */
  isTemporary: boolean;
}

let temporaryModelsDirs = 0;

/** Where trained models are written, following how the buckets' folder is chosen. */
export function modelsDirOf(config: Pick<PlatformConfig, 'DATA_DIR'>): ModelsDir {
  if (!config.DATA_DIR.startsWith('memory://')) {
    return { path: join(config.DATA_DIR, 'autoaccess-models'), isTemporary: false };
  }
  temporaryModelsDirs += 1;
  const name = `identity-console-models-${process.pid}-${Date.now()}-${temporaryModelsDirs}`;
  return { path: join(tmpdir(), name), isTemporary: true };
}

/** The model file a Training run writes. */
export function modelFileOf(modelsDir: string, realm: string, executionId: string): string {
  return join(modelsDir, encodeURIComponent(realm), `${executionId}.json`);
}

/** The models report a Training run writes beside its model file. */
export function reportFileOf(modelFile: string): string {
  return modelFile.replace(/\.json$/, '.report.json');
}
