import { findLinkBySubject } from '../../../social/links-store.js';
import {
  enabledSocialProvider,
  type SocialProviderConfig,
} from '../../../social/provider-config.js';
import { findAccountById, type AmAccount } from '../../accounts.js';
import type { NodeHandler, NodeInput, NodeResult } from '../journey.js';
import { translateJourneyText } from '../texts.js';
import { SIGN_IN_VALUES, type SocialSignInNotice } from './sign-in-choice.js';
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

/** The active account that linked the identity the provider vouched for, or why there is none. */
async function linkedAccount(
  input: NodeInput,
  provider: SocialProviderConfig,
): Promise<AmAccount | SocialSignInNotice> {
  const { platform } = input.services;
  const { values } = input;
  const response = platform.providerResponse;
  const state = values[REQUEST_VALUES.state];
  if (!response || !state || response.state !== state || response.error || !response.code) {
    return 'failed';
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
  if (!identity) return 'failed';
  const link = await findLinkBySubject(
    platform.db,
    platform.realm,
    provider.name,
    identity.subject,
  );
  if (!link) return 'notLinked';
  const account = await findAccountById(platform.db, platform.realm, link.user_id);
  return account?.active ? account : 'failed';
}

/**
 * AM's Social Provider Handler: sends the browser to the chosen provider's sign-in (OpenID Connect
 * code flow with PKCE) and, once the journey resumes with the provider's answer, signs in the
 * account that linked that identity. Outcomes: `signedIn`, or `notSignedIn` with a notice (no
 * linked account, or the provider did not sign the user in).
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
    const account = await linkedAccount(input, provider);
    if (typeof account === 'string') return notSignedIn(input.values, account);
    return { kind: 'outcome', outcome: 'signedIn', values: withoutRequest(input.values), account };
  },
};
