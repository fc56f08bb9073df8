import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jsonb } from '../../src/platform/store/db.js';
import { GraphQLClient, signIn, type GraphQLResult } from '../support/graphql-client.js';
import { startStack, type RunningStack } from '../support/stack.js';

const PASSWORD = 'Demo!Passw0rd';

const MY_RESOURCES = /* GraphQL */ `
  query {
    sharingResources {
      id
      rev
      name
      type
      icon
      scopes
      shares {
        username
        scopes
      }
    }
  }
`;
const SHARED_WITH_ME = /* GraphQL */ `
  query {
    sharedWithMe {
      id
      name
      type
      icon
      owner
      scopes
    }
  }
`;
const REQUESTS = /* GraphQL */ `
  query {
    sharingRequests {
      id
      requester
      resourceId
      resourceName
      scopes
      requestDate
    }
  }
`;
const SHARE = /* GraphQL */ `
  mutation Share($input: ShareResourceInput!) {
    shareResource(input: $input) {
      id
      rev
      shares {
        username
        scopes
      }
    }
  }
`;
const MODIFY = /* GraphQL */ `
  mutation Modify($input: ShareResourceInput!) {
    modifyResourceShare(input: $input) {
      id
      rev
      shares {
        username
        scopes
      }
    }
  }
`;
const UNSHARE = /* GraphQL */ `
  mutation Unshare($input: UnshareResourceInput!) {
    unshareResource(input: $input) {
      id
      rev
      shares {
        username
        scopes
      }
    }
  }
`;
const APPROVE = /* GraphQL */ `
  mutation Approve($id: ID!, $scopes: [String!]) {
    approveSharingRequest(id: $id, scopes: $scopes) {
      id
      shares {
        username
        scopes
      }
    }
  }
`;
const DENY = /* GraphQL */ `
  mutation Deny($id: ID!) {
    denySharingRequest(id: $id) {
      id
      requester
    }
  }
`;

interface Share {
  username: string;
  scopes: string[];
}
interface Resource {
  id: string;
  rev: string;
  name: string;
  type: string | null;
  icon: string | null;
  scopes: string[];
  shares: Share[];
}
interface SharedResource {
  id: string;
  name: string;
  owner: string;
  scopes: string[];
}
interface Request {
  id: string;
  requester: string;
  resourceId: string;
  resourceName: string;
  scopes: string[];
  requestDate: string | null;
}

let stack: RunningStack;
let demo: GraphQLClient;
/** The seeded user demo shares Holiday photos with. */
let friend: string;
/** The seeded user who asks demo for access to Medical records. */
let requester: string;

async function signedIn(username: string): Promise<GraphQLClient> {
  const client = new GraphQLClient(stack.url);
  const result = await signIn(client, { realm: 'alpha', username, password: PASSWORD });
  expect(result.data?.authenticate).toMatchObject({ __typename: 'JourneySuccess' });
  return client;
}

async function myResources(client = demo): Promise<Resource[]> {
  const result = await client.request<{ sharingResources: Resource[] }>(MY_RESOURCES);
  expect(result.errors).toBeUndefined();
  return result.data!.sharingResources;
}

async function sharedWith(client: GraphQLClient): Promise<SharedResource[]> {
  const result = await client.request<{ sharedWithMe: SharedResource[] }>(SHARED_WITH_ME);
  expect(result.errors).toBeUndefined();
  return result.data!.sharedWithMe;
}

async function resourceNamed(name: string): Promise<Resource> {
  const found = (await myResources()).find((resource) => resource.name === name);
  if (!found) throw new Error(`No resource ${name}`);
  return found;
}

const codeOf = (result: GraphQLResult) => result.errors?.[0]?.extensions?.code;
const fieldErrorsOf = (result: GraphQLResult) => result.errors?.[0]?.extensions?.fieldErrors;

beforeAll(async () => {
  stack = await startStack();
  demo = await signedIn('demo');
  const photos = (await myResources()).find((resource) => resource.name === 'Holiday photos');
  friend = photos!.shares[0]!.username;
  const requests = await demo.request<{ sharingRequests: Request[] }>(REQUESTS);
  requester = requests.data!.sharingRequests[0]!.requester;
});
afterAll(async () => {
  await stack.close();
});

