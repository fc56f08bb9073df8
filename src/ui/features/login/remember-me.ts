import type { JourneyStep } from '../../../machines/journeyMachine.js';
import { browserStorage } from '../../lib/browser-storage.js';

/** The username a user asked this browser to remember; never a password or a token. */
const REMEMBERED_USERNAME_KEY = 'identity-console.remembered-username';
export const REMEMBER_ME_FIELD = 'rememberMe';

export function rememberedUsername(): string | null {
  return browserStorage.read(REMEMBERED_USERNAME_KEY);
}

const isNameCallback = (type: string) => type === 'NameCallback';

/** Whether the step asks for the username, so the page offers to remember it. */
export function asksForUsername(step: JourneyStep): boolean {
  return step.callbacks.some((callback) => isNameCallback(callback.type));
}

/** The step with the remembered username in its empty username field. */
export function withRememberedUsername(step: JourneyStep, username: string | null): JourneyStep {
  if (!username) return step;
  return {
    ...step,
    callbacks: step.callbacks.map((callback) =>
      isNameCallback(callback.type)
        ? {
            ...callback,
            input: callback.input.map((input, index) =>
              index === 0 && (input.value === '' || input.value == null)
                ? { ...input, value: username }
                : input,
            ),
          }
        : callback,
    ),
  };
}

/**
 * Remembers the username typed when "remember me" is ticked, and forgets it when it is not. A
 * ticked box with no username (a sign-in with a social provider) leaves what is remembered.
 */
export function rememberUsername(step: JourneyStep, form: FormData): void {
  const nameInput = step.callbacks.find((callback) => isNameCallback(callback.type))?.input[0];
  const typed = nameInput && form.get(nameInput.name);
  const username = typeof typed === 'string' ? typed.trim() : '';
  if (form.get(REMEMBER_ME_FIELD) !== 'on') browserStorage.remove(REMEMBERED_USERNAME_KEY);
  else if (username !== '') browserStorage.write(REMEMBERED_USERNAME_KEY, username);
}
