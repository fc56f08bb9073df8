import type { CallbackAnswer } from '../../../machines/journeyMachine.js';
import type { JourneyCallbackData } from './callbacks/journey-callback-fragment.js';

/** A form's text in the type the server gave the input: an index stays a number, a flag a boolean. */
function typedValue(typed: string, given: unknown): unknown {
  if (typeof given === 'number') {
    const number = Number(typed);
    return Number.isFinite(number) ? number : given;
  }
  if (typeof given === 'boolean') return typed === 'true';
  return typed;
}

/**
 * The step's callbacks sent back with what the user typed: each input takes the form field of
 * the same name, and keeps the value the server gave when there is no such field.
 */
export function journeyAnswers(
  callbacks: readonly JourneyCallbackData[],
  form: FormData,
): CallbackAnswer[] {
  return callbacks.map((callback) => ({
    type: callback.type,
    input: callback.input.map((input) => {
      const typed = form.get(input.name);
      return {
        name: input.name,
        value: typeof typed === 'string' ? typedValue(typed, input.value) : input.value,
      };
    }),
  }));
}
