import { ApolloLink } from '@apollo/client';
import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { gql } from '@apollo/client';
import { Observable, firstValueFrom } from 'rxjs';
import { describe, expect, it, vi } from 'vitest';
import { authErrorLink, createApolloClient } from '../../src/ui/app/apollo-client.js';
import { CALLER_HANDLES_FORBIDDEN } from '../../src/ui/lib/caller-handles-forbidden.js';
import { errorCode, errorMessageKey, hasErrorCode } from '../../src/ui/lib/api-error.js';
import { fieldErrors } from '../../src/ui/lib/field-errors.js';

const graphQLError = (code: string, extra: Record<string, unknown> = {}) =>
  new CombinedGraphQLErrors({
    data: null,
    errors: [{ message: code, extensions: { code, ...extra } }],
  });

const serverError = (status: number, body = '') =>
  new ServerError('failed', { response: new Response(body, { status }), bodyText: body });

describe('api errors', () => {
  it('reads the gateway code from the GraphQL error extensions', () => {
    expect(errorCode(graphQLError('FORBIDDEN'))).toBe('FORBIDDEN');
    expect(errorCode(graphQLError('SOMETHING_ELSE'))).toBeUndefined();
    expect(hasErrorCode(graphQLError('UNAUTHENTICATED'), 'UNAUTHENTICATED')).toBe(true);
    expect(errorCode(undefined)).toBeUndefined();
  });

  it('falls back to the HTTP status, and to unavailable when nothing readable came back', () => {
    expect(errorCode(serverError(401))).toBe('UNAUTHENTICATED');
    expect(errorCode(serverError(403))).toBe('FORBIDDEN');
    expect(errorCode(serverError(503))).toBe('UPSTREAM_UNAVAILABLE');
    expect(
      errorCode(
        serverError(
          400,
          JSON.stringify({ errors: [{ message: 'x', extensions: { code: 'CONFLICT' } }] }),
        ),
      ),
    ).toBe('CONFLICT');
    expect(errorCode(new TypeError('Failed to fetch'))).toBe('UPSTREAM_UNAVAILABLE');
  });

  it('lists the per-field errors of bad input', () => {
    const error = graphQLError('BAD_USER_INPUT', {
      fieldErrors: [
        { field: 'mail', message: 'validation.email', values: { min: 1 } },
        { field: 3 },
      ],
    });
    expect(fieldErrors(error)).toEqual([]);
    const valid = graphQLError('BAD_USER_INPUT', {
      fieldErrors: [{ field: 'mail', message: 'validation.email' }],
    });
    expect(fieldErrors(valid)).toEqual([{ field: 'mail', message: 'validation.email' }]);
  });

  it('maps unavailability to the connection message and the rest to the fallback', () => {
    expect(errorMessageKey(graphQLError('UPSTREAM_UNAVAILABLE'))).toBe(
      'errors.upstreamUnavailable',
    );
    expect(errorMessageKey(graphQLError('NOT_FOUND'))).toBe('errors.generic');
    expect(errorMessageKey(graphQLError('NOT_FOUND'), 'profilePage.loadError')).toBe(
      'profilePage.loadError',
    );
  });
});

describe('authErrorLink', () => {
  const query = gql`
    query Probe {
      me {
        id
      }
    }
  `;

  function run(code: string, context: Record<string, unknown> = {}) {
    const handlers = { onUnauthenticated: vi.fn(), onForbidden: vi.fn() };
    const failing = new ApolloLink(
      () => new Observable((observer) => observer.error(graphQLError(code))),
    );
    const link = ApolloLink.from([authErrorLink(handlers), failing]);
    const client = createApolloClient(handlers);
    return firstValueFrom(ApolloLink.execute(link, { query, context }, { client }))
      .catch(() => undefined)
      .then(() => handlers);
  }

  it('sends UNAUTHENTICATED to Login and FORBIDDEN to Forbidden', async () => {
    const unauthenticated = await run('UNAUTHENTICATED');
    expect(unauthenticated.onUnauthenticated).toHaveBeenCalledOnce();
    const forbidden = await run('FORBIDDEN');
    expect(forbidden.onForbidden).toHaveBeenCalledOnce();
    const other = await run('NOT_FOUND');
    expect(other.onUnauthenticated).not.toHaveBeenCalled();
    expect(other.onForbidden).not.toHaveBeenCalled();
  });

  it('leaves UNAUTHENTICATED to callers that handle it themselves', async () => {
    const handlers = await run('UNAUTHENTICATED', { authRedirect: false });
    expect(handlers.onUnauthenticated).not.toHaveBeenCalled();
  });

  it('leaves FORBIDDEN to callers that show it themselves', async () => {
    const handlers = await run('FORBIDDEN', CALLER_HANDLES_FORBIDDEN);
    expect(handlers.onForbidden).not.toHaveBeenCalled();
  });
});

describe('createApolloClient', () => {
  it('posts to /graphql with the CSRF header and same-origin credentials', async () => {
    const fetch = vi.fn((_url: string, _init: RequestInit) =>
      Promise.resolve(Response.json({ data: { me: { __typename: 'Me', id: 'u-1' } } })),
    );
    vi.stubGlobal('fetch', fetch);
    try {
      const client = createApolloClient({ onUnauthenticated: vi.fn(), onForbidden: vi.fn() });
      await client.query({
        query: gql`
          query Probe {
            me {
              id
            }
          }
        `,
      });
      const [url, init] = fetch.mock.calls[0] ?? [];
      expect(url).toBe('/graphql');
      expect(init?.method).toBe('POST');
      expect(init?.credentials).toBe('same-origin');
      expect(new Headers(init?.headers).get('x-requested-with')).toBe('identity-console');
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
