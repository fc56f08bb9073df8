import { ApolloLink, gql } from '@apollo/client';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { Observable, firstValueFrom } from 'rxjs';
import { describe, expect, it, vi } from 'vitest';
import { authErrorLink, createApolloClient } from '../../src/ui/app/apollo-client.js';

const query = gql`
  query Probe {
    me {
      id
    }
  }
`;

/** Runs one operation that fails with `extensions` while the page is at `path`. */
async function refusedAt(path: string, extensions: Record<string, unknown>) {
  const handlers = { onUnauthenticated: vi.fn(), onForbidden: vi.fn() };
  const failing = new ApolloLink(
    () =>
      new Observable((observer) =>
        observer.error(
          new CombinedGraphQLErrors({ data: null, errors: [{ message: 'refused', extensions }] }),
        ),
      ),
  );
  const link = ApolloLink.from([authErrorLink(handlers, () => path), failing]);
  const client = createApolloClient(handlers);
  await firstValueFrom(ApolloLink.execute(link, { query }, { client })).catch(() => undefined);
  return handlers;
}

describe('403 and 401 answers', () => {
  it('go to Forbidden and to Login from any page but the journeys page', async () => {
    expect((await refusedAt('/profile', { code: 'FORBIDDEN' })).onForbidden).toHaveBeenCalledOnce();
    expect(
      (await refusedAt('/profile', { code: 'UNAUTHENTICATED' })).onUnauthenticated,
    ).toHaveBeenCalledOnce();
  });

  it('leave a 403 on the journeys page to the journey', async () => {
    expect((await refusedAt('/login', { code: 'FORBIDDEN' })).onForbidden).not.toHaveBeenCalled();
  });

  it('leave a refused configuration read (managed objects, the end-user messages) to the screen', async () => {
    const handlers = await refusedAt('/profile', {
      code: 'FORBIDDEN',
      reason: 'CONFIGURATION_REFUSED',
    });
    expect(handlers.onForbidden).not.toHaveBeenCalled();
    expect(handlers.onUnauthenticated).not.toHaveBeenCalled();
  });
});
