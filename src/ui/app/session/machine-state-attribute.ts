import { useEffect } from 'react';
import type { AnyActorRef, StateValue } from 'xstate';

function stateLabel(value: StateValue): string {
  if (typeof value === 'string') return value;
  return Object.entries(value)
    .map(([key, child]) => (child === undefined ? key : `${key}.${stateLabel(child)}`))
    .join(' + ');
}

/** The `<html data-…>` attributes machines mirror their state on. */
export type MachineStateAttribute =
  'idleState' | 'sessionState' | 'requestCartState' | 'certificationState';

/**
 * A test hook: mirrors a machine's state on `<html data-…>` (e.g. `data-idle-state="idle.timed"`)
 * as soon as it transitions, so end-to-end tests can follow the machine step by step.
 */
export function useMachineStateAttribute(actor: AnyActorRef, name: MachineStateAttribute): void {
  useEffect(() => {
    const root = document.documentElement;
    const show = (snapshot: { value: StateValue }) => {
      root.dataset[name] = stateLabel(snapshot.value);
    };
    show(actor.getSnapshot() as { value: StateValue });
    const subscription = actor.subscribe((snapshot: { value: StateValue }) => show(snapshot));
    return () => {
      subscription.unsubscribe();
      delete root.dataset[name];
    };
  }, [actor, name]);
}
