import { z } from 'zod/mini';
import type { JourneyCallbackData } from './journey-callback-fragment.js';

const text = z.union([z.string(), z.number()]);

export function outputText(callback: JourneyCallbackData, name: string): string | undefined {
  const entry = callback.output.find((output) => output.name === name);
  const parsed = text.safeParse(entry?.value);
  return parsed.success ? String(parsed.data) : undefined;
}

export function inputText(value: unknown): string {
  const parsed = text.safeParse(value);
  return parsed.success ? String(parsed.data) : '';
}
