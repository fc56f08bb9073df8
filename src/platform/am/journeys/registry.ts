import type { JourneyDefinition } from './journey.js';
import { forgottenUsernameJourney } from './forgotten-username.js';
import { loginJourney } from './login.js';
import { registrationJourney } from './registration.js';
import { resetPasswordJourney } from './reset-password.js';

export const DEFAULT_JOURNEY = loginJourney.name;

const journeys = new Map<string, JourneyDefinition>(
  [loginJourney, registrationJourney, resetPasswordJourney, forgottenUsernameJourney].map(
    (journey) => [journey.name, journey],
  ),
);

export function findJourney(name: string): JourneyDefinition | undefined {
  return journeys.get(name);
}
