import type { RenderedCallback, SubmittedCallback } from '../callbacks.js';

type NameValue = { name: string; value: unknown };
/** A callback before its place on the page numbers it. */
interface Unplaced {
  type: string;
  output: NameValue[];
  /** The input's initial value; no input when absent. */
  input?: unknown;
}

/** Numbers a page's callbacks as AM does: `_id` by position, inputs `IDToken{position + 1}`. */
export function placeCallbacks(callbacks: (Unplaced | null)[]): RenderedCallback[] {
  return callbacks
    .filter((callback): callback is Unplaced => callback !== null)
    .map((callback, index) => ({
      type: callback.type,
      output: callback.output,
      input:
        callback.input === undefined
          ? []
          : [{ name: `IDToken${index + 1}`, value: callback.input }],
      _id: index,
    }));
}

export const nameCallback = (prompt: string): Unplaced => ({
  type: 'NameCallback',
  output: [{ name: 'prompt', value: prompt }],
  input: '',
});

export const TEXT_MESSAGE_TYPES = { info: '0', error: '2', script: '4' } as const;

export const textOutput = (
  message: string,
  messageType: (typeof TEXT_MESSAGE_TYPES)[keyof typeof TEXT_MESSAGE_TYPES],
): Unplaced => ({
  type: 'TextOutputCallback',
  output: [
    { name: 'message', value: message },
    { name: 'messageType', value: messageType },
  ],
});

export const hiddenValue = (id: string, value: string): Unplaced => ({
  type: 'HiddenValueCallback',
  output: [
    { name: 'value', value },
    { name: 'id', value: id },
  ],
  input: id,
});

/** AM's ConfirmationCallback; `defaultOption` is the input's value until an option is chosen. */
export const confirmation = (options: string[], defaultOption: number): Unplaced => ({
  type: 'ConfirmationCallback',
  output: [
    { name: 'prompt', value: '' },
    { name: 'messageType', value: 0 },
    { name: 'options', value: options },
    { name: 'optionType', value: -1 },
    { name: 'defaultOption', value: defaultOption },
  ],
  input: defaultOption,
});

export const choice = (prompt: string, choices: string[]): Unplaced => ({
  type: 'ChoiceCallback',
  output: [
    { name: 'prompt', value: prompt },
    { name: 'choices', value: choices },
    { name: 'defaultChoice', value: 0 },
  ],
  input: 0,
});

export const pollingWait = (waitTimeMs: number, message: string): Unplaced => ({
  type: 'PollingWaitCallback',
  output: [
    { name: 'waitTime', value: String(waitTimeMs) },
    { name: 'message', value: message },
  ],
});

/** The value answered for the first callback of a type, or undefined. */
export function answerOf(submitted: SubmittedCallback[], type: string): unknown {
  return submitted.find((callback) => callback.type === type)?.input[0]?.value;
}

export function textAnswer(submitted: SubmittedCallback[], type: string, maxLength: number) {
  const value = answerOf(submitted, type);
  return typeof value === 'string' ? value.trim().slice(0, maxLength) : '';
}

/** A chosen option's index, from a number or its text. */
export function indexAnswer(submitted: SubmittedCallback[], type: string): number | undefined {
  const value = answerOf(submitted, type);
  const index = typeof value === 'string' && /^\d{1,3}$/.test(value) ? Number(value) : value;
  return typeof index === 'number' && Number.isInteger(index) ? index : undefined;
}
