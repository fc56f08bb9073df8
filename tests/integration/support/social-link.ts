import { expect } from 'vitest';
import { AcmeBrowser } from '../../platform/social/acme-browser.js';
import type { GraphQLClient } from '../../support/graphql-client.js';

export const START_SOCIAL_LINK = /* GraphQL */ `
  mutation Start($provider: ID!) {
    startSocialLink(provider: $provider) {
      provider
      authorizeUrl
      expiresAt
    }
  }
`;
export const COMPLETE_SOCIAL_LINK = /* GraphQL */ `
  mutation Complete($input: SocialLinkReturnInput!) {
    completeSocialLink(input: $input) {
      id
      linked
      identity {
        email
      }
    }
  }
`;

/** startSocialLink, then Acme ID's pages as a browser would, back to the UI's return URL. */
export async function throughAcme(
  gatewayUrl: string,
  client: GraphQLClient,
  email: string,
  browser = new AcmeBrowser([gatewayUrl]),
) {
  const started = await client.request<{ startSocialLink: { authorizeUrl: string } }>(
    START_SOCIAL_LINK,
    { provider: 'acme' },
  );
  expect(started.errors).toBeUndefined();
  return browser.authorize(started.data!.startSocialLink.authorizeUrl, { email });
}

/** The provider's answer in the return URL's query, as the UI passes it on. */
export function returnInput(url: URL) {
  const query = url.searchParams;
  return {
    state: query.get('state'),
    code: query.get('code'),
    iss: query.get('iss'),
    error: query.get('error'),
    errorDescription: query.get('error_description'),
  };
}
