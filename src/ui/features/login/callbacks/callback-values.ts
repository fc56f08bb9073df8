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

export function outputValue(callback: JourneyCallbackData, name: string): unknown {
  return callback.output.find((output) => output.name === name)?.value;
}

export function outputTexts(callback: JourneyCallbackData, name: string): string[] {
  const value = outputValue(callback, name);
  return Array.isArray(value) ? value.filter(isText).map(String) : [];
}

/** The callback's input whose name ends with `suffix` after the callback's own (`IDToken3question`). */
export function inputNamed(callback: JourneyCallbackData, suffix = '') {
  const first = callback.input[0];
  if (!first) return undefined;
  return suffix === '' ? first : callback.input.find((input) => input.name.endsWith(suffix));
}
