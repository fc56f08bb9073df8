import { stateLabel } from '../../../../scripts/paths/describe-path.js';
import type { MachinePath } from '../../../../scripts/paths/generate-paths.js';

/** The start and each step of a path, as strings that are equal when two paths share them. */
function stepKeys(path: MachinePath): string[] {
  const [first, ...steps] = path.steps;
  if (!first) return [];
  let before = stateLabel(first.state);
  const keys = [`start ${path.scenario}: ${before}`];
  for (const step of steps) {
    const after = stateLabel(step.state);
    keys.push(`${before} ${JSON.stringify(step.event)} ${after}`);
    before = after;
  }
  return keys;
}

/**
 * Tells, for each path in order, whether every step it takes (and its start) was already taken by
 * an earlier path.
 */
export function repeatedPaths(paths: readonly MachinePath[]): Map<MachinePath, boolean> {
  const taken = new Set<string>();
  return new Map(
    paths.map((path) => {
      const keys = stepKeys(path);
      const repeated = keys.every((key) => taken.has(key));
      keys.forEach((key) => taken.add(key));
      return [path, repeated];
    }),
  );
}
