import { useApolloClient } from '@apollo/client/react';
import { useActorRef } from '@xstate/react';
import { useEffect, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { fromPromise } from 'xstate';
import { ROOT_PATH } from '../../../domain/app-paths.js';
import { routeGuardMachine, type SignedInUser } from '../../../machines/routeGuardMachine.js';
import { leaveUnsaved } from '../../components/unsaved-edits/navigation-guard.js';
import { graphql } from '../../gql/index.js';
import { loginHref } from '../../lib/location.js';
import { CALLER_HANDLES_UNAUTHENTICATED } from '../../lib/request-context.js';
import type { AuthErrorRelay } from '../auth-error-relay.js';
import { useBootResult } from '../boot/boot-context.js';
import { useToast } from '../toast/toast-context.js';
import { guardUser } from './guard-user.js';
import { RouteGuardContext } from './route-guard-context.js';
import { SHELL_USER_ERROR_POLICY, ShellUser_Me } from './shell-user.js';

const RouteGuard_SignOutAdmin = graphql(`
  mutation RouteGuard_SignOutAdmin {
    signOut {
      postLogoutUrl
    }
  }
`);

export interface RouteGuardProviderProps {
  children: ReactNode;
  /** Where the Apollo error link reports 401 and 403 answers. */
  authErrors?: AuthErrorRelay | undefined;
}

export function RouteGuardProvider({ children, authErrors }: RouteGuardProviderProps) {
  const client = useApolloClient();
  const { hostedPages, enabledFeatures } = useBootResult();
  const [, navigate] = useLocation();
  const showToast = useToast();

  const guard = useActorRef(
    routeGuardMachine.provide({
      actors: {
        loginAndLoadUser: fromPromise<SignedInUser>(async () => {
          const { data, error } = await client.query({
            query: ShellUser_Me,
            context: CALLER_HANDLES_UNAUTHENTICATED,
            errorPolicy: SHELL_USER_ERROR_POLICY,
          });
          if (!data?.me) throw new Error('No signed-in user', { cause: error });
          return guardUser(data.me);
        }),
      },
      actions: {
        // No form's edits hold where the guard sends the user: a redirecting route was reached past
        // them, and a lost session cannot save them.
        navigate: (_, { to }) => leaveUnsaved(() => navigate(to, { replace: true })),
        goToLogin: ({ context }) => {
          const { path, query } = context.route ?? { path: ROOT_PATH, query: {} };
          const to = loginHref(path, new URLSearchParams(query).toString());
          leaveUnsaved(() => navigate(to, { replace: true }));
        },
        redirectAdminAway: ({ self }) => {
          void client
            .mutate({ mutation: RouteGuard_SignOutAdmin, context: CALLER_HANDLES_UNAUTHENTICATED })
            .catch(() => undefined)
            .then(() => client.clearStore())
            .finally(() => {
              self.send({ type: 'route.reject', status: 401 });
              showToast({ messageKey: 'shell.adminAccount', tone: 'info' });
            });
        },
      },
    }),
    { input: { hostedPages, enabledFeatures, user: null } },
  );

  useEffect(
    () =>
      authErrors?.connect({
        onUnauthenticated: () => guard.send({ type: 'route.reject', status: 401 }),
        onForbidden: () => guard.send({ type: 'route.reject', status: 403 }),
      }),
    [authErrors, guard],
  );

  return <RouteGuardContext value={guard}>{children}</RouteGuardContext>;
}
