import type { AnyStateMachine } from 'xstate';

/** Named actions that touch the outside world: plain functions, unlike assign, emit or raise. */
export function effectActionNames(machine: AnyStateMachine): string[] {
  return Object.entries(machine.implementations.actions)
    .filter(
      ([, implementation]) =>
        typeof implementation === 'function' && !('resolve' in implementation),
    )
    .map(([name]) => name);
}

/** Named actors: every one of them is an effect supplied by the page. */
export function effectActorNames(machine: AnyStateMachine): string[] {
  return Object.keys(machine.implementations.actors);
}
