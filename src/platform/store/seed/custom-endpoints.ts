import type { EndpointBehaviour } from '../../../domain/custom-endpoints.js';
import type { Db } from '../db.js';

const SEEDED_ENDPOINTS: readonly {
  name: string;
  behaviour: EndpointBehaviour;
  description: string;
}[] = [
  {
    name: 'linkedApplications',
    behaviour: 'linkedApplicationsCount',
    description: "Answers how many applications the caller's account is linked to.",
  },
  {
    name: 'echo',
    behaviour: 'requestInfo',
    description: 'Repeats the request it receives, for diagnostics.',
  },
  {
    name: 'health',
    behaviour: 'health',
    description: 'Answers that the identity service is alive.',
  },
];

/** The same deployed custom endpoints in every realm. */
export async function seedCustomEndpoints(db: Db, realms: readonly string[]): Promise<void> {
  await db
    .insertInto('custom_endpoints')
    .values(realms.flatMap((realm) => SEEDED_ENDPOINTS.map((endpoint) => ({ realm, ...endpoint }))))
    .execute();
}
