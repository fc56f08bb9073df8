import type { ApolloClient } from '@apollo/client';
import type { i18n } from 'i18next';
import { fromPromise } from 'xstate';
import type { RealmTheme } from '../../../domain/theme-choice.js';
import type { FeatureFlag, LocaleMessages, UiConfig } from '../../../machines/appBootMachine.js';
import { graphql } from '../../gql/index.js';
import { mergeServerMessages, SERVER_MESSAGE_PACKAGES } from '../../i18n/server-messages.js';
import { plainRecord } from '../../lib/plain-record.js';
import { CALLER_HANDLES_UNAUTHENTICATED } from '../../lib/request-context.js';

const AppBoot_ServerInfo = graphql(`
  query AppBoot_ServerInfo {
    serverInfo {
      realm
    }
  }
`);

const AppBoot_UiConfig = graphql(`
  query AppBoot_UiConfig {
    uiConfig {
      lang
      defaultLocale
      hostedPages
      helpUrl
      docsUrl
    }
  }
`);

const AppBoot_Features = graphql(`
  query AppBoot_Features {
    features {
      name
      enabled
    }
  }
`);

const AppBoot_Version = graphql(`
  query AppBoot_Version {
    version {
      productVersion
    }
  }
`);

const AppBoot_LocaleMessages = graphql(`
  query AppBoot_LocaleMessages($locale: String!, $packages: [String!]) {
    localeMessages(locale: $locale, packages: $packages)
  }
`);

const AppBoot_Themes = graphql(`
  query AppBoot_Themes($realm: String!) {
    themes(realm: $realm) {
      id
      name
      isDefault
      linkedTrees
      settings
    }
  }
`);

const anonymous = { context: CALLER_HANDLES_UNAUTHENTICATED } as const;

/** The start-up calls, each one GraphQL query; locale messages are merged into `i18n` as they come. */
export function bootActors(client: ApolloClient, i18n: i18n) {
  return {
    fetchServerInfoRealm: fromPromise<string>(async () => {
      const { data } = await client.query({ query: AppBoot_ServerInfo, ...anonymous });
      if (!data) throw new Error('No server info');
      return data.serverInfo.realm;
    }),
    fetchUiConfig: fromPromise<UiConfig>(async () => {
      const { data } = await client.query({ query: AppBoot_UiConfig, ...anonymous });
      if (!data) throw new Error('No UI configuration');
      const { lang, defaultLocale, hostedPages, helpUrl, docsUrl } = data.uiConfig;
      return {
        lang,
        defaultLocale,
        hostedPages,
        helpUrl: helpUrl ?? null,
        docsUrl: docsUrl ?? null,
      };
    }),
    fetchFeatures: fromPromise<FeatureFlag[]>(async () => {
      const { data } = await client.query({ query: AppBoot_Features, ...anonymous });
      return (data?.features ?? []).map(({ name, enabled }) => ({ name, enabled }));
    }),
    fetchVersion: fromPromise<string>(async () => {
      const { data } = await client.query({ query: AppBoot_Version, ...anonymous });
      if (!data) throw new Error('No version');
      return data.version.productVersion;
    }),
    fetchLocaleMessages: fromPromise<LocaleMessages, { locale: string }>(async ({ input }) => {
      const { data } = await client.query({
        query: AppBoot_LocaleMessages,
        variables: { locale: input.locale, packages: [...SERVER_MESSAGE_PACKAGES] },
        ...anonymous,
      });
      const messages = plainRecord(data?.localeMessages ?? {}, 'Locale messages');
      mergeServerMessages(i18n, input.locale, messages);
      return messages;
    }),
    fetchThemes: fromPromise<RealmTheme[], { realm: string }>(async ({ input }) => {
      const { data } = await client.query({
        query: AppBoot_Themes,
        variables: { realm: input.realm },
        ...anonymous,
      });
      if (!data) throw new Error('No themes');
      return data.themes.map((theme) => ({
        id: theme.id,
        name: theme.name,
        isDefault: theme.isDefault,
        linkedTrees: theme.linkedTrees,
        settings: plainRecord(theme.settings, 'Theme settings'),
      }));
    }),
  };
}
