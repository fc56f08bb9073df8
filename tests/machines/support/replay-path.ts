import { expect, vi } from 'vitest';
import { createActor, type AnyMachineSnapshot } from 'xstate';
import type { MachinePath } from '../../../scripts/paths/generate-paths.js';
import type { MachineModel } from '../../../scripts/paths/machine-model.js';
import { classifyEvent, delayMs } from '../../../scripts/paths/path-events.js';
import { settle, stubEffects } from './stubbed-effects.js';

function expectSnapshot(actual: AnyMachineSnapshot, expected: AnyMachineSnapshot, step: number) {
  expect({ step, value: actual.value as unknown, status: actual.status }).toEqual({
    step,
    value: expected.value as unknown,
    status: expected.status,
  });
  expect(actual.context as unknown).toEqual(expected.context as unknown);
}

/**
 * Runs a generated path against a real actor of the production machine with stubbed
 * effects, under fake timers: sent events are sent, `xstate.after.*` advances the clock by
 * the delay (and not a millisecond less), actor results settle the invoked stub.
 */
export async function replayPath(model: MachineModel, path: MachinePath) {
  const effects = stubEffects(model.machine);
  const machine = model.machine.provide({ actors: effects.actors, actions: effects.actions });
  const actor = createActor(machine, { input: path.input });
  actor.start();
  await settle();
  const [start, ...steps] = path.steps;
  if (start) expectSnapshot(actor.getSnapshot(), start.state, 0);
  let before = actor.getSnapshot();
  for (const [index, step] of steps.entries()) {
    const event = classifyEvent(step.event);
    switch (event.kind) {
      case 'wait': {
        const ms = delayMs(model.machine, before, event.delay);
        await vi.advanceTimersByTimeAsync(ms - 1);
        expect(actor.getSnapshot().value).toEqual(before.value);
        await vi.advanceTimersByTimeAsync(1);
        break;
      }
      case 'actorDone':
        effects.resolve(event.actorId, event.output);
        await settle();
        break;
      case 'actorError':
        effects.reject(event.actorId, event.error);
        await settle();
        break;
      case 'send':
        actor.send(event.event);
        await settle();
        break;
      case 'start':
        break;
    }
    expectSnapshot(actor.getSnapshot(), step.state, index + 1);
    before = actor.getSnapshot();
  }
  actor.stop();
  return effects;
}
