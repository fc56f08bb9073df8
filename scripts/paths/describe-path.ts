import type { AnyEventObject, AnyMachineSnapshot, StateValue } from 'xstate';
import type { MachineModel } from './machine-model.js';
import { classifyEvent, delayMs, formatDuration } from './path-events.js';

function valuePaths(value: StateValue): string[] {
  if (typeof value === 'string') return [value];
  return Object.entries(value).flatMap(([key, child]) =>
    child === undefined ? [key] : valuePaths(child).map((rest) => `${key}.${rest}`),
  );
}

/** A state value as dotted paths, regions joined by " + ". */
export function stateLabel(snapshot: AnyMachineSnapshot): string {
  return valuePaths(snapshot.value as StateValue).join(' + ');
}

const MAX_TEXT = 32;

export function summarize(value: unknown, depth = 0): string {
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'string') {
    return value.length > MAX_TEXT ? `"${value.slice(0, MAX_TEXT - 1)}…"` : `"${value}"`;
  }
  if (typeof value !== 'object') return JSON.stringify(value) ?? typeof value;
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]';
    const items = value.map((item) => summarize(item, depth + 1));
    const joined = items.join(', ');
    return value.length <= 3 && joined.length <= 48 ? `[${joined}]` : `[${value.length} items]`;
  }
  const record = value as Record<string, unknown>;
  if (depth > 0 && typeof record.id === 'string') return record.id;
  if (depth > 1) return '{…}';
  const entries = Object.entries(record).filter(([, entry]) => entry !== undefined);
  const shown = entries
    .slice(0, 4)
    .map(([key, entry]) => `${key}: ${summarize(entry, depth + 1)}`)
    .join(', ');
  return `{${shown}${entries.length > 4 ? ', …' : ''}}`;
}

function payloadOf(event: AnyEventObject): Record<string, unknown> {
  const { type: _type, ...payload } = event;
  return payload;
}

function hasPayload(event: AnyEventObject): boolean {
  return Object.keys(payloadOf(event)).length > 0;
}

function payloadSummary(event: AnyEventObject): string {
  return summarize(payloadOf(event));
}

export function errorText(error: unknown): string {
  if (typeof error === 'object' && error !== null && 'message' in error) {
    return summarize(error.message);
  }
  return summarize(error, 1);
}

export function waitLabel(ms: number): string {
  return ms < 100_000 && ms % 1000 === 0 ? `${ms / 1000}s` : formatDuration(ms);
}

/** A short label for one step's event, read in the snapshot before it. */
export function eventLabel(
  model: MachineModel,
  event: AnyEventObject,
  before: AnyMachineSnapshot | undefined,
): string {
  const note = model.describeEvent?.(event);
  const kind = classifyEvent(event);
  switch (kind.kind) {
    case 'start':
      return 'start';
    case 'wait':
      return before ? `(${waitLabel(delayMs(model.machine, before, kind.delay))})` : '(wait)';
    case 'actorDone':
      if (note) return `${kind.actorId} ✓ (${note})`;
      return `${kind.actorId} ✓${kind.output === undefined ? '' : ` ${summarize(kind.output, 1)}`}`;
    case 'actorError':
      return `${kind.actorId} ✗ ${note ?? errorText(kind.error)}`;
    case 'send':
      if (note) return `${event.type} (${note})`;
      return hasPayload(event) ? `${event.type} ${payloadSummary(event)}` : event.type;
  }
}
