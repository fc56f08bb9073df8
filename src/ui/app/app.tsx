import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import type { i18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nProvider, RouterProvider } from 'react-aria-components';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { Router, useLocation, type AroundNavHandler } from 'wouter';
import { navigateUnlessHeld } from '../components/unsaved-edits/navigation-guard.js';
import type { AuthErrorRelay } from './auth-error-relay.js';
import { AppBoot } from './boot/app-boot.js';
import { hrefInApp } from './browser-navigation.js';
import { RouteGuardProvider } from './route-guard/route-guard-provider.js';
import { RequestCartProvider } from './request-cart/request-cart-provider.js';
import { AppRoutes, PublicPagePreload } from './route-view.js';
import { SignedInScope } from './session/signed-in-scope.js';
import type { PageExit } from './sign-out/page-exit.js';
import { SignOutProvider } from './sign-out/sign-out-provider.js';
import { ToastProvider } from './toast/toast-provider.js';

/** Every in-app navigation keeps the realm, and asks first when a form has unsaved edits. */
export const inAppNavigation: AroundNavHandler = (navigate, to, options) =>
  navigateUnlessHeld(() => navigate(hrefInApp(to), options));

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

/**
 * Everything that runs once start-up is done: sign-out, the request cart, route guards and the
 * signed-in session.
 */
export function AppShell({
  authErrors,
  exit,
  children,
}: {
  authErrors?: AuthErrorRelay | undefined;
  exit?: PageExit | undefined;
  children: ReactNode;
}) {
  return (
    <SignOutProvider exit={exit}>
      <RequestCartProvider>
        <RouteGuardProvider authErrors={authErrors}>
          <SignedInScope>{children}</SignedInScope>
        </RouteGuardProvider>
      </RequestCartProvider>
    </SignOutProvider>
  );
}

export interface AppProps {
  client: ApolloClient;
  i18n: i18n;
  authErrors?: AuthErrorRelay;
}

export function App({ client, i18n, authErrors }: AppProps) {
  return (
    <I18nextProvider i18n={i18n}>
      <AccessibleLocale>
        <ApolloProvider client={client}>
          <Router aroundNav={inAppNavigation} hrefs={hrefInApp}>
            <AccessibleLinks>
              <PublicPagePreload />
              <ToastProvider>
                <AppBoot>
                  <AppShell authErrors={authErrors}>
                    <AppRoutes />
                  </AppShell>
                </AppBoot>
              </ToastProvider>
            </AccessibleLinks>
          </Router>
        </ApolloProvider>
      </AccessibleLocale>
    </I18nextProvider>
  );
}
