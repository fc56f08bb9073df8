import type { AnyEventObject, AnyMachineSnapshot, AnyStateMachine } from 'xstate';

export type PathEvent =
  | { kind: 'start' }
  | { kind: 'wait'; delay: string; stateId: string }
  | { kind: 'actorDone'; actorId: string; output: unknown }
  | { kind: 'actorError'; actorId: string; error: unknown }
  | { kind: 'send'; event: AnyEventObject };

const AFTER = 'xstate.after.';
const DONE = 'xstate.done.actor.';
const ERROR = 'xstate.error.actor.';

export function classifyEvent(event: AnyEventObject): PathEvent {
  const { type } = event;
  if (type === 'xstate.init') return { kind: 'start' };
  if (type.startsWith(AFTER)) {
    const rest = type.slice(AFTER.length);
    const dot = rest.indexOf('.');
    return { kind: 'wait', delay: rest.slice(0, dot), stateId: rest.slice(dot + 1) };
  }
  if (type.startsWith(DONE)) {
    return { kind: 'actorDone', actorId: type.slice(DONE.length), output: event.output };
  }
  if (type.startsWith(ERROR)) {
    return { kind: 'actorError', actorId: type.slice(ERROR.length), error: event.error };
  }
  return { kind: 'send', event };
}

/** Events the machine raises for itself; a traversal must not send them from outside. */
export function isInternalEvent(event: AnyEventObject): boolean {
  return event.type.startsWith('xstate.done.state.');
}

type DelayImplementation = number | ((args: { context: unknown; event: AnyEventObject }) => number);

/** The milliseconds a named (or numeric) delay waits in the given snapshot. */
export function delayMs(
  machine: AnyStateMachine,
  snapshot: AnyMachineSnapshot,
  delay: string,
): number {
  const numeric = Number(delay);
  if (Number.isFinite(numeric)) return numeric;
  const delays = machine.implementations.delays as Record<string, DelayImplementation | undefined>;
  const implementation = delays[delay];
  if (implementation === undefined) throw new Error(`Unknown delay ${delay}`);
  return typeof implementation === 'number'
    ? implementation
    : implementation({ context: snapshot.context, event: { type: 'xstate.after' } });
}

export function formatDuration(ms: number): string {
  if (ms < 1000) return `${ms}ms`;
  const units: Array<[string, number]> = [
    ['d', 86_400_000],
    ['h', 3_600_000],
    ['m', 60_000],
    ['s', 1000],
  ];
  const parts: string[] = [];
  let rest = ms;
  for (const [unit, size] of units) {
    const amount = Math.floor(rest / size);
    if (amount > 0) parts.push(`${amount}${unit}`);
    rest -= amount * size;
  }
  if (rest > 0) parts.push(`${rest}ms`);
  return parts.join(' ');
}
