import type { JourneyDefinition } from './journey.js';
import { loginJourney } from './login.js';

export const DEFAULT_JOURNEY = loginJourney.name;

const journeys = new Map<string, JourneyDefinition>([[loginJourney.name, loginJourney]]);

export function findJourney(name: string): JourneyDefinition | undefined {
  return journeys.get(name);
}
