import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GraphQLClient, signIn } from '../support/graphql-client.js';
import { startStack, type RunningStack } from '../support/stack.js';
import { accessTokenFor } from '../support/tokens.js';

const PASSWORD = 'Demo!Passw0rd';
const ADMIN = { realm: 'root', username: 'amadmin', password: 'Admin!Passw0rd' };

const NOTIFICATIONS = /* GraphQL */ `
  query {
    notifications {
      id
      message
      createDate
      notificationType
    }
  }
`;
const REMOVE = /* GraphQL */ `
  mutation Remove($id: ID!) {
    removeNotification(id: $id)
  }
`;
const CLEAR = /* GraphQL */ `
  mutation {
    clearNotifications
  }
`;
const SYSTEM_NOTIFICATION = /* GraphQL */ `
  query {
    systemNotification {
      message
      severity
      details
    }
  }
`;

interface Notification {
  id: string;
  message: string;
  createDate: string;
  notificationType: string;
}

let stack: RunningStack;
let adminToken: string;

beforeAll(async () => {
  stack = await startStack();
  adminToken = await accessTokenFor(stack, ADMIN);
});
afterAll(async () => {
  await stack.close();
});

async function signedIn(realm: string, username = 'demo', password = PASSWORD) {
  const client = new GraphQLClient(stack.url);
  const result = await signIn(client, { realm, username, password });
  expect(result.data?.authenticate).toMatchObject({ __typename: 'JourneySuccess' });
  return client;
}

async function target(client: GraphQLClient): Promise<string> {
  const me = await client.request<{ me: { id: string; managedResource: string } }>(
    '{ me { id managedResource } }',
  );
  return `${me.data!.me.managedResource}/${me.data!.me.id}`;
}

async function notifications(client: GraphQLClient): Promise<Notification[]> {
  const result = await client.request<{ notifications: Notification[] }>(NOTIFICATIONS);
  expect(result.errors).toBeUndefined();
  return result.data!.notifications;
}

async function notify(forTarget: string, message: string, notificationType = 'info') {
  const response = await fetch(`${stack.platform.idmUrl}/notification?_action=create`, {
    method: 'POST',
    headers: { authorization: `Bearer ${adminToken}`, 'content-type': 'application/json' },
    body: JSON.stringify({ target: forTarget, message, notificationType }),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { _id: string })._id;
}

describe('notifications', () => {
  it('shows a notification for a profile update, newest first', async () => {
    const client = await signedIn('alpha');
    await client.request(CLEAR);
    await notify(await target(client), 'Welcome aboard');
    const profile = await client.request<{ profile: { rev: string } }>('{ profile { rev } }');
    const update = await client.request(
      'mutation U($input: UpdateProfileInput!) { updateProfile(input: $input) { rev } }',
      {
        input: {
          rev: profile.data!.profile.rev,
          operations: [{ operation: 'replace', field: '/city', value: 'Bergen' }],
        },
      },
    );
    expect(update.errors).toBeUndefined();

    const list = await notifications(client);
    expect(list.map(({ message }) => message)).toEqual([
      'Your profile has been updated',
      'Welcome aboard',
    ]);
    expect(list[0]).toEqual({
      id: expect.any(String) as string,
      message: 'Your profile has been updated',
      createDate: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) as string,
      notificationType: 'info',
    });
  });

  it('removes one notification and then clears the rest', async () => {
    const client = await signedIn('bravo');
    await client.request(CLEAR);
    const mine = await target(client);
    const first = await notify(mine, 'first');
    await notify(mine, 'second', 'warning');
    await notify(mine, 'third', 'danger');

    const removed = await client.request<{ removeNotification: boolean }>(REMOVE, { id: first });
    expect(removed.errors).toBeUndefined();
    expect(removed.data?.removeNotification).toBe(true);
    const left = await notifications(client);
    expect(left.map(({ message }) => message).sort()).toEqual(['second', 'third']);

    const cleared = await client.request<{ clearNotifications: boolean }>(CLEAR);
    expect(cleared.data?.clearNotifications).toBe(true);
    expect(await notifications(client)).toEqual([]);
  });

  it('does not let another user remove my notification, which stays', async () => {
    const owner = await signedIn('root');
    const id = await notify(await target(owner), 'only mine');
    const intruder = await signedIn('alpha');

    const attempt = await intruder.request(REMOVE, { id });
    expect(attempt.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await notifications(owner)).map((notification) => notification.id)).toContain(id);
    expect((await notifications(intruder)).map((notification) => notification.id)).not.toContain(
      id,
    );
  });

  it('answers NOT_FOUND for an unknown id and BAD_USER_INPUT for a malformed one', async () => {
    const client = await signedIn('alpha');
    const unknown = await client.request(REMOVE, { id: '6f1c0000-0000-4000-8000-000000000000' });
    expect(unknown.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const malformed = await client.request(REMOVE, { id: '../config/managed' });
    expect(malformed.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fieldErrors: [{ field: 'id', message: 'validation.notificationId' }],
    });
  });

  it("serves the internal administrator's own notifications", async () => {
    const admin = await signedIn(ADMIN.realm, ADMIN.username, ADMIN.password);
    expect(await target(admin)).toBe('internal/user/openidm-admin');
    await notify('internal/user/openidm-admin', 'Certification due');
    expect((await notifications(admin)).map(({ message }) => message)).toContain(
      'Certification due',
    );
    expect((await admin.request<{ clearNotifications: boolean }>(CLEAR)).data).toEqual({
      clearNotifications: true,
    });
    expect(await notifications(admin)).toEqual([]);
  });

  it('is UNAUTHENTICATED without a session', async () => {
    const anonymous = new GraphQLClient(stack.url);
    expect((await anonymous.request(NOTIFICATIONS)).errors?.[0]?.extensions?.code).toBe(
      'UNAUTHENTICATED',
    );
    expect((await anonymous.request(CLEAR)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('system notification', () => {
  const configUrl = () => `${stack.platform.idmUrl}/config/ui/systemnotification`;

  it('is null by default and shown to anyone once the administrator enables it', async () => {
    const anonymous = new GraphQLClient(stack.url);
    const before = await anonymous.request<{ systemNotification: unknown }>(SYSTEM_NOTIFICATION);
    expect(before.errors).toBeUndefined();
    expect(before.data?.systemNotification).toBeNull();

    const current = await fetch(configUrl());
    const etag = current.headers.get('etag')!;
    const enable = await fetch(configUrl(), {
      method: 'PUT',
      headers: {
        authorization: `Bearer ${adminToken}`,
        'content-type': 'application/json',
        'if-match': etag,
      },
      body: JSON.stringify({
        enabled: true,
        message: 'Maintenance on Sunday',
        severity: 'warning',
        details: 'The console is read-only from 02:00 to 04:00 UTC.',
      }),
    });
    expect(enable.status).toBe(200);

    const after = await anonymous.request<{ systemNotification: unknown }>(SYSTEM_NOTIFICATION);
    expect(after.data?.systemNotification).toEqual({
      message: 'Maintenance on Sunday',
      severity: 'warning',
      details: 'The console is read-only from 02:00 to 04:00 UTC.',
    });
    const signedInView = await (
      await signedIn('alpha')
    ).request<{ systemNotification: unknown }>(SYSTEM_NOTIFICATION);
    expect(signedInView.data).toEqual(after.data);
  });
});
