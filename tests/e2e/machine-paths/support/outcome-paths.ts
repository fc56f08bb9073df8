import { stateLabel } from '../../../../scripts/paths/describe-path.js';
import type { MachinePath } from '../../../../scripts/paths/generate-paths.js';

/**
 * How a path ends for the user: refused with the message the machine names (`errorKey` in its
 * context), or done in a final state; undefined for a path that ends anywhere else.
 */
function outcomeOf(path: MachinePath): string | undefined {
  const last = path.steps.at(-1);
  if (!last) return undefined;
  const errorKey: unknown = (last.state.context as { errorKey?: unknown } | undefined)?.errorKey;
  if (typeof errorKey === 'string') return `refused: ${errorKey}`;
  if (last.state.status === 'done') return `${path.scenario}: ${stateLabel(last.state)}`;
  return undefined;
}

/**
 * Tells, for each path in order, whether it is the first to reach its outcome (a success that
 * ends the machine, or one refusal): the paths a plan names for success and each refusal.
 */
export function firstPathPerOutcome(paths: readonly MachinePath[]): Map<MachinePath, boolean> {
  const reached = new Set<string>();
  return new Map(
    paths.map((path) => {
      const outcome = outcomeOf(path);
      const first = outcome !== undefined && !reached.has(outcome);
      if (outcome !== undefined) reached.add(outcome);
      return [path, first];
    }),
  );
}
