import { LOCAL_AUTHENTICATION } from '../../../../domain/social-sign-in.js';
import {
  publicProviderView,
  realmSocialProviders,
  type SocialProviderConfig,
} from '../../../social/provider-config.js';
import type { NodeHandler, RenderedPage } from '../journey.js';
import { translateJourneyText } from '../texts.js';
import { SECRET_PREFIX, type JourneyPlatform } from './journey-platform.js';
import { SOCIAL_SIGN_IN_TEXTS } from './social-sign-in-texts.js';
import {
  answerOf,
  nameCallback,
  placeCallbacks,
  textOutput,
  TEXT_MESSAGE_TYPES,
} from './two-step-callbacks.js';

/** The journey values the sign-in page and the social provider's round trip share. */
export const SIGN_IN_VALUES = {
  username: 'username',
  password: `${SECRET_PREFIX}password`,
  /** The social provider chosen, by name. */
  provider: 'social.provider',
  /** Why the last social sign-in did not sign in (a key of SOCIAL_SIGN_IN_TEXTS), shown once. */
  notice: 'social.notice',
} as const;

export type SocialSignInNotice = keyof typeof SOCIAL_SIGN_IN_TEXTS;

const passwordCallback = (prompt: string) => ({
  type: 'PasswordCallback',
  output: [{ name: 'prompt', value: prompt }],
  input: '',
});

/** AM's SelectIdPCallback: the providers (buttons) and local authentication; none chosen yet. */
const selectIdentityProvider = (providers: SocialProviderConfig[]) => ({
  type: 'SelectIdPCallback',
  output: [
    {
      name: 'providers',
      value: [
        ...providers.map((provider) => {
          const { provider: name, uiConfig } = publicProviderView(provider);
          return { provider: name, uiConfig };
        }),
        { provider: LOCAL_AUTHENTICATION },
      ],
    },
    { name: 'value', value: '' },
  ],
  input: '',
});

function noticeText(
  platform: JourneyPlatform,
  values: Record<string, string>,
  providers: SocialProviderConfig[],
): string | null {
  const notice = values[SIGN_IN_VALUES.notice];
  if (notice === undefined || !Object.hasOwn(SOCIAL_SIGN_IN_TEXTS, notice)) return null;
  const name = values[SIGN_IN_VALUES.provider] ?? '';
  const provider = providers.find((candidate) => candidate.name === name);
  return translateJourneyText(
    SOCIAL_SIGN_IN_TEXTS[notice as SocialSignInNotice],
    platform.language,
    {
      provider: provider?.displayName ?? name,
    },
  );
}

function signInPage(
  platform: JourneyPlatform,
  providers: SocialProviderConfig[],
  values: Record<string, string>,
): RenderedPage {
  const translate = (text: string) => translateJourneyText(text, platform.language);
  const notice = noticeText(platform, values, providers);
  return {
    stage: 'UsernamePassword',
    header: translate('Sign In'),
    description: '',
    callbacks: placeCallbacks([
      notice === null ? null : textOutput(notice, TEXT_MESSAGE_TYPES.error),
      nameCallback(translate('User Name')),
      passwordCallback(translate('Password')),
      providers.length > 0 ? selectIdentityProvider(providers) : null,
    ]),
  };
}

/**
 * The sign-in page: a username and password and, when the realm has enabled social identity
 * providers, a button for each (AM's Page Node with a Select Identity Provider node). Outcomes:
 * `social` when a provider was chosen, `local` otherwise, with the username and password typed.
 */
export const signInChoice: NodeHandler = {
  async run({ values, submitted, services: { platform } }) {
    const providers = (await realmSocialProviders(platform, platform.realm)).filter(
      (provider) => provider.enabled,
    );
    if (!submitted) {
      const { [SIGN_IN_VALUES.notice]: _shownOnce, ...kept } = values;
      return { kind: 'page', page: signInPage(platform, providers, values), values: kept };
    }
    const chosen = answerOf(submitted, 'SelectIdPCallback');
    if (providers.some((provider) => provider.name === chosen)) {
      return {
        kind: 'outcome',
        outcome: 'social',
        values: { ...values, [SIGN_IN_VALUES.provider]: String(chosen) },
      };
    }
    const text = (type: string) => {
      const value = answerOf(submitted, type);
      return typeof value === 'string' ? value : '';
    };
    return {
      kind: 'outcome',
      outcome: 'local',
      values: {
        ...values,
        [SIGN_IN_VALUES.username]: text('NameCallback'),
        [SIGN_IN_VALUES.password]: text('PasswordCallback'),
      },
    };
  },
};
