/** An emailed journey link that no longer works: used once already, expired, or never issued. */
export class JourneyLinkInvalidError extends Error {
  constructor() {
    super('The link has expired or was already used');
    this.name = 'JourneyLinkInvalidError';
  }
}

export const JOURNEY_LINK_INVALID = 'errors.journeyLinkInvalid';
