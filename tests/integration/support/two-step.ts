import { expect } from 'vitest';
import { totpCode } from '../../platform/am/mfa/two-step-fixture.js';
import type { GraphQLClient } from '../../support/graphql-client.js';

export const START_APP = /* GraphQL */ `
  mutation {
    startAuthenticatorAppEnrolment {
      enrolmentId
      secret
      uri
      accountName
      digits
      period
    }
  }
`;
export const CONFIRM_APP = /* GraphQL */ `
  mutation Confirm($enrolmentId: String!, $code: String!, $name: String) {
    confirmAuthenticatorAppEnrolment(enrolmentId: $enrolmentId, code: $code, name: $name) {
      device {
        id
        type
        name
      }
      recoveryCodes
    }
  }
`;

/** Enrols an authenticator app named Phone for the signed-in user; its secret gives the codes. */
export async function enrolApp(client: GraphQLClient) {
  const started = await client.request<{
    startAuthenticatorAppEnrolment: { enrolmentId: string; secret: string; uri: string };
  }>(START_APP);
  expect(started.errors).toBeUndefined();
  const { enrolmentId, secret } = started.data!.startAuthenticatorAppEnrolment;
  const confirmed = await client.request<{
    confirmAuthenticatorAppEnrolment: {
      device: { id: string; type: string; name: string };
      recoveryCodes: string[] | null;
    };
  }>(CONFIRM_APP, { enrolmentId, code: totpCode(secret), name: 'Phone' });
  expect(confirmed.errors).toBeUndefined();
  return {
    ...started.data!.startAuthenticatorAppEnrolment,
    ...confirmed.data!.confirmAuthenticatorAppEnrolment,
  };
}
