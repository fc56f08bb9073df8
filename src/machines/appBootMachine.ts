import { assign, fromPromise, setup } from 'xstate';
import { localeChain } from '../domain/locale-chain.js';
import { effectNotProvided } from '../domain/not-provided.js';
import type { Notice } from '../domain/notice.js';
import { knownRealm, resolveRealm, urlRealmDiffers } from '../domain/realm-resolution.js';
import { ROOT_REALM } from '../domain/realms.js';
import {
  sameThemeChoice,
  themeChoice,
  type RealmTheme,
  type ThemeChoice,
  type ThemeCriteria,
} from '../domain/theme-choice.js';

/** What the page knows before any call: its URL parameters and what earlier visits stored. */
export interface AppBootInput {
  storedLoginRealm: string | null;
  queryRealm: string | null;
  tree: string | null;
  nodeThemeId: string | null;
  storedThemeId: string | null;
}

export interface UiConfig {
  lang: string | null;
  defaultLocale: string | null;
  hostedPages: boolean;
  helpUrl: string | null;
  docsUrl: string | null;
}

export interface FeatureFlag {
  name: string;
  enabled: boolean;
}

export type LocaleMessages = Readonly<Record<string, unknown>>;

export interface AppBootContext {
  startedWith: AppBootInput;
  realm: string;
  uiConfig: UiConfig;
  features: FeatureFlag[];
  version: string | null;
  locales: string[];
  localeIndex: number;
  localeMessages: Record<string, LocaleMessages>;
  /** null when the realm's themes could not be loaded. */
  themes: RealmTheme[] | null;
  theme: ThemeChoice | null;
}

export type AppBootEvent = { type: 'theme.apply' } & ThemeCriteria;

/** The theme the criteria choose among the realm's, the start-up's criteria filling the gaps. */
function themeChoiceFor(context: AppBootContext, criteria: ThemeCriteria): ThemeChoice {
  return themeChoice(context.themes ?? [], { ...context.startedWith, ...criteria });
}

const DEFAULT_UI_CONFIG: UiConfig = {
  lang: null,
  defaultLocale: null,
  hostedPages: true,
  helpUrl: null,
  docsUrl: null,
};

