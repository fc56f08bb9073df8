import { useQuery } from '@apollo/client/react';
import { useSelector } from '@xstate/react';
import { graphql } from '../../gql/index.js';
import { CALLER_HANDLES_UNAUTHENTICATED } from '../../lib/request-context.js';
import type { ShellUser } from '../layout/app-layout.js';
import { hasLoadedUser, useRouteGuardActor } from './route-guard-context.js';

export const ShellUser_Me = graphql(`
  query ShellUser_Me {
    me {
      id
      amAdmin
      ...ProfileMenu_MeFragment
      ...SideMenu_MeFragment
    }
    ...SideMenu_PrivilegesFragment
  }
`);

/** A failed privileges read leaves the user signed in, without the delegated-admin entries. */
export const SHELL_USER_ERROR_POLICY = 'all';

/** The signed-in user and their privileges, as the guard loaded them, for the top bar and side menu. */
export function useShellUser(): ShellUser | undefined {
  const guard = useRouteGuardActor();
  const loaded = useSelector(guard, hasLoadedUser);
  const { data } = useQuery(ShellUser_Me, {
    skip: !loaded,
    errorPolicy: SHELL_USER_ERROR_POLICY,
    context: CALLER_HANDLES_UNAUTHENTICATED,
  });
  return data;
}
