import { z } from 'zod';
import type { CallbackDefinition } from './journey.js';

/** The longest value an input takes (a password, a security answer, the terms' acceptance). */
const MAX_INPUT_LENGTH = 4096;
const MAX_INPUTS = 10;

export const submittedCallbackSchema = z.object({
  type: z.string().max(64),
  input: z
    .array(
      z.object({
        name: z.string().max(64),
        value: z
          .union([z.string().max(MAX_INPUT_LENGTH), z.number(), z.boolean(), z.null()])
          .optional(),
      }),
    )
    .max(MAX_INPUTS)
    .default([]),
});

export type SubmittedCallback = z.infer<typeof submittedCallbackSchema>;

export interface RenderedCallback {
  type: string;
  output: { name: string; value: unknown }[];
  input: { name: string; value: unknown }[];
  _id: number;
}

function inputName(index: number): string {
  return `IDToken${index + 1}`;
}

export function renderCallbacks(
  definitions: CallbackDefinition[],
  translate: (text: string) => string = (text) => text,
): RenderedCallback[] {
  return definitions.map((definition, index) => ({
    type: definition.type,
    output: [{ name: 'prompt', value: translate(definition.prompt) }],
    input: [{ name: inputName(index), value: '' }],
    _id: index,
  }));
}

/** Values of the page's callbacks, matched by input name; a missing or non-text value reads as ''. */
export function readCallbackValues(
  definitions: CallbackDefinition[],
  submitted: SubmittedCallback[],
): Record<string, string> {
  const inputs = new Map(
    submitted.flatMap((callback) => callback.input).map((input) => [input.name, input.value]),
  );
  return Object.fromEntries(
    definitions.map((definition, index) => {
      const value = inputs.get(inputName(index));
      return [definition.field, typeof value === 'string' ? value : ''];
    }),
  );
}
