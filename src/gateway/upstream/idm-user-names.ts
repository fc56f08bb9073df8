import DataLoader from 'dataloader';
import { z } from 'zod';
import { managedUserResource } from '../../domain/realms.js';
import type { UpstreamHttp } from './http.js';

const envelope = z.looseObject({
  result: z.array(z.looseObject({ _id: z.string(), userName: z.string().optional() })),
});

/** Keeps each query's filter, and so its URL, short. */
const MAX_IDS_PER_QUERY = 50;

/** Quotes a value for a CREST query filter. */
const quoted = (value: string) => `"${value.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`;

/**
 * The user names of a realm's users by id, read in one query per request for every id asked;
 * an id the caller may not read, or that no longer exists, has none.
 */
export function createIdmUserNames(
  http: UpstreamHttp,
  accessToken: () => Promise<string>,
  realm: () => string | undefined,
) {
  const names = new DataLoader<string, string | null>(
    async (ids) => {
      const resource = managedUserResource(realm() ?? 'root');
      const answer = await http.request(envelope, {
        path: resource,
        query: {
          _queryFilter: ids.map((id) => `_id eq ${quoted(id)}`).join(' or '),
          _fields: 'userName',
          _pageSize: String(ids.length),
        },
        bearer: await accessToken(),
      });
      const byId = new Map(answer.result.map((user) => [user._id, user.userName ?? null]));
      return ids.map((id) => byId.get(id) ?? null);
    },
    { maxBatchSize: MAX_IDS_PER_QUERY },
  );
  return {
    /** The user's name, or null when it cannot be read: a name is never worth failing a page. */
    userName: (id: string) => names.load(id).catch(() => null),
  };
}
