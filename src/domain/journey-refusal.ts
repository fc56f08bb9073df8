/** An emailed journey link that no longer works: used once already, expired, or never issued. */
export const JOURNEY_LINK_INVALID = 'journeys.errors.linkInvalid';

/** A step answered after the platform let the journey go: the sign-in starts again. */
export const JOURNEY_EXPIRED = 'journeys.errors.expired';

export type JourneyRefusalKey = typeof JOURNEY_LINK_INVALID | typeof JOURNEY_EXPIRED;

/** A refusal the sign-in page explains in its own words rather than as a failed sign-in. */
export class JourneyRefusedError extends Error {
  constructor(readonly messageKey: JourneyRefusalKey) {
    super(messageKey);
    this.name = 'JourneyRefusedError';
  }
}
