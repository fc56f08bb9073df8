import type { MockLink } from '@apollo/client/testing';
import type { DocumentNode } from 'graphql';

const DAY_MS = 24 * 3600_000;

export const ago = (ms: number) => new Date(Date.now() - ms).toISOString();
export const daysAgo = (days: number) => ago(days * DAY_MS);

export const authDevice = (id: string, type: 'OATH' | 'PUSH' | 'WEBAUTHN', name: string) => ({
  __typename: 'AuthDevice',
  id,
  type,
  name,
  createdDate: daysAgo(30),
  lastAccessDate: daysAgo(2),
});

export const trustedDevice = (id: string, alias: string, isCurrent = false) => ({
  __typename: 'TrustedDevice',
  id,
  alias,
  browser: isCurrent ? 'Chrome' : 'Safari',
  os: isCurrent ? 'Linux' : 'iOS',
  cpu: isCurrent ? 'amd64' : 'arm64',
  isCurrent,
  lastSelectedDate: isCurrent ? ago(60_000) : daysAgo(2),
  location: isCurrent ? null : 'London, United Kingdom',
  localNetwork: isCurrent,
});

export const userSession = (handle: string, isCurrent: boolean, lastActiveMs: number) => ({
  __typename: 'UserSession',
  handle,
  isCurrent,
  latestAccessTime: ago(lastActiveMs),
  maxIdleExpirationTime: new Date(Date.now() + 30 * 60_000).toISOString(),
});

export const signInEvent = (id: string, result: 'SUCCESS' | 'FAILURE', time: string) => ({
  __typename: 'SignInEvent',
  id,
  time,
  result,
  ipAddress: result === 'SUCCESS' ? '192.0.2.44' : '198.51.100.23',
  location: result === 'SUCCESS' ? 'London, United Kingdom' : 'Frankfurt, Germany',
  localNetwork: false,
  browser: result === 'SUCCESS' ? 'Safari' : 'Firefox',
  os: result === 'SUCCESS' ? 'iOS' : 'Windows',
});

export function answer(query: DocumentNode, data: unknown): MockLink.MockedResponse {
  return { request: { query }, result: { data: data as Record<string, unknown> } };
}

export function failure(query: DocumentNode, code: string): MockLink.MockedResponse {
  return {
    request: { query },
    result: { errors: [{ message: code, extensions: { code } }] as never },
  };
}

/** A mutation answered once, recording the variables it was sent with. */
export function mutation(
  query: DocumentNode,
  sent: Record<string, unknown>[],
  outcome: { data: unknown } | { errors: unknown[] },
): MockLink.MockedResponse {
  return {
    request: {
      query,
      variables: (variables: Record<string, unknown>) => {
        sent.push(variables);
        return true;
      },
    },
    result:
      'data' in outcome
        ? { data: outcome.data as Record<string, unknown> }
        : { errors: outcome.errors as never },
  };
}
