import { z } from 'zod';
import { amRealmPath } from '../../domain/realms.js';
import { socialReturnParameters, type SocialLinkReturn } from '../../domain/social-link.js';
import type { AmAccountRef } from './am-account.js';
import { apiVersion } from './am-api-versions.js';
import { SSO_HEADER } from './am.js';
import type { UpstreamHttp } from './http.js';

const provider = z.looseObject({
  _id: z.string(),
  displayName: z.string().nullish(),
  enabled: z.boolean().default(true),
  uiConfig: z
    .looseObject({
      buttonColor: z.string().nullish(),
      buttonTextColor: z.string().nullish(),
    })
    .nullish(),
});
export type AmSocialProvider = z.infer<typeof provider>;

const identity = z.looseObject({
  _id: z.string(),
  subject: z.string(),
  email: z.string().nullish(),
  linkedAt: z.string(),
});
export type AmSocialIdentity = z.infer<typeof identity>;

const linkStart = z.looseObject({
  provider: z.string(),
  authorizeUrl: z.url(),
  expiresAt: z.string(),
});
export type AmSocialLinkStart = z.infer<typeof linkStart>;

const envelope = <T extends z.ZodType>(item: T) => z.looseObject({ result: z.array(item) });

/**
 * Access management's social sign-in: the realm's providers (served to anyone) and the signed-in
 * user's linked identities, addressed and authorized like the other self-service resources.
 */
export function createAmSocialClient(http: UpstreamHttp) {
  const realmPath = (realm: string, rest: string) => `json/${amRealmPath(realm)}/${rest}`;
  const identities = ({ realm, user }: AmAccountRef, rest = '') =>
    realmPath(realm, `users/${encodeURIComponent(user)}/socialIdentities${rest}`);
  const sso = (ref: AmAccountRef) => ({
    [SSO_HEADER]: ref.ssoToken,
    ...apiVersion('socialIdentities'),
  });

  return {
    async providers(realm: string): Promise<AmSocialProvider[]> {
      const answer = await http.request(envelope(provider), {
        path: realmPath(realm, 'selfservice/socialIdentityProviders'),
        headers: apiVersion('socialIdentityProviders'),
      });
      return answer.result;
    },

    async identities(ref: AmAccountRef): Promise<AmSocialIdentity[]> {
      const answer = await http.request(envelope(identity), {
        path: identities(ref),
        query: { _queryFilter: 'true' },
        headers: sso(ref),
      });
      return answer.result;
    },

    startLink(ref: AmAccountRef, providerName: string): Promise<AmSocialLinkStart> {
      return http.request(linkStart, {
        method: 'POST',
        path: identities(ref),
        query: { _action: 'startLink' },
        headers: sso(ref),
        body: { provider: providerName },
      });
    },

    completeLink(ref: AmAccountRef, response: SocialLinkReturn): Promise<AmSocialIdentity> {
      return http.request(identity, {
        method: 'POST',
        path: identities(ref),
        query: { _action: 'completeLink' },
        headers: sso(ref),
        body: socialReturnParameters(response),
      });
    },

    async unlink(ref: AmAccountRef, providerName: string): Promise<void> {
      await http.request(z.unknown(), {
        method: 'DELETE',
        path: identities(ref, `/${encodeURIComponent(providerName)}`),
        headers: sso(ref),
      });
    },
  };
}
