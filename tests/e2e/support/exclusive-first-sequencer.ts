import { relative } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { stackLockMode } from './stack-sharing.js';

/**
 * Vitest's order, except that the e2e files that hold the stack alone go before those that share
 * it. Interleaved, each exclusive file would wait for the other worker's file to end, with one
 * file running meanwhile; back to back, they follow each other and the shared files then run in
 * pairs to the end.
 */
export class ExclusiveFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const isE2e = (file: TestSpecification) => file.project.name === 'e2e';
    const exclusive = (file: TestSpecification) =>
      stackLockMode(relative(this.ctx.config.root, file.moduleId)) === 'exclusive';
    const e2e = sorted.filter(isE2e);
    const reordered = [...e2e.filter(exclusive), ...e2e.filter((file) => !exclusive(file))];
    return sorted.map((file) => (isE2e(file) ? reordered.shift()! : file));
  }
}
