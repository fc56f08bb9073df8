import type { JourneyCallbackData } from './journey-callback-fragment.js';

const isText = (value: unknown): value is string | number =>
  typeof value === 'string' || typeof value === 'number';

export function outputText(callback: JourneyCallbackData, name: string): string | undefined {
  const entry = callback.output.find((output) => output.name === name);
  const value = entry?.value;
  return isText(value) ? String(value) : undefined;
}

export function inputText(value: unknown): string {
  return isText(value) ? String(value) : '';
}
