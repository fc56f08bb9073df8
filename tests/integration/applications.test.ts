import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jsonb } from '../../src/platform/store/db.js';
import { DEMO_USERS } from '../../src/platform/store/seed/demo-users.js';
import { GraphQLClient, signIn } from '../support/graphql-client.js';
import { startStack, type RunningStack } from '../support/stack.js';
import { accessTokenFor } from '../support/tokens.js';

const PASSWORD = 'Demo!Passw0rd';
const ADMIN = { realm: 'root', username: 'amadmin', password: 'Admin!Passw0rd' };
const DEMO_ALPHA = { realm: 'alpha', username: 'demo', password: PASSWORD };

const APPLICATIONS = /* GraphQL */ `
  query {
    workforceApplications {
      id
      name
      description
      icon
      launchUrl
    }
  }
`;

interface Application {
  id: string;
  name: string;
  description: string | null;
  icon: string | null;
  launchUrl: string | null;
}

let stack: RunningStack;
let adminToken: string;

async function idm(path: string, token: string, init: RequestInit = {}) {
  const response = await fetch(`${stack.platform.idmUrl}/${path}`, {
    ...init,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
  });
  return {
    status: response.status,
    etag: response.headers.get('etag'),
    body: (await response.json()) as unknown,
  };
}

async function setWorkforce(enabled: boolean): Promise<void> {
  const current = await idm('config/ui/features', adminToken);
  const { _id: _omitted, features } = current.body as {
    _id: string;
    features: { name: string; enabled: boolean }[];
  };
  const updated = await idm('config/ui/features', adminToken, {
    method: 'PUT',
    headers: { 'if-match': current.etag ?? '*' },
    body: JSON.stringify({
      features: features.map((feature) =>
        feature.name === 'workforce' ? { ...feature, enabled } : feature,
      ),
    }),
  });
  expect(updated.status).toBe(200);
}

async function demoClient(): Promise<GraphQLClient> {
  const client = new GraphQLClient(stack.url);
  await signIn(client, DEMO_ALPHA);
  return client;
}

beforeAll(async () => {
  stack = await startStack();
  adminToken = await accessTokenFor(stack, ADMIN);
});
afterAll(async () => {
  await stack.close();
});

describe('workforce applications', () => {
  it('are NOT_FOUND while the workforce feature is off', async () => {
    await setWorkforce(false);
    const client = await demoClient();
    const result = await client.request(APPLICATIONS);
    expect(result.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it('are the applications the user is a member of, by name, once the feature is on', async () => {
    await setWorkforce(true);
    const client = await demoClient();
    const result = await client.request<{ workforceApplications: Application[] }>(APPLICATIONS);
    expect(result.errors).toBeUndefined();
    const applications = result.data!.workforceApplications;
    expect(applications.map((application) => application.name)).toEqual([
      'Corporate Mail',
      'Expenses',
      'HR Portal',
      'Team Wiki',
    ]);
    expect(applications[0]).toEqual({
      id: 'app-alpha-mail',
      name: 'Corporate Mail',
      description: 'Email, contacts and shared mailboxes.',
      icon: expect.stringMatching(/^data:image\/svg\+xml;base64,/) as string,
      launchUrl: 'https://mail.example.com/',
    });
  });

  it('drop a launch URL or an icon that the browser should not follow', async () => {
    await setWorkforce(true);
    await stack.platform.db
      .updateTable('managed_objects')
      .set({
        doc: jsonb({
          name: 'Corporate Mail',
          icon: 'javascript:alert(1)',
          url: 'javascript:alert(1)',
          members: [{ _ref: `managed/alpha_user/${DEMO_USERS.alpha.id}` }],
        }),
      })
      .where('id', '=', 'app-alpha-mail')
      .execute();
    const client = await demoClient();
    const result = await client.request<{ workforceApplications: Application[] }>(APPLICATIONS);
    expect(result.data!.workforceApplications[0]).toMatchObject({
      name: 'Corporate Mail',
      icon: null,
      launchUrl: null,
    });
  });
});

describe('the applications REST endpoint', () => {
  const path = `managed/alpha_user/${DEMO_USERS.alpha.id}/applications?_queryFilter=true`;

  it('serves the user their own applications, and an administrator anyone', async () => {
    const demo = await idm(path, await accessTokenFor(stack, DEMO_ALPHA));
    expect(demo.status).toBe(200);
    const names = (demo.body as { result: { name: string; _ref: string }[] }).result.map(
      (application) => application.name,
    );
    expect(names).toHaveLength(4);
    expect((await idm(path, adminToken)).status).toBe(200);
  });

  it('refuses another user and an anonymous caller', async () => {
    const bravoToken = await accessTokenFor(stack, { ...DEMO_ALPHA, realm: 'bravo' });
    expect((await idm(path, bravoToken)).status).toBe(403);
    const anonymous = await fetch(`${stack.platform.idmUrl}/${path}`);
    expect(anonymous.status).toBe(401);
  });

  it('answers 404 for an unknown user and 400 for an unsupported filter', async () => {
    expect((await idm('managed/alpha_user/nobody/applications', adminToken)).status).toBe(404);
    const filtered = `managed/alpha_user/${DEMO_USERS.alpha.id}/applications?_queryFilter=false`;
    expect((await idm(filtered, adminToken)).status).toBe(400);
  });
});
