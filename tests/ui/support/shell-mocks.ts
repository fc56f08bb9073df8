import type { MockLink } from '@apollo/client/testing';
import { RouteGuard_MeDocument, RouteGuard_PlatformDocument } from '../../../src/ui/gql/graphql.js';

export const signedInUser = {
  __typename: 'Me',
  id: 'u-1',
  displayName: 'Ann Smith',
  company: 'Example Corp',
  mail: 'ann@example.com',
  idmRoles: ['internal/role/openidm-authorized'],
  amRoles: [],
};

export function platformMock(hostedPages = true): MockLink.MockedResponse {
  return {
    request: { query: RouteGuard_PlatformDocument },
    result: {
      data: {
        uiConfig: { __typename: 'UiConfig', hostedPages },
        features: [{ __typename: 'Feature', name: 'governance', enabled: false }],
      },
    },
  };
}

export const signedInMock: MockLink.MockedResponse = {
  request: { query: RouteGuard_MeDocument },
  result: { data: { me: signedInUser } },
};

export const signedOutMock: MockLink.MockedResponse = {
  request: { query: RouteGuard_MeDocument },
  result: { errors: [{ message: 'No session', extensions: { code: 'UNAUTHENTICATED' } }] },
};
