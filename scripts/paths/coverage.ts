import {
  createEmptyActor,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type AnyStateNode,
  type AnyTransitionDefinition,
} from 'xstate';
import { getStateNodes } from 'xstate/graph';
import type { MachinePath } from './generate-paths.js';
import type { MachineModel } from './machine-model.js';

export interface TransitionInfo {
  /** `<source state id> <event> #<index among that event's transitions>` */
  id: string;
  source: string;
  event: string;
  targets: string[];
  guard: string | undefined;
}

interface CoverageCount {
  covered: number;
  total: number;
}

export interface MachineCoverage {
  machine: string;
  paths: number;
  states: CoverageCount & { unreached: string[] };
  transitions: CoverageCount & { uncovered: TransitionInfo[] };
  complete: boolean;
}

export const ALWAYS_EVENT = 'always';

/** Every state node except the root, in document order. */
function machineStates(machine: AnyStateMachine): AnyStateNode[] {
  return getStateNodes(machine.root);
}

function guardName(transition: AnyTransitionDefinition): string | undefined {
  const { guard } = transition;
  if (guard === undefined) return undefined;
  if (typeof guard === 'string') return guard;
  if (typeof guard === 'object' && 'type' in guard) return String(guard.type);
  return 'inline guard';
}

/** Every transition definition of the machine, `always` and delayed ones included. */
export function machineTransitions(
  machine: AnyStateMachine,
): Map<AnyTransitionDefinition, TransitionInfo> {
  const transitions = new Map<AnyTransitionDefinition, TransitionInfo>();
  for (const node of [machine.root, ...machineStates(machine)]) {
    const groups: Array<[string, readonly AnyTransitionDefinition[]]> = [
      ...node.transitions.entries(),
    ];
    if (node.always) groups.push([ALWAYS_EVENT, node.always]);
    for (const [event, definitions] of groups) {
      definitions.forEach((transition, index) => {
        transitions.set(transition, {
          id: `${node.id} ${event} #${index + 1}`,
          source: node.id,
          event,
          targets: (transition.target ?? []).map((target) => target.id),
          guard: guardName(transition),
        });
      });
    }
  }
  return transitions;
}

interface Observed {
  states: Set<string>;
  transitions: Set<AnyTransitionDefinition>;
}

/** An actor scope whose system reports each microstep, so pure transitions reveal what they took. */
type MachineScope = Parameters<AnyStateMachine['transition']>[2];

function observingScope(observed: Observed): MachineScope {
  const actor = createEmptyActor();
  actor.system.inspect({
    next: (inspection) => {
      if (inspection.type !== '@xstate.microstep') return;
      (inspection.snapshot as unknown as AnyMachineSnapshot)._nodes.forEach((node) =>
        observed.states.add(node.id),
      );
      inspection._transitions.forEach((transition) => {
        observed.transitions.add(transition);
        for (let node: AnyStateNode | undefined = transition.source; node; node = node.parent) {
          observed.states.add(node.id);
        }
      });
    },
  });
  return {
    self: actor,
    id: '',
    sessionId: 'paths',
    logger: () => undefined,
    defer: () => undefined,
    system: actor.system,
    stopChild: () => undefined,
    emit: () => undefined,
    actionExecutor: () => undefined,
  } as unknown as MachineScope;
}

/** Replays the paths through the machine's pure transition function and counts what they reach. */
export function measureCoverage(
  model: MachineModel,
  paths: readonly MachinePath[],
): MachineCoverage {
  const { machine } = model;
  const observed: Observed = { states: new Set(), transitions: new Set() };
  const scope = observingScope(observed);
  for (const scenario of model.scenarios) {
    const initial = machine.getInitialSnapshot(scope, scenario.input) as AnyMachineSnapshot;
    initial._nodes.forEach((node) => observed.states.add(node.id));
  }
  for (const path of paths) {
    path.steps.forEach((step, i) => {
      step.state._nodes.forEach((node) => observed.states.add(node.id));
      const previous = path.steps[i - 1];
      if (previous) machine.transition(previous.state, step.event, scope);
    });
  }
  const states = machineStates(machine).map((node) => node.id);
  const transitions = machineTransitions(machine);
  const unreached = states.filter((id) => !observed.states.has(id));
  const uncovered = [...transitions].filter(
    ([definition]) => !observed.transitions.has(definition),
  );
  return {
    machine: model.name,
    paths: paths.length,
    states: { covered: states.length - unreached.length, total: states.length, unreached },
    transitions: {
      covered: transitions.size - uncovered.length,
      total: transitions.size,
      uncovered: uncovered.map(([, info]) => info),
    },
    complete: unreached.length === 0 && uncovered.length === 0,
  };
}
