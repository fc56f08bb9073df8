import type { SocialLinkReturn } from '../../../../domain/social-link.js';
import type { PlatformConfig } from '../../../config.js';
import type { Mailer } from '../../../mail/mailer.js';
import type { RelyingParty } from '../../../social/relying-party.js';
import type { Db } from '../../../store/db.js';

/** What the self-service nodes work with, for one authenticate request. */
export interface JourneyPlatform {
  db: Db;
  config: PlatformConfig;
  mailer: Mailer;
  realm: string;
  /** The journey being run, by name. */
  tree: string;
  now: Date;
  /** The language the journey's texts and emails are in. */
  language: string;
  clientAddress: string | null;
  /** Signs in with the realm's social identity providers. */
  relyingParty: RelyingParty;
  /**
   * The authorization response a social provider sent back, which the request carries in its
   * query (`code`, `state`, …) when it resumes the journey after the provider's sign-in.
   */
  providerResponse: SocialLinkReturn | null;
}

/**
 * Values under this prefix (passwords, security answers) live only for the request that
 * collected them: a node that shows a page drops them, so they never reach the journey's store.
 */
export const SECRET_PREFIX = 'secret.';

export function withoutSecrets(values: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(values).filter(([field]) => !field.startsWith(SECRET_PREFIX)),
  );
}