describe('sharing through the gateway', () => {
  it('lists the resources demo owns, with their shares, scopes and icons', async () => {
    const resources = await myResources();
    expect(resources.map((resource) => resource.name)).toEqual([
      'Family calendar',
      'Holiday photos',
      'Medical records',
    ]);
    const photos = resources.find((resource) => resource.name === 'Holiday photos')!;
    expect(photos).toMatchObject({ type: 'Photo album', scopes: ['view', 'edit'] });
    expect(photos.shares).toEqual([{ username: friend, scopes: ['view'] }]);
    expect(photos.icon).toMatch(/^data:image\/svg\+xml;base64,/);
  });

  it('lists what others shared with demo, and the pending request', async () => {
    expect(await sharedWith(demo)).toEqual([
      expect.objectContaining({ name: 'Book club reading list', owner: friend, scopes: ['view'] }),
    ]);
    const requests = await demo.request<{ sharingRequests: Request[] }>(REQUESTS);
    expect(requests.data?.sharingRequests).toEqual([
      {
        id: expect.any(String) as string,
        requester,
        resourceId: expect.any(String) as string,
        resourceName: 'Medical records',
        scopes: ['view'],
        requestDate: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) as string,
      },
    ]);
    expect(requester).not.toBe(friend);
  });

  it('shares, modifies and unshares, and the other user sees each change', async () => {
    const other = await signedIn(requester);
    const calendar = await resourceNamed('Family calendar');
    expect(calendar.shares).toEqual([]);

    const shared = await demo.request<{ shareResource: Resource }>(SHARE, {
      input: {
        resourceId: calendar.id,
        rev: calendar.rev,
        username: requester,
        scopes: ['view', 'edit'],
      },
    });
    expect(shared.errors).toBeUndefined();
    expect(shared.data?.shareResource.shares).toEqual([
      { username: requester, scopes: ['view', 'edit'] },
    ]);
    expect(await sharedWith(other)).toEqual([
      expect.objectContaining({ name: 'Family calendar', owner: 'demo', scopes: ['view', 'edit'] }),
    ]);

    const modified = await demo.request<{ modifyResourceShare: Resource }>(MODIFY, {
      input: {
        resourceId: calendar.id,
        rev: shared.data!.shareResource.rev,
        username: requester,
        scopes: ['view'],
      },
    });
    expect(modified.data?.modifyResourceShare.shares).toEqual([
      { username: requester, scopes: ['view'] },
    ]);
    expect((await sharedWith(other)).map((resource) => resource.scopes)).toEqual([['view']]);

    const unshared = await demo.request<{ unshareResource: Resource }>(UNSHARE, {
      input: {
        resourceId: calendar.id,
        rev: modified.data!.modifyResourceShare.rev,
        username: requester,
      },
    });
    expect(unshared.data?.unshareResource.shares).toEqual([]);
    expect(await sharedWith(other)).toEqual([]);
  });

  it('answers CONFLICT for a change made from a stale page, and keeps what is stored', async () => {
    const photos = await resourceNamed('Holiday photos');
    const first = await demo.request<{ modifyResourceShare: Resource }>(MODIFY, {
      input: { resourceId: photos.id, rev: photos.rev, username: friend, scopes: ['view', 'edit'] },
    });
    expect(first.errors).toBeUndefined();
    const stale = await demo.request(UNSHARE, {
      input: { resourceId: photos.id, rev: photos.rev, username: friend },
    });
    expect(codeOf(stale)).toBe('CONFLICT');
    expect((await resourceNamed('Holiday photos')).shares).toEqual([
      { username: friend, scopes: ['view', 'edit'] },
    ]);
  });

  it('refuses an unknown username with a translated field error', async () => {
    const calendar = await resourceNamed('Family calendar');
    const result = await demo.request(SHARE, {
      input: {
        resourceId: calendar.id,
        rev: calendar.rev,
        username: 'nobody.here',
        scopes: ['view'],
      },
    });
    expect(codeOf(result)).toBe('BAD_USER_INPUT');
    expect(fieldErrorsOf(result)).toEqual([
      { field: 'username', message: 'sharing.errors.unknownUser' },
    ]);
  });

  it.each([
    [{ username: '', scopes: ['view'] }, 'username', 'validation.required'],
    [{ username: 'someone', scopes: [] }, 'scopes', 'validation.atLeastOneChecked'],
    [{ username: 'someone', scopes: ['delete'] }, 'scopes', 'sharing.errors.invalidScope'],
    [{ username: 'demo', scopes: ['view'] }, 'username', 'sharing.errors.ownResource'],
  ])('refuses %j', async (input, field, message) => {
    const calendar = await resourceNamed('Family calendar');
    const result = await demo.request(SHARE, {
      input: { resourceId: calendar.id, rev: calendar.rev, ...input },
    });
    expect(codeOf(result)).toBe('BAD_USER_INPUT');
    expect(fieldErrorsOf(result)).toContainEqual(expect.objectContaining({ field, message }));
    expect((await resourceNamed('Family calendar')).shares).toEqual([]);
  });

  it('refuses sharing twice with the same user and modifying a share that does not exist', async () => {
    const photos = await resourceNamed('Holiday photos');
    const twice = await demo.request(SHARE, {
      input: { resourceId: photos.id, rev: photos.rev, username: friend, scopes: ['view'] },
    });
    expect(fieldErrorsOf(twice)).toEqual([
      { field: 'username', message: 'sharing.errors.alreadyShared' },
    ]);
    const calendar = await resourceNamed('Family calendar');
    const missing = await demo.request(MODIFY, {
      input: { resourceId: calendar.id, rev: calendar.rev, username: friend, scopes: ['view'] },
    });
    expect(fieldErrorsOf(missing)).toEqual([
      { field: 'username', message: 'sharing.errors.notShared' },
    ]);
  });

  it('lets only the owner answer a request; approving shares the resource', async () => {
    const [request] = (await demo.request<{ sharingRequests: Request[] }>(REQUESTS)).data!
      .sharingRequests;
    const other = await signedIn(requester);
    const refused = await other.request(APPROVE, { id: request!.id });
    expect(codeOf(refused)).toBe('FORBIDDEN');

    const approved = await demo.request<{ approveSharingRequest: Resource }>(APPROVE, {
      id: request!.id,
    });
    expect(approved.errors).toBeUndefined();
    expect(approved.data?.approveSharingRequest.shares).toEqual([
      { username: requester, scopes: ['view'] },
    ]);
    expect((await demo.request<{ sharingRequests: Request[] }>(REQUESTS)).data).toEqual({
      sharingRequests: [],
    });
    expect((await sharedWith(other)).map((resource) => resource.name)).toContain('Medical records');
  });

  it('denies a request without granting anything', async () => {
    const calendar = await resourceNamed('Family calendar');
    const [other] = await stack.platform.db
      .selectFrom('managed_objects')
      .select('id')
      .where('type', '=', 'alpha_user')
      .where(sql<string>`doc->>'userName'`, '=', friend)
      .execute();
    await stack.platform.db
      .insertInto('am_sharing_requests')
      .values({
        id: 'req-deny-me',
        resource_id: calendar.id,
        requester_id: other!.id,
        scopes: jsonb(['edit']),
      })
      .execute();
    const denied = await demo.request<{ denySharingRequest: Request }>(DENY, {
      id: 'req-deny-me',
    });
    expect(denied.data?.denySharingRequest).toEqual({ id: 'req-deny-me', requester: friend });
    expect((await demo.request<{ sharingRequests: Request[] }>(REQUESTS)).data).toEqual({
      sharingRequests: [],
    });
    expect((await resourceNamed('Family calendar')).shares).toEqual([]);
  });

  it('needs a signed-in user', async () => {
    const anonymous = new GraphQLClient(stack.url);
    expect(codeOf(await anonymous.request(MY_RESOURCES))).toBe('UNAUTHENTICATED');
  });
});
