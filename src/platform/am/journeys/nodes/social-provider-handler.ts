import { findLinkBySubject } from '../../../social/links-store.js';
import {
  enabledSocialProvider,
  type SocialProviderConfig,
} from '../../../social/provider-config.js';
import { findAccountById, type AmAccount } from '../../accounts.js';
import type { NodeHandler, NodeInput, NodeResult } from '../journey.js';
import type { ExternalIdentity } from '../../../social/relying-party.js';
import { translateJourneyText } from '../texts.js';
import { SIGN_IN_VALUES, type SocialSignInNotice } from './sign-in-choice.js';
import { socialRegistrationValues } from './social-registration.js';
import { placeCallbacks } from './two-step-callbacks.js';

/** What the journey keeps of its authorization request while the user is at the provider. */
const REQUEST_VALUES = {
  state: 'social.state',
  nonce: 'social.nonce',
  codeVerifier: 'social.codeVerifier',
} as const;

function withoutRequest(values: Record<string, string>): Record<string, string> {
  const requestFields = new Set<string>(Object.values(REQUEST_VALUES));
  return Object.fromEntries(Object.entries(values).filter(([name]) => !requestFields.has(name)));
}

const notSignedIn = (values: Record<string, string>, notice: SocialSignInNotice): NodeResult => ({
  kind: 'outcome',
  outcome: 'notSignedIn',
  values: { ...withoutRequest(values), [SIGN_IN_VALUES.notice]: notice },
});

/** AM's RedirectCallback: the browser leaves for the provider with a GET. */
const redirectTo = (url: string) => ({
  type: 'RedirectCallback',
  output: [
    { name: 'redirectUrl', value: url },
    { name: 'redirectMethod', value: 'GET' },
    { name: 'trackingCookie', value: false },
  ],
});

async function leaveForProvider(input: NodeInput, provider: SocialProviderConfig) {
  const { platform } = input.services;
  const authorization = await platform.relyingParty.authorizationRequest(provider);
  return {
    kind: 'page',
    page: {
      stage: 'SocialProviderRedirect',
      header: translateJourneyText('Sign In', platform.language),
      description: '',
      callbacks: placeCallbacks([redirectTo(authorization.url)]),
    },
    values: {
      ...input.values,
      [REQUEST_VALUES.state]: authorization.state,
      [REQUEST_VALUES.nonce]: authorization.nonce,
      [REQUEST_VALUES.codeVerifier]: authorization.codeVerifier,
    },
  } satisfies NodeResult;
}

type ProviderAnswer =
  | { kind: 'account'; account: AmAccount }
  | { kind: 'unlinked'; identity: ExternalIdentity }
  | { kind: 'failed' };

const FAILED = { kind: 'failed' } as const;

/** The active account that linked the identity the provider vouched for, or that identity. */
async function linkedAccount(
  input: NodeInput,
  provider: SocialProviderConfig,
): Promise<ProviderAnswer> {
  const { platform } = input.services;
  const { values } = input;
  const response = platform.providerResponse;
  const state = values[REQUEST_VALUES.state];
  if (!response || !state || response.state !== state || response.error || !response.code) {
    return FAILED;
  }
  const identity = await platform.relyingParty
    .redeem(
      provider,
      {
        code: response.code,
        codeVerifier: values[REQUEST_VALUES.codeVerifier] ?? '',
        nonce: values[REQUEST_VALUES.nonce] ?? '',
        redirectUri: provider.redirectUri,
      },
      response.iss ?? undefined,
    )
    .catch(() => null);
  if (!identity) return FAILED;
  const link = await findLinkBySubject(
    platform.db,
    platform.realm,
    provider.name,
    identity.subject,
  );
  if (!link) return { kind: 'unlinked', identity };
  const account = await findAccountById(platform.db, platform.realm, link.user_id);
  return account?.active ? { kind: 'account', account } : FAILED;
}

/**
 * AM's Social Provider Handler: sends the browser to the chosen provider's sign-in (OpenID Connect
 * code flow with PKCE) and, once the journey resumes with the provider's answer, signs in the
 * account that linked that identity. Outcomes: `signedIn`; `notLinked` for an identity linked to
 * no account, with what the provider shared (see social-registration.ts); `notSignedIn` with a
 * notice when the provider did not sign the user in.
 */
export const socialProviderHandler: NodeHandler = {
  async run(input) {
    const { platform } = input.services;
    const provider = await enabledSocialProvider(
      platform,
      platform.realm,
      input.values[SIGN_IN_VALUES.provider] ?? '',
    );
    if (!provider) return notSignedIn(input.values, 'failed');
    if (!input.submitted) {
      return leaveForProvider(input, provider).catch(() => notSignedIn(input.values, 'failed'));
    }
    const answer = await linkedAccount(input, provider);
    const values = withoutRequest(input.values);
    switch (answer.kind) {
      case 'failed':
        return notSignedIn(input.values, 'failed');
      case 'unlinked':
        return {
          kind: 'outcome',
          outcome: 'notLinked',
          values: socialRegistrationValues(values, answer.identity, provider.displayName),
        };
      case 'account':
        return { kind: 'outcome', outcome: 'signedIn', values, account: answer.account };
    }
  },
};
