import { randomBytes, randomUUID } from 'node:crypto';
import {
  ACME_CLIENTS_ID,
  ACME_DISPLAY_NAME,
  ACME_IDP,
  ACME_MOUNT_PATH,
} from '../../social/acme/acme-settings.js';
import { FORM_POST_ROUTE } from '../../social/form-post-route.js';
import {
  GATEWAY_URL_PROPERTY,
  PLATFORM_URL_PROPERTY,
  socialProvidersConfigId,
  type SocialProvidersDoc,
} from '../../social/provider-config.js';
import { OAUTH_RETURN_PATH } from '../../../domain/app-paths.js';
import { jsonb, type Db } from '../db.js';
import { hashPassword } from '../passwords.js';

/** Everyone at Acme signs in to Acme ID with this password. */
const ACME_PASSWORD = 'Acme!Passw0rd';

const ACME_PEOPLE = [
  { email: 'ada@acme.example', givenName: 'Ada', familyName: 'Lovelace' },
  { email: 'grace@acme.example', givenName: 'Grace', familyName: 'Hopper' },
  { email: 'alan@acme.example', givenName: 'Alan', familyName: 'Turing' },
] as const;

const PLATFORM_CLIENT_ID = 'identity-platform';
const PLATFORM_CLIENT_NAME = 'Identity Platform';

const QUERY_REDIRECT_URI = `${GATEWAY_URL_PROPERTY}${OAUTH_RETURN_PATH}`;
const FORM_POST_REDIRECT_URI = `${PLATFORM_URL_PROPERTY}${FORM_POST_ROUTE.replace(':provider', ACME_IDP)}`;

/**
 * Acme ID answers straight to the UI's `/oauthReturn` in root and alpha; bravo uses
 * `response_mode=form_post`, relayed by AM to the UI's `/handleOAuth/{amData}`.
 */
function realmProviders(realm: string, clientSecret: string): SocialProvidersDoc {
  const formPost = realm === 'bravo';
  return {
    providers: [
      {
        name: ACME_IDP,
        displayName: ACME_DISPLAY_NAME,
        enabled: true,
        uiConfig: { buttonColor: '#4b2bbf', buttonTextColor: '#ffffff' },
        wellKnownEndpoint: `${PLATFORM_URL_PROPERTY}${ACME_MOUNT_PATH}/.well-known/openid-configuration`,
        clientId: PLATFORM_CLIENT_ID,
        clientSecret,
        scopes: ['openid', 'profile', 'email'],
        responseMode: formPost ? 'form_post' : 'query',
        redirectUri: formPost ? FORM_POST_REDIRECT_URI : QUERY_REDIRECT_URI,
      },
    ],
  };
}

/**
 * Social sign-in: Acme ID in every realm's providers, the platform registered as a client of
 * Acme ID with a fresh secret, and Acme's people.
 */
export async function seedSocialSignIn(db: Db, realms: readonly string[]): Promise<void> {
  const clientSecret = randomBytes(32).toString('base64url');
  const passwordHash = await hashPassword(ACME_PASSWORD);
  await db
    .insertInto('social_settings')
    .values(
      realms.map((realm) => ({
        id: socialProvidersConfigId(realm),
        doc: jsonb(realmProviders(realm, clientSecret)),
      })),
    )
    .execute();
  await db
    .insertInto('social_settings')
    .values({
      id: ACME_CLIENTS_ID,
      doc: jsonb({
        clients: [
          {
            client_id: PLATFORM_CLIENT_ID,
            client_name: PLATFORM_CLIENT_NAME,
            client_secret: clientSecret,
            redirect_uris: [QUERY_REDIRECT_URI, FORM_POST_REDIRECT_URI],
          },
        ],
      }),
    })
    .execute();
  await db
    .insertInto('social_idp_accounts')
    .values(
      ACME_PEOPLE.map((person) => ({
        idp: ACME_IDP,
        subject: randomUUID(),
        email: person.email,
        password_hash: passwordHash,
        given_name: person.givenName,
        family_name: person.familyName,
      })),
    )
    .execute();
}
