import type { CallbackAnswer } from '../../../machines/journeyMachine.js';
import type { JourneyCallbackData } from './callbacks/journey-callback-fragment.js';

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
      return { name: input.name, value: typeof typed === 'string' ? typed : input.value };
    }),
  }));
}
