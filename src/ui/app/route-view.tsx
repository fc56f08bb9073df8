import { useSelector } from '@xstate/react';
import {
  lazy,
  Suspense,
  useEffect,
  useLayoutEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import {
  Redirect,
  Route,
  useLocation,
  useRouter,
  useSearch,
  matchRoute,
  type Parser,
} from 'wouter';
import type { RouteRequest } from '../../machines/routeGuardMachine.js';
import { CenteredCard } from '../components/centered-card.js';
import { LoadingState } from '../components/loading-state.js';
import { FORBIDDEN_PATH } from '../../domain/app-paths.js';
import type { ShellUser } from './layout/app-layout.js';
import { BareLayout } from './layout/bare-layout.js';
import { usePageTitle } from './page-title.js';
import { useRequestCart } from './request-cart/request-cart-context.js';
import { RouteErrorBoundary } from './route-error-boundary.js';
import {
  guardView,
  routeRequestKey,
  useRouteGuardActor,
} from './route-guard/route-guard-context.js';
import { withRequiredRoles } from './route-guard/role-guard.js';
import { useShellUser } from './route-guard/shell-user.js';
import {
  FORBIDDEN_ROUTE,
  NOT_FOUND_ROUTE,
  ROUTES,
  type AppRoute,
  type PageRoute,
  type RouteLayout,
} from './routes.js';

const loadAppLayout = () => import('./layout/app-layout.js');

/** The top bar, side menu and footer: a chunk of their own, which bare pages such as Login skip. */
const AppLayout = lazy(async () => ({ default: (await loadAppLayout()).AppLayout }));

function resolveRoute(routes: readonly AppRoute[], pathname: string, parser: Parser): AppRoute {
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

function routeRequest(
  route: PageRoute,
  path: string,
  search: string,
  requestCartUsers: number,
): RouteRequest {
  return {
    path,
    query: Object.fromEntries(new URLSearchParams(search)),
    requiresAuth: route.guard.auth === true,
    featureFlag: route.guard.featureFlag ?? null,
    requestCartUsers,
  };
}

/**
 * Starts loading the screen of the page opened, while start-up runs, when that page needs no
 * sign-in (Login above all): it is then there when start-up ends. A page behind sign-in is not
 * loaded early, since a visitor who is not signed in goes to the sign-in page instead.
 */
export function PublicPagePreload({ routes = ROUTES }: { routes?: readonly AppRoute[] }) {
  const [pathname] = useLocation();
  const { parser } = useRouter();
  const [opened] = useState(() => resolveRoute(routes, pathname, parser));
  useEffect(() => {
    if (opened.kind === 'page' && opened.guard.auth !== true) opened.component.preload?.();
  }, [opened]);
  return null;
}

/** Asks the route guard about every navigation and shows what it decides. */
function GuardedPage({ route }: { route: PageRoute }) {
  const [pathname] = useLocation();
  const search = useSearch();
  const guard = useRouteGuardActor();
  const user = useShellUser();
  const cartUsers = useRequestCart().users.length;
  const request = useMemo(
    () => routeRequest(route, pathname, search, cartUsers),
    [route, pathname, search, cartUsers],
  );
  const key = routeRequestKey(request);

  useLayoutEffect(() => {
    guard.send({ type: 'route.enter', ...request });
  }, [guard, request]);

  const decision = useSelector(guard, (snapshot) => guardView(snapshot, key));
  const view = withRequiredRoles(decision, route.guard, user);
  const shown =
    view === 'notFound' ? NOT_FOUND_ROUTE : view === 'forbidden' ? FORBIDDEN_ROUTE : route;
  usePageTitle(shown.titleKey);

  if (view === 'forbidden' && pathname !== FORBIDDEN_PATH) {
    return <Redirect to={FORBIDDEN_PATH} replace />;
  }
  const bare = !shown.layout.navBar && !shown.layout.sideMenu;
  const onJourneyBackground = bare || shown.layout.journeyBackground === true;
  if (!bare) {
    // Frame and screen load side by side rather than one after the other.
    void loadAppLayout();
    shown.component.preload?.();
  }
  return (
    <Frame layout={shown.layout} user={user}>
      {view === 'pending' ? (
        <Loading onJourneyBackground={onJourneyBackground} />
      ) : (
        <Screen route={shown} onJourneyBackground={onJourneyBackground} />
      )}
    </Frame>
  );
}

/** The same layout element across a navigation, so the shell stays mounted while it is decided. */
function Frame({
  layout,
  user,
  children,
}: {
  layout: RouteLayout;
  user: ShellUser | undefined;
  children: ReactNode;
}) {
  if (!layout.navBar && !layout.sideMenu) return <BareLayout>{children}</BareLayout>;
  return (
    <Suspense fallback={<LoadingState />}>
      <AppLayout layout={layout} user={user}>
        {children}
      </AppLayout>
    </Suspense>
  );
}

function Screen({
  route,
  onJourneyBackground,
}: {
  route: PageRoute;
  onJourneyBackground: boolean;
}) {
  const Component = route.component;
  return (
    <RouteErrorBoundary key={route.path} onRetry={route.component.reload}>
      <Suspense fallback={<Loading onJourneyBackground={onJourneyBackground} />}>
        <Component />
      </Suspense>
    </RouteErrorBoundary>
  );
}

/** Pages on the themed journey background get their loading message on a card. */
function Loading({ onJourneyBackground }: { onJourneyBackground: boolean }) {
  return onJourneyBackground ? (
    <CenteredCard>
      <LoadingState />
    </CenteredCard>
  ) : (
    <LoadingState />
  );
}
