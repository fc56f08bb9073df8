import { useApolloClient } from '@apollo/client/react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql } from '../gql/index.js';
import { CALLER_HANDLES_UNAUTHENTICATED } from '../lib/request-context.js';
import { loadLanguage } from './language-loader.js';
import { SERVER_MESSAGE_PACKAGES } from './server-messages.js';

const LanguageLoader_LocaleMessages = graphql(`
  query LanguageLoader_LocaleMessages($locale: String!, $packages: [String!]) {
    localeMessages(locale: $locale, packages: $packages)
  }
`);

/**
 * Switches the UI to a language once its catalogue and the server's messages for it (and for the
 * locales it falls back to) are in.
 */
export function useLanguageLoader(): (language: string) => Promise<void> {
  const client = useApolloClient();
  const { i18n } = useTranslation();
  return useCallback(
    (language: string) =>
      loadLanguage(i18n, language, async (locale) => {
        const { data } = await client.query({
          query: LanguageLoader_LocaleMessages,
          variables: { locale, packages: [...SERVER_MESSAGE_PACKAGES] },
          context: CALLER_HANDLES_UNAUTHENTICATED,
        });
        return data?.localeMessages ?? {};
      }),
    [client, i18n],
  );
}
