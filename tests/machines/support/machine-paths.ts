import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { measureCoverage } from '../../../scripts/paths/coverage.js';
import { generatePaths } from '../../../scripts/paths/generate-paths.js';
import type { MachineModel } from '../../../scripts/paths/machine-model.js';
import { replayPath } from './replay-path.js';

/** One test per generated shortest path, plus the coverage check, for a machine model. */
export function describeMachinePaths(model: MachineModel): void {
  const paths = generatePaths(model, 'shortest');

  describe(`${model.name} generated paths`, () => {
    beforeEach(() => {
      vi.useFakeTimers();
    });
    afterEach(() => {
      vi.useRealTimers();
    });

    for (const path of paths) {
      it(path.name, async () => {
        await replayPath(model, path);
      });
    }

    it(`${model.name}: the generated paths reach every state and take every transition`, () => {
      const coverage = measureCoverage(model, paths);
      expect(coverage.states.unreached).toEqual([]);
      expect(coverage.transitions.uncovered).toEqual([]);
      expect(coverage.complete).toBe(true);
    });
  });
}
