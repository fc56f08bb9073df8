import { Suspense } from 'react';
import {
  Redirect,
  Route,
  useLocation,
  useRouter,
  useSearch,
  matchRoute,
  type Parser,
} from 'wouter';
import { LoadingState } from '../components/loading-state.js';
import { ErrorMessage } from '../components/error-message.js';
import { CenteredCard } from '../components/centered-card.js';
import { errorMessageKey } from '../lib/api-error.js';
import { FORBIDDEN_PATH, loginHref } from '../lib/location.js';
import { AppLayout, BareLayout, type ShellUser } from './layout/app-layout.js';
import { usePageTitle } from './page-title.js';
import { RouteErrorBoundary } from './route-error-boundary.js';
import { NOT_FOUND_ROUTE, ROUTES, type AppRoute, type PageRoute } from './routes.js';
import { useRouteGuard } from './use-route-guard.js';

export function resolveRoute(
  routes: readonly AppRoute[],
  pathname: string,
  parser: Parser,
): AppRoute {
  return routes.find((route) => matchRoute(parser, route.path, pathname)[0]) ?? NOT_FOUND_ROUTE;
}

export function AppRoutes({ routes = ROUTES }: { routes?: readonly AppRoute[] }) {
  const [pathname] = useLocation();
  const { parser } = useRouter();
  const route = resolveRoute(routes, pathname, parser);
  if (route.kind === 'redirect') return <Redirect to={route.to} replace />;
  return (
    <Route path={route.path}>
      <GuardedPage route={route} />
    </Route>
  );
}

function GuardedPage({ route }: { route: PageRoute }) {
  const [pathname] = useLocation();
  const search = useSearch();
  const { decision, me, error } = useRouteGuard(route.guard);
  switch (decision.kind) {
    case 'pending':
      return (
        <BareLayout>
          <CenteredCard>
            <LoadingState />
          </CenteredCard>
        </BareLayout>
      );
    case 'login':
      return <Redirect to={loginHref(pathname, search)} replace />;
    case 'forbidden':
      return <Redirect to={FORBIDDEN_PATH} replace />;
    case 'notFound':
      return <GuardedPage route={NOT_FOUND_ROUTE} />;
    case 'failed':
      return (
        <BareLayout>
          <CenteredCard>
            <ErrorMessage messageKey={errorMessageKey(error)} />
          </CenteredCard>
        </BareLayout>
      );
    case 'allow':
      return <Page route={route} me={me} />;
  }
}

function Page({ route, me }: { route: PageRoute; me: ShellUser | undefined }) {
  usePageTitle(route.titleKey);
  const Screen = route.component;
  const content = (
    <RouteErrorBoundary key={route.path}>
      <Suspense fallback={<LoadingState />}>
        <Screen />
      </Suspense>
    </RouteErrorBoundary>
  );
  if (!route.layout.navBar && !route.layout.sideMenu) return <BareLayout>{content}</BareLayout>;
  return (
    <AppLayout layout={route.layout} me={me}>
      {content}
    </AppLayout>
  );
}