export const appBootMachine = setup({
  types: {
    input: {} as AppBootInput,
    context: {} as AppBootContext,
    events: {} as AppBootEvent,
  },
  actors: {
    fetchServerInfoRealm: fromPromise<string>(() => effectNotProvided('fetchServerInfoRealm')),
    fetchUiConfig: fromPromise<UiConfig>(() => effectNotProvided('fetchUiConfig')),
    fetchFeatures: fromPromise<FeatureFlag[]>(() => effectNotProvided('fetchFeatures')),
    fetchVersion: fromPromise<string>(() => effectNotProvided('fetchVersion')),
    fetchLocaleMessages: fromPromise<LocaleMessages, { locale: string }>(() =>
      effectNotProvided('fetchLocaleMessages'),
    ),
    fetchThemes: fromPromise<RealmTheme[], { realm: string }>(() =>
      effectNotProvided('fetchThemes'),
    ),
  },
  actions: {
    useKnownRealm: assign({ realm: ({ context }) => resolveRealm(context.startedWith) }),
    useServerInfoRealm: assign({
      realm: ({ context }, serverInfoRealm: string) =>
        resolveRealm({ ...context.startedWith, serverInfoRealm }),
    }),
    useRootRealm: assign({ realm: ROOT_REALM }),
    rewriteUrlRealm: (_, _params: { realm: string }) => effectNotProvided('rewriteUrlRealm'),
    storeUiConfig: assign((_, uiConfig: UiConfig) => ({
      uiConfig,
      locales: localeChain(uiConfig.lang, uiConfig.defaultLocale),
    })),
    useDefaultUiConfig: assign({
      uiConfig: DEFAULT_UI_CONFIG,
      locales: localeChain(DEFAULT_UI_CONFIG.lang, DEFAULT_UI_CONFIG.defaultLocale),
    }),
    storeFeatures: assign({ features: (_, features: FeatureFlag[]) => features }),
    storeVersion: assign({ version: (_, version: string) => version }),
    storeLocaleMessages: assign(({ context }, messages: LocaleMessages) => ({
      localeMessages: {
        ...context.localeMessages,
        [context.locales[context.localeIndex] ?? '']: messages,
      },
      localeIndex: context.localeIndex + 1,
    })),
    storeThemes: assign(({ context }, themes: RealmTheme[]) => ({
      themes,
      theme: themeChoice(themes, context.startedWith),
    })),
    useEmptyTheme: assign({ themes: null, theme: { kind: 'empty' } as ThemeChoice }),
    chooseThemeAgain: assign({
      theme: ({ context }, criteria: ThemeCriteria) => themeChoiceFor(context, criteria),
    }),
    notify: (_, _notice: Notice) => effectNotProvided('notify'),
  },
  guards: {
    realmKnown: ({ context }) => knownRealm(context.startedWith) !== undefined,
    urlRealmDiffers: ({ context }) =>
      urlRealmDiffers(context.startedWith.queryRealm, context.realm),
    allLocalesLoaded: ({ context }) => context.localeIndex >= context.locales.length,
    choosesAnotherTheme: ({ context }, criteria: ThemeCriteria) =>
      context.themes !== null && !sameThemeChoice(themeChoiceFor(context, criteria), context.theme),
  },
}).createMachine({
  id: 'appBoot',
  context: ({ input }) => ({
    startedWith: input,
    realm: ROOT_REALM,
    uiConfig: DEFAULT_UI_CONFIG,
    features: [],
    version: null,
    locales: [],
    localeIndex: 0,
    localeMessages: {},
    themes: null,
    theme: null,
  }),
  initial: 'resolvingRealm',
  states: {
    resolvingRealm: {
      always: [
        { guard: 'realmKnown', target: 'checkingUrlRealm', actions: 'useKnownRealm' },
        { target: 'lookingUpRealm' },
      ],
    },
    lookingUpRealm: {
      invoke: {
        id: 'fetchServerInfoRealm',
        src: 'fetchServerInfoRealm',
        onDone: {
          target: 'checkingUrlRealm',
          actions: { type: 'useServerInfoRealm', params: ({ event }) => event.output },
        },
        onError: { target: 'checkingUrlRealm', actions: 'useRootRealm' },
      },
    },
    checkingUrlRealm: {
      always: [
        {
          guard: 'urlRealmDiffers',
          target: 'loading',
          actions: { type: 'rewriteUrlRealm', params: ({ context }) => ({ realm: context.realm }) },
        },
        { target: 'loading' },
      ],
    },
    loading: {
      type: 'parallel',
      onDone: 'ready',
      states: {
        settings: {
          initial: 'loadingUiConfig',
          states: {
            loadingUiConfig: {
              invoke: {
                id: 'fetchUiConfig',
                src: 'fetchUiConfig',
                onDone: {
                  target: 'loadingLocales',
                  actions: { type: 'storeUiConfig', params: ({ event }) => event.output },
                },
                onError: { target: 'loadingLocales', actions: 'useDefaultUiConfig' },
              },
            },
            loadingLocales: {
              initial: 'next',
              states: {
                next: {
                  always: [
                    { guard: 'allLocalesLoaded', target: '#appBoot.loading.settings.loaded' },
                    { target: 'fetching' },
                  ],
                },
                fetching: {
                  invoke: {
                    id: 'fetchLocaleMessages',
                    src: 'fetchLocaleMessages',
                    input: ({ context }) => ({
                      locale: context.locales[context.localeIndex] ?? '',
                    }),
                    onDone: {
                      target: 'next',
                      actions: { type: 'storeLocaleMessages', params: ({ event }) => event.output },
                    },
                    onError: {
                      target: 'next',
                      actions: { type: 'storeLocaleMessages', params: {} },
                    },
                  },
                },
              },
            },
            loaded: { type: 'final' },
          },
        },
        features: {
          initial: 'loadingFeatures',
          states: {
            loadingFeatures: {
              invoke: {
                id: 'fetchFeatures',
                src: 'fetchFeatures',
                onDone: {
                  target: 'loaded',
                  actions: { type: 'storeFeatures', params: ({ event }) => event.output },
                },
                onError: 'loaded',
              },
            },
            loaded: { type: 'final' },
          },
        },
        version: {
          initial: 'loadingVersion',
          states: {
            loadingVersion: {
              invoke: {
                id: 'fetchVersion',
                src: 'fetchVersion',
                onDone: {
                  target: 'loaded',
                  actions: { type: 'storeVersion', params: ({ event }) => event.output },
                },
                onError: {
                  target: 'loaded',
                  actions: {
                    type: 'notify',
                    params: { messageKey: 'errors.versionRetrieval', tone: 'danger' },
                  },
                },
              },
            },
            loaded: { type: 'final' },
          },
        },
        theme: {
          initial: 'loadingTheme',
          states: {
            loadingTheme: {
              invoke: {
                id: 'fetchThemes',
                src: 'fetchThemes',
                input: ({ context }) => ({ realm: context.realm }),
                onDone: {
                  target: 'loaded',
                  actions: { type: 'storeThemes', params: ({ event }) => event.output },
                },
                onError: { target: 'loaded', actions: 'useEmptyTheme' },
              },
            },
            loaded: { type: 'final' },
          },
        },
      },
    },
    ready: {
      on: {
        'theme.apply': {
          guard: {
            type: 'choosesAnotherTheme',
            params: ({ event: { type: _type, ...criteria } }) => criteria,
          },
          actions: {
            type: 'chooseThemeAgain',
            params: ({ event: { type: _type, ...criteria } }) => criteria,
          },
        },
      },
    },
  },
});
