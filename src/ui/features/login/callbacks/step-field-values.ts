import { createContext, useContext } from 'react';
import type { JourneyCallbackData } from './journey-callback-fragment.js';
import { outputText } from './callback-values.js';

/** What the step's profile fields hold as the user types, by attribute (userName, givenName, ...). */
export const StepFieldValues = createContext<Readonly<Record<string, string>>>({});

export function useStepFieldValues(): Readonly<Record<string, string>> {
  return useContext(StepFieldValues);
}

/** The attribute a callback collects, and the input that holds it, when it collects one. */
function attributeOf(
  callback: JourneyCallbackData,
): { attribute: string; input: string } | undefined {
  const input = callback.input[0]?.name;
  if (!input) return undefined;
  if (callback.type === 'ValidatedCreateUsernameCallback') return { attribute: 'userName', input };
  const name =
    callback.type === 'StringAttributeInputCallback' ? outputText(callback, 'name') : undefined;
  return name ? { attribute: name, input } : undefined;
}

/** The step's attributes as the form holds them now. */
export function stepFieldValues(
  callbacks: readonly JourneyCallbackData[],
  form: FormData,
): Record<string, string> {
  return Object.fromEntries(
    callbacks.flatMap((callback) => {
      const field = attributeOf(callback);
      const value = field && form.get(field.input);
      return field && typeof value === 'string' ? [[field.attribute, value]] : [];
    }),
  );
}
