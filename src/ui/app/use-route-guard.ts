import { useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import { graphql } from '../gql/index.js';
import { hasErrorCode } from '../lib/api-error.js';
import { CALLER_HANDLES_UNAUTHENTICATED } from '../lib/request-context.js';
import type { ShellUser } from './layout/app-layout.js';
import {
  evaluateGuard,
  type GuardDecision,
  type PlatformFacts,
  type SessionFacts,
} from './route-guard.js';
import type { RouteGuard } from './routes.js';

const RouteGuard_Platform = graphql(`
  query RouteGuard_Platform {
    uiConfig {
      hostedPages
    }
    features {
      name
      enabled
    }
  }
`);

const RouteGuard_Me = graphql(`
  query RouteGuard_Me {
    me {
      id
      ...ProfileMenu_MeFragment
      ...SideMenu_MeFragment
    }
  }
`);

export interface RouteGuardState {
  decision: GuardDecision;
  me: ShellUser | undefined;
  error: unknown;
}

const NO_FEATURES: ReadonlySet<string> = new Set();

export function useRouteGuard(guard: RouteGuard): RouteGuardState {
  const needsPlatform = Boolean(guard.hostedPages || guard.featureFlag);
  const platformQuery = useQuery(RouteGuard_Platform, { skip: !needsPlatform });
  const meQuery = useQuery(RouteGuard_Me, {
    skip: !guard.auth,
    context: CALLER_HANDLES_UNAUTHENTICATED,
  });

  const platform = useMemo((): PlatformFacts => {
    if (platformQuery.data) {
      return {
        status: 'ready',
        hostedPages: platformQuery.data.uiConfig.hostedPages,
        enabledFeatures: new Set(
          platformQuery.data.features.filter((f) => f.enabled).map((f) => f.name),
        ),
      };
    }
    if (platformQuery.error)
      return { status: 'ready', hostedPages: true, enabledFeatures: NO_FEATURES };
    return { status: 'loading' };
  }, [platformQuery.data, platformQuery.error]);

  const session: SessionFacts = meQuery.data
    ? 'signedIn'
    : meQuery.error
      ? hasErrorCode(meQuery.error, 'UNAUTHENTICATED')
        ? 'signedOut'
        : 'failed'
      : 'unknown';

  return {
    decision: evaluateGuard(guard, { platform, session }),
    me: meQuery.data?.me,
    error: meQuery.error,
  };
}
