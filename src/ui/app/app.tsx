import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import type { i18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nProvider, RouterProvider } from 'react-aria-components';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { Router, useLocation, type AroundNavHandler } from 'wouter';
import { hrefInApp } from './browser-navigation.js';
import { AppRoutes } from './route-view.js';

const keepRealm: AroundNavHandler = (navigate, to, options) => navigate(hrefInApp(to), options);

function AccessibleLinks({ children }: { children: ReactNode }) {
  const [, navigate] = useLocation();
  return (
    <RouterProvider navigate={(path) => navigate(path)} useHref={hrefInApp}>
      {children}
    </RouterProvider>
  );
}

/** Gives the accessible primitives the app's language, not the browser's. */
function AccessibleLocale({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  return <I18nProvider locale={i18n.resolvedLanguage ?? i18n.language}>{children}</I18nProvider>;
}

export interface AppProps {
  client: ApolloClient;
  i18n: i18n;
}

export function App({ client, i18n }: AppProps) {
  return (
    <I18nextProvider i18n={i18n}>
      <AccessibleLocale>
        <ApolloProvider client={client}>
          <Router aroundNav={keepRealm} hrefs={hrefInApp}>
            <AccessibleLinks>
              <AppRoutes />
            </AccessibleLinks>
          </Router>
        </ApolloProvider>
      </AccessibleLocale>
    </I18nextProvider>
  );
}
