import { createActor, type Actor, type AnyStateMachine, type InputFrom } from 'xstate';
import { settle, stubEffects } from './stubbed-effects.js';

/** Starts a production machine with every effect stubbed. */
export async function startStubbed<TMachine extends AnyStateMachine>(
  machine: TMachine,
  ...[input]: undefined extends InputFrom<TMachine>
    ? [input?: InputFrom<TMachine>]
    : [input: InputFrom<TMachine>]
) {
  const effects = stubEffects(machine);
  const provided = machine.provide({ actors: effects.actors, actions: effects.actions });
  const actor = createActor(provided, { input } as never) as unknown as Actor<TMachine>;
  actor.start();
  await settle();
  return { actor, effects };
}
