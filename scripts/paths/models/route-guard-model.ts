import { routeGuardMachine, type RouteRequest } from '../../../src/machines/routeGuardMachine.js';
import { actorDone, actorError, defineModel } from '../machine-model.js';

const route = (path: string, rest: Partial<RouteRequest> = {}): RouteRequest => ({
  path,
  query: {},
  requiresAuth: true,
  featureFlag: null,
  requestCartUsers: 0,
  ...rest,
});

const routes: Record<string, RouteRequest> = {
  dashboard: route('/dashboard'),
  dashboardOAuthReturn: route('/dashboard', { query: { state: 'af0ifjsldkj' } }),
  emptyNewRequest: route('/my-requests/new-request', { featureFlag: 'governance' }),
  filledNewRequest: route('/my-requests/new-request', {
    featureFlag: 'governance',
    requestCartUsers: 2,
  }),
  workforceApplications: route('/applications', { featureFlag: 'workforce' }),
  login: route('/login', { requiresAuth: false }),
};

function describeRoute({ path, query, requestCartUsers }: RouteRequest): string {
  const search = new URLSearchParams(query).toString();
  const cart = path.endsWith('new-request') ? ` with ${requestCartUsers} users in the cart` : '';
  return `${path}${search ? `?${search}` : ''}${cart}`;
}

export const routeGuardModel = defineModel({
  name: 'routeGuard',
  file: 'src/machines/routeGuardMachine.ts',
  machine: routeGuardMachine,
  scenarios: [
    {
      name: 'hosted pages on, governance enabled',
      input: { hostedPages: true, enabledFeatures: ['governance'], user: null },
    },
    {
      name: 'hosted pages disabled',
      input: { hostedPages: false, enabledFeatures: ['governance'], user: null },
    },
  ],
  stateKey: (snapshot) => ({
    user: snapshot.context.user?.userId ?? null,
    pendingRoute: snapshot.matches('authenticating') ? snapshot.context.route : null,
  }),
  events: (snapshot) => {
    const everyRoute = snapshot.context.hostedPages ? Object.values(routes) : [routes.dashboard!];
    const navigations = snapshot.matches('idle')
      ? everyRoute
      : snapshot.matches('allowed')
        ? [routes.dashboard!]
        : [];
    return [
      ...navigations.map((request) => ({ type: 'route.enter' as const, ...request })),
      ...(snapshot.matches('allowed')
        ? [
            { type: 'route.reject' as const, status: 403 as const },
            { type: 'route.reject' as const, status: 401 as const },
          ]
        : []),
      actorDone('loginAndLoadUser', { userId: 'demo' }),
      actorDone('loginAndLoadUser', { userId: 'amadmin' }),
      actorError('loginAndLoadUser', 'Unauthenticated'),
    ];
  },
  describeEvent: (event) => {
    if (event.type === 'route.enter') {
      const { type: _type, ...request } = event;
      return describeRoute(request as RouteRequest);
    }
    if (event.type === 'xstate.done.actor.loginAndLoadUser') {
      return (event.output as { userId: string }).userId;
    }
    return undefined;
  },
});
