import type { RenderedCallback } from '../callbacks.js';

export type NameValue = RenderedCallback['output'][number];

const outputs = (entries: Record<string, unknown>): NameValue[] =>
  Object.entries(entries).map(([name, value]) => ({ name, value }));

/** A callback showing a message, AM's way: `messageType` 0 is information, 1 warning, 2 error. */
export function messageCallback(
  type: 'TextOutputCallback' | 'SuspendedTextOutputCallback',
  message: string,
  _id = 0,
): RenderedCallback {
  return { type, output: outputs({ message, messageType: '0' }), input: [], _id };
}
