import { describe, expect, it } from 'vitest';
import { createCache } from '../../src/ui/app/apollo-client.js';
import {
  DataSourcesPage_ListDocument,
  type DataSourcesPage_ListQuery,
} from '../../src/ui/gql/graphql.js';
import { evictDeleted } from '../../src/ui/lib/evict-deleted.js';

const row = (id: string, name: string) => ({
  __typename: 'DataSource',
  id,
  name,
  bucket: 'autoaccess-training',
  filePath: 'events/*.jsonl',
  active: false,
  created: null,
});

describe('evicting a deleted object', () => {
  // The data carries the type names the server sends, which the generated result types leave out.
  it('forgets the object and every cached page of its list, which is then read anew', () => {
    const cache = createCache();
    const list = (search: string) => ({
      query: DataSourcesPage_ListDocument,
      variables: { input: { search, pageSize: 10 } },
    });
    for (const search of ['', 'Sign']) {
      cache.writeQuery({
        ...list(search),
        data: {
          dataSources: {
            __typename: 'DataSourcePage',
            total: 2,
            nextCursor: null,
            rows: [row('ds-1', 'Sign-ins'), row('ds-2', 'Signals')],
          },
        } as DataSourcesPage_ListQuery,
      });
    }

    evictDeleted(cache, { __typename: 'DataSource', id: 'ds-1' }, 'dataSources');

    expect(cache.readQuery(list(''))).toBeNull();
    expect(cache.readQuery(list('Sign'))).toBeNull();
    expect(cache.extract()).not.toHaveProperty('DataSource:ds-1');
  });
});
