import { useApolloClient } from '@apollo/client/react';
import { useActorRef } from '@xstate/react';
import { useCallback, type ReactNode } from 'react';
import { fromPromise } from 'xstate';
import { signOutMachine, type EndSessionOutput } from '../../../machines/signOutMachine.js';
import { graphql } from '../../gql/index.js';
import { browserStorage, LOGIN_REALM_KEY } from '../../lib/browser-storage.js';
import { REALM_PARAM } from '../../lib/location.js';
import { CALLER_HANDLES_UNAUTHENTICATED } from '../../lib/request-context.js';
import { keepNoticeForNextPage } from '../toast/pending-notice.js';
import { browserPageExit, type PageExit } from './page-exit.js';
import { SignOutContext } from './sign-out-context.js';

const SignOutProvider_SignOut = graphql(`
  mutation SignOutProvider_SignOut {
    signOut {
      postLogoutUrl
      gotoRejected
    }
  }
`);

export interface SignOutProviderProps {
  children: ReactNode;
  exit?: PageExit | undefined;
}

export function SignOutProvider({ children, exit = browserPageExit }: SignOutProviderProps) {
  const client = useApolloClient();
  const signOut = useActorRef(
    signOutMachine.provide({
      actors: {
        endSession: fromPromise<EndSessionOutput>(async () => {
          try {
            const { data } = await client.mutate({
              mutation: SignOutProvider_SignOut,
              context: CALLER_HANDLES_UNAUTHENTICATED,
            });
            if (data?.signOut.gotoRejected) {
              // The browser reloads to Login, which says why it did not go where it was sent.
              keepNoticeForNextPage({ messageKey: 'errors.gotoVerification', tone: 'danger' });
            }
            return { postLogoutUrl: data?.signOut.postLogoutUrl ?? null };
          } finally {
            await client.clearStore();
          }
        }),
      },
      actions: {
        restoreLoginRealm: () => {
          const realm = browserStorage.read(LOGIN_REALM_KEY);
          browserStorage.remove(LOGIN_REALM_KEY);
          if (!realm) return;
          exit.replaceAddress((url) => {
            url.searchParams.set(REALM_PARAM, realm);
            return url;
          });
        },
        clearHash: () =>
          exit.replaceAddress((url) => {
            url.hash = '';
            return url;
          }),
        navigateToUrl: (_, { url }) => exit.assign(url),
        reload: () => exit.reload(),
      },
    }),
  );
  const start = useCallback(() => signOut.send({ type: 'signOut.start' }), [signOut]);
  return <SignOutContext value={start}>{children}</SignOutContext>;
}
