import type { MockLink } from '@apollo/client/testing';
import {
  SignedInSession_NotificationsDocument,
  SignedInSession_SessionDocument,
  ShellUser_MeDocument,
  SystemBanner_NotificationDocument,
} from '../../../src/ui/gql/graphql.js';

export const signedInUser = {
  __typename: 'Me',
  id: 'u-1',
  displayName: 'Ann Smith',
  company: 'Example Corp',
  mail: 'ann@example.com',
  profileImage: null as string | null,
  idmRoles: ['internal/role/openidm-authorized'],
  amRoles: [] as string[],
  amAdmin: false,
};

export interface DelegatedAdminPrivilege {
  title: string;
  privilegePath: string;
  resourceType: string;
  resourceName: string;
}

/** The shell's one query: the signed-in user and their delegated-administration entries. */
export const shellUserMock = (
  me: typeof signedInUser,
  privileges: readonly DelegatedAdminPrivilege[] = [],
): MockLink.MockedResponse => ({
  request: { query: ShellUser_MeDocument },
  result: {
    data: {
      me,
      privileges: privileges.map((entry) => ({ __typename: 'DelegatedAdminPrivilege', ...entry })),
    },
  },
});

export const signedInMock: MockLink.MockedResponse = shellUserMock(signedInUser);

export const signedOutMock: MockLink.MockedResponse = {
  request: { query: ShellUser_MeDocument },
  result: { errors: [{ message: 'No session', extensions: { code: 'UNAUTHENTICATED' } }] },
};

export const sessionOf = (subject: string): MockLink.MockedResponse => ({
  request: { query: SignedInSession_SessionDocument },
  result: {
    data: {
      session: {
        __typename: 'Session',
        subject,
        authTime: 1_700_000_000,
        realm: 'root',
        maxIdleExpirationTime: new Date(Date.now() + 30 * 60_000).toISOString(),
      },
    },
  },
  maxUsageCount: Number.POSITIVE_INFINITY,
});

export const noNotificationsMock: MockLink.MockedResponse = {
  request: { query: SignedInSession_NotificationsDocument },
  result: { data: { notifications: [] } },
  maxUsageCount: Number.POSITIVE_INFINITY,
};

export const noSystemNotificationMock: MockLink.MockedResponse = {
  request: { query: SystemBanner_NotificationDocument },
  result: { data: { systemNotification: null } },
  maxUsageCount: Number.POSITIVE_INFINITY,
};

/** What a signed-in shell asks for besides the user: the session, notifications, the banner. */
export const signedInShellMocks: MockLink.MockedResponse[] = [
  signedInMock,
  sessionOf('u-1'),
  noNotificationsMock,
  noSystemNotificationMock,
];
