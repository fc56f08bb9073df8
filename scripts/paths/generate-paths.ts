import {
  initialTransition,
  transition,
  type AnyEventObject,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type AnyStateNode,
} from 'xstate';
import { getShortestPaths, getSimplePaths } from 'xstate/graph';
import { eventLabel, stateLabel } from './describe-path.js';
import type { MachineModel, Scenario } from './machine-model.js';
import { classifyEvent, isInternalEvent } from './path-events.js';

export const PATH_STRATEGIES = ['shortest', 'simple'] as const;
export type PathStrategy = (typeof PATH_STRATEGIES)[number];

export type PathEffect =
  | { kind: 'action'; name: string; params: unknown }
  | { kind: 'invoke'; src: string; id: string; input: unknown }
  | { kind: 'emit'; event: AnyEventObject }
  | { kind: 'timer'; event: string; delayMs: number };

export interface PathStep {
  event: AnyEventObject;
  /** The snapshot after the event. */
  state: AnyMachineSnapshot;
  /** What the machine asks of the outside world while taking the event. */
  effects: PathEffect[];
}

export interface MachinePath {
  machine: string;
  scenario: string;
  input: unknown;
  name: string;
  /** The first step is the start (`xstate.init`) and its initial snapshot. */
  steps: PathStep[];
}

function snapshotKey(model: MachineModel, snapshot: AnyMachineSnapshot): string {
  return JSON.stringify({
    value: snapshot.value as unknown,
    status: snapshot.status,
    key: model.stateKey ? model.stateKey(snapshot) : (snapshot.context as unknown),
  });
}

/**
 * Each vertex is the transition that reached a snapshot, so that every edge of the
 * state graph, self-loops included, ends some path.
 */
function edgeKey(
  model: MachineModel,
  snapshot: AnyMachineSnapshot,
  event: AnyEventObject | undefined,
  previous: AnyMachineSnapshot | undefined,
): string {
  const key = snapshotKey(model, snapshot);
  return event && previous
    ? `${snapshotKey(model, previous)} ${JSON.stringify(event)} ${key}`
    : key;
}

/** The model's events that the snapshot handles, and every delay it is waiting on. */
function candidateEvents(model: MachineModel, snapshot: AnyMachineSnapshot): AnyEventObject[] {
  const nodes: AnyStateNode[] = snapshot._nodes;
  const handled = new Set(nodes.flatMap((node) => node.ownEvents as string[]));
  const delays = [...handled]
    .filter((type) => classifyEvent({ type }).kind === 'wait')
    .map((type) => ({ type }));
  const offered = (model.events(snapshot) as AnyEventObject[]).filter((event) =>
    handled.has(event.type),
  );
  return [...offered, ...delays];
}

interface ExecutableAction {
  type: string;
  params?: unknown;
}

function effectsOf(actions: readonly ExecutableAction[]): PathEffect[] {
  return actions.flatMap((action): PathEffect[] => {
    const params = (action.params ?? {}) as Record<string, unknown>;
    switch (action.type) {
      case 'xstate.spawnChild':
        return [
          { kind: 'invoke', src: String(params.src), id: String(params.id), input: params.input },
        ];
      case 'xstate.emit':
        return [{ kind: 'emit', event: params.event as AnyEventObject }];
      case 'xstate.raise':
        return typeof params.delay === 'number'
          ? [
              {
                kind: 'timer',
                event: (params.event as AnyEventObject).type,
                delayMs: params.delay,
              },
            ]
          : [];
      default:
        return action.type.startsWith('xstate.')
          ? []
          : [{ kind: 'action', name: action.type, params: action.params }];
    }
  });
}

/**
 * Recomputes a path's snapshots from its events alone, so that every step is exactly what
 * the machine does, whatever representative the traversal merged it with.
 */
