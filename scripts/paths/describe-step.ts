import type { AnyMachineSnapshot } from 'xstate';
import { errorText, stateLabel, summarize, waitLabel } from './describe-path.js';
import type { PathEffect, PathStep } from './generate-paths.js';
import type { MachineModel } from './machine-model.js';
import { classifyEvent, delayMs } from './path-events.js';

const MAX_JSON = 200;

export function compactJson(value: unknown): string {
  const json = JSON.stringify(value) ?? 'undefined';
  return json.length > MAX_JSON ? `${json.slice(0, MAX_JSON - 1)}…` : json;
}

function delayName(afterEventType: string): string {
  const kind = classifyEvent({ type: afterEventType });
  return kind.kind === 'wait' ? kind.delay : afterEventType;
}

export function describeEffect(effect: PathEffect): string {
  switch (effect.kind) {
    case 'action':
      return effect.params === undefined
        ? `runs \`${effect.name}\``
        : `runs \`${effect.name}\` with \`${compactJson(effect.params)}\``;
    case 'invoke':
      return effect.input === undefined
        ? `calls \`${effect.src}\``
        : `calls \`${effect.src}\` with \`${compactJson(effect.input)}\``;
    case 'emit':
      return `emits \`${compactJson(effect.event)}\``;
    case 'timer':
      return `starts the \`${delayName(effect.event)}\` timer (${waitLabel(effect.delayMs)})`;
  }
}

/** The instruction for one step: what to do to the machine. */
export function describeAction(
  model: MachineModel,
  step: PathStep,
  before: AnyMachineSnapshot,
): string {
  const note = model.describeEvent?.(step.event);
  const action = instruction(model, step, before);
  return note ? `${action} (${note})` : action;
}

function instruction(model: MachineModel, step: PathStep, before: AnyMachineSnapshot): string {
  const event = classifyEvent(step.event);
  switch (event.kind) {
    case 'start':
      return 'Start the machine';
    case 'wait':
      return `Wait ${waitLabel(delayMs(model.machine, before, event.delay))} (\`${event.delay}\`)`;
    case 'actorDone':
      return event.output === undefined
        ? `Let \`${event.actorId}\` succeed`
        : `Let \`${event.actorId}\` succeed with \`${compactJson(event.output)}\``;
    case 'actorError':
      return `Let \`${event.actorId}\` fail with ${errorText(event.error)}`;
    case 'send': {
      const { type, ...payload } = event.event;
      return Object.keys(payload).length === 0
        ? `Send \`${type}\``
        : `Send \`${type}\` with \`${compactJson(payload)}\``;
    }
  }
}

/** Context entries that differ between two snapshots, summarized. */
function contextChanges(
  before: AnyMachineSnapshot | undefined,
  after: AnyMachineSnapshot,
): string[] {
  const previous = (before?.context ?? {}) as Record<string, unknown>;
  const next = (after.context ?? {}) as Record<string, unknown>;
  return Object.keys(next)
    .filter((key) => JSON.stringify(previous[key]) !== JSON.stringify(next[key]))
    .map((key) => `\`${key}\` = ${summarize(next[key], 1)}`);
}

export function describeOutcome(step: PathStep, before: AnyMachineSnapshot | undefined): string {
  const parts = [`expect state \`${stateLabel(step.state)}\``];
  if (step.state.status === 'done') parts[0] += ' (final)';
  const effects = step.effects.map(describeEffect);
  if (effects.length > 0) parts.push(effects.join(', '));
  const changes = contextChanges(before, step.state);
  if (changes.length > 0 && before) parts.push(`context: ${changes.join(', ')}`);
  return parts.join('; ');
}
