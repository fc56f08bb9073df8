import { relative } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { runLockMode } from './run-lock-mode.js';

/**
 * Vitest's order, except that the e2e files that hold the run alone go before those that share
 * it. Interleaved, each exclusive file would wait for the other workers' files to end, with fewer
 * files running meanwhile; back to back, they follow each other and the shared files then run
 * side by side to the end.
 */
export class ExclusiveFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const isE2e = (file: TestSpecification) => file.project.name === 'e2e';
    const exclusive = (file: TestSpecification) =>
      runLockMode(relative(this.ctx.config.root, file.moduleId)) === 'exclusive';
    const e2e = sorted.filter(isE2e);
    const reordered = [...e2e.filter(exclusive), ...e2e.filter((file) => !exclusive(file))];
    return sorted.map((file) => (isE2e(file) ? reordered.shift()! : file));
  }
}
