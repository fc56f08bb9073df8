import { z } from 'zod';
import type { UpstreamHttp } from './http.js';
import type { IdmIdentity } from './idm.js';

const application = z.looseObject({
  _id: z.string(),
  name: z.string(),
  description: z.string().nullish(),
  icon: z.string().nullish(),
  url: z.string().nullish(),
});
export type IdmApplication = z.infer<typeof application>;

const envelope = z.looseObject({ result: z.array(application) });

/** Identity management's applications a user is a member of. */
export function createIdmApplicationsClient(
  http: UpstreamHttp,
  accessToken: () => Promise<string>,
) {
  return {
    async memberApplications({ component, id }: IdmIdentity): Promise<IdmApplication[]> {
      const answer = await http.request(envelope, {
        path: `${component}/${encodeURIComponent(id)}/applications`,
        query: { _queryFilter: 'true' },
        bearer: await accessToken(),
      });
      return answer.result;
    },
  };
}
