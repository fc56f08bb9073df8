import type {
  AnyEventObject,
  AnyStateMachine,
  EventFromLogic,
  InputFrom,
  SnapshotFrom,
} from 'xstate';

export interface ActorDoneEvent {
  type: `xstate.done.actor.${string}`;
  output: unknown;
}

export interface ActorErrorEvent {
  type: `xstate.error.actor.${string}`;
  error: unknown;
}

type ModelEvent<TMachine extends AnyStateMachine> =
  EventFromLogic<TMachine> | ActorDoneEvent | ActorErrorEvent;

export interface Scenario<TInput> {
  name: string;
  input: TInput;
}

/**
 * How a production machine is explored: the inputs it starts from and, per snapshot, the
 * events the traversal tries (with payloads, including what invoked actors answer).
 * Delays need no listing: every pending `after` is tried.
 */
export interface MachineModel<TMachine extends AnyStateMachine = AnyStateMachine> {
  name: string;
  file: string;
  machine: TMachine;
  scenarios: ReadonlyArray<Scenario<InputFrom<TMachine>>>;
  events(snapshot: SnapshotFrom<TMachine>): ReadonlyArray<ModelEvent<TMachine>>;
  /** What distinguishes two snapshots for the traversal; the whole context when absent. */
  stateKey?(snapshot: SnapshotFrom<TMachine>): unknown;
  /** A short human reading of an event's payload, e.g. "idle expiry in 10m". */
  describeEvent?(event: AnyEventObject): string | undefined;
}

export function defineModel<TMachine extends AnyStateMachine>(
  model: MachineModel<TMachine>,
): MachineModel {
  return model;
}

export function actorDone(id: string, output?: unknown): ActorDoneEvent {
  return { type: `xstate.done.actor.${id}`, output };
}

export function actorError(id: string, message: string): ActorErrorEvent {
  return { type: `xstate.error.actor.${id}`, error: { message } };
}