function replayEvents(
  machine: AnyStateMachine,
  input: unknown,
  events: readonly AnyEventObject[],
): PathStep[] {
  const [initial, initialActions] = initialTransition(machine, input);
  const steps: PathStep[] = [
    { event: { type: 'xstate.init' }, state: initial, effects: effectsOf(initialActions) },
  ];
  let current: AnyMachineSnapshot = initial;
  for (const event of events) {
    if (!current.can(event)) {
      throw new Error(
        `${machine.id}: ${event.type} is not accepted in ${JSON.stringify(current.value)}; the model's stateKey merges snapshots that behave differently`,
      );
    }
    const [next, actions] = transition(machine, current, event);
    steps.push({ event, state: next, effects: effectsOf(actions) });
    current = next;
  }
  return steps;
}

function isPrefix(shorter: PathStep[], longer: PathStep[]): boolean {
  return (
    shorter.length <= longer.length &&
    shorter.every((step, i) => JSON.stringify(step.event) === JSON.stringify(longer[i]?.event))
  );
}

/** Drops every path that another path of the same scenario extends. */
function withoutPrefixes<T extends { scenario: string; steps: PathStep[] }>(paths: T[]): T[] {
  const longestFirst = [...paths].sort((a, b) => b.steps.length - a.steps.length);
  const kept: T[] = [];
  for (const path of longestFirst) {
    const extended = kept.some(
      (other) => other.scenario === path.scenario && isPrefix(path.steps, other.steps),
    );
    if (!extended) kept.push(path);
  }
  return kept;
}

function pathName(model: MachineModel, scenario: string, steps: PathStep[]): string {
  const head = model.scenarios.length > 1 ? `${model.name} [${scenario}]` : model.name;
  const [first, ...rest] = steps;
  const parts = first ? [stateLabel(first.state)] : [];
  rest.forEach((step, i) => {
    parts.push(eventLabel(model, step.event, steps[i]?.state), stateLabel(step.state));
  });
  return `${head}: ${parts.join(' → ')}`;
}

function uniqueNames(paths: Array<Omit<MachinePath, 'name'> & { name: string }>): MachinePath[] {
  const seen = new Map<string, number>();
  return paths.map((path) => {
    const count = (seen.get(path.name) ?? 0) + 1;
    seen.set(path.name, count);
    return count === 1 ? path : { ...path, name: `${path.name} #${count}` };
  });
}

function traverse(model: MachineModel, scenario: Scenario<unknown>, strategy: PathStrategy) {
  const generate = strategy === 'simple' ? getSimplePaths : getShortestPaths;
  return generate(model.machine, {
    input: scenario.input,
    events: (snapshot) => candidateEvents(model, snapshot),
    filterEvents: (snapshot, event: AnyEventObject) =>
      !isInternalEvent(event) && (snapshot as AnyMachineSnapshot).can(event),
    serializeState: (snapshot, event, previous) =>
      strategy === 'simple'
        ? snapshotKey(model, snapshot)
        : edgeKey(
            model,
            snapshot as AnyMachineSnapshot,
            event as AnyEventObject | undefined,
            previous as AnyMachineSnapshot | undefined,
          ),
  }).map((path) => ({
    machine: model.name,
    scenario: scenario.name,
    input: scenario.input,
    steps: replayEvents(
      model.machine,
      scenario.input,
      path.steps.slice(1).map((step) => step.event as AnyEventObject),
    ),
  }));
}

/**
 * Paths generated from the production machine, one traversal per scenario.
 * `shortest`: the shortest path through every transition the model's events reach.
 * `simple`: every simple path to every state, plus the shortest path through each
 * transition that no simple path takes (self-loops, edges into states already visited).
 */
export function generatePaths(
  model: MachineModel,
  strategy: PathStrategy = 'shortest',
): MachinePath[] {
  const paths = model.scenarios.flatMap((scenario) => [
    ...(strategy === 'simple' ? traverse(model, scenario, 'simple') : []),
    ...traverse(model, scenario, 'shortest'),
  ]);
  const order = new Map(model.scenarios.map((scenario, i) => [scenario.name, i]));
  return uniqueNames(
    withoutPrefixes(paths)
      .map((path) => ({ ...path, name: pathName(model, path.scenario, path.steps) }))
      .sort(
        (a, b) =>
          (order.get(a.scenario) ?? 0) - (order.get(b.scenario) ?? 0) ||
          a.name.localeCompare(b.name),
      ),
  );
}
