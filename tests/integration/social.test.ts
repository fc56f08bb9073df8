import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { decodeAmData } from '../../src/domain/social-link.js';
import { AcmeBrowser } from '../platform/social/acme-browser.js';
import { GraphQLClient, signIn } from '../support/graphql-client.js';
import { startStack, type RunningStack } from '../support/stack.js';
import {
  COMPLETE_SOCIAL_LINK as COMPLETE,
  START_SOCIAL_LINK as START,
  returnInput,
  throughAcme,
} from './support/social-link.js';

const PASSWORD = 'Demo!Passw0rd';

const PROVIDERS = /* GraphQL */ `
  query {
    socialProviders {
      id
      displayName
      buttonColor
      buttonTextColor
      enabled
      linked
      identity {
        subject
        email
        linkedAt
      }
    }
  }
`;
const UNLINK = /* GraphQL */ `
  mutation Unlink($provider: ID!) {
    unlinkSocialIdentity(provider: $provider) {
      id
      linked
    }
  }
`;

interface Provider {
  id: string;
  displayName: string;
  enabled: boolean;
  linked: boolean;
  identity: { subject: string; email: string | null; linkedAt: string } | null;
}

let stack: RunningStack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(async () => {
  await stack?.close();
});
beforeEach(async () => {
  await stack.platform.db.deleteFrom('am_social_links').execute();
});

async function signedIn(realm = 'alpha', username = 'demo'): Promise<GraphQLClient> {
  const client = new GraphQLClient(stack.url);
  const answer = await signIn(client, { realm, username, password: PASSWORD });
  expect(answer.data?.authenticate.__typename).toBe('JourneySuccess');
  return client;
}

async function otherUsername(realm: string): Promise<string> {
  const row = await stack.platform.db
    .selectFrom('managed_objects')
    .select('doc')
    .where('type', '=', `${realm}_user`)
    .where(sql<string>`doc->>'userName'`, '!=', 'demo')
    .executeTakeFirstOrThrow();
  return String(row.doc.userName);
}

describe('social sign-in through the gateway', () => {
  it('lists Acme ID as linkable, links it through Acme ID, and unlinks it', async () => {
    const client = await signedIn();
    const before = await client.request<{ socialProviders: Provider[] }>(PROVIDERS);
    expect(before.data?.socialProviders).toEqual([
      {
        id: 'acme',
        displayName: 'Acme ID',
        buttonColor: '#4b2bbf',
        buttonTextColor: '#ffffff',
        enabled: true,
        linked: false,
        identity: null,
      },
    ]);

    const acme = await throughAcme(stack.url, client, 'ada@acme.example');
    expect(acme.sawSignIn).toBe(true);
    expect(`${acme.returnedTo.origin}${acme.returnedTo.pathname}`).toBe(`${stack.url}/oauthReturn`);
    const completed = await client.request<{ completeSocialLink: Provider }>(COMPLETE, {
      input: returnInput(acme.returnedTo),
    });
    expect(completed.errors).toBeUndefined();
    expect(completed.data?.completeSocialLink).toEqual({
      id: 'acme',
      linked: true,
      identity: { email: 'ada@acme.example' },
    });
    const after = await client.request<{ socialProviders: Provider[] }>(PROVIDERS);
    expect(after.data?.socialProviders[0]?.identity?.email).toBe('ada@acme.example');
    expect(Number.isNaN(Date.parse(after.data?.socialProviders[0]?.identity?.linkedAt ?? ''))).toBe(
      false,
    );

    const unlinked = await client.request<{ unlinkSocialIdentity: Provider[] }>(UNLINK, {
      provider: 'acme',
    });
    expect(unlinked.data?.unlinkSocialIdentity).toEqual([{ id: 'acme', linked: false }]);
    const again = await client.request(UNLINK, { provider: 'acme' });
    expect(again.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it('answers CONFLICT with SUBJECT_IN_USE when another user already linked that Acme account', async () => {
    const browser = new AcmeBrowser([stack.url]);
    const demo = await signedIn();
    const first = await throughAcme(stack.url, demo, 'grace@acme.example', browser);
    expect(
      (await demo.request(COMPLETE, { input: returnInput(first.returnedTo) })).errors,
    ).toBeUndefined();

    const other = await signedIn('alpha', await otherUsername('alpha'));
    const second = await throughAcme(stack.url, other, 'grace@acme.example', browser);
    const refused = await other.request(COMPLETE, { input: returnInput(second.returnedTo) });
    expect(refused.errors?.[0]?.extensions).toMatchObject({
      code: 'CONFLICT',
      reason: 'SUBJECT_IN_USE',
    });
    const providers = await other.request<{ socialProviders: Provider[] }>(PROVIDERS);
    expect(providers.data?.socialProviders[0]?.linked).toBe(false);
  });

  it('explains a replayed answer and refuses malformed input before it goes upstream', async () => {
    const client = await signedIn();
    const acme = await throughAcme(stack.url, client, 'alan@acme.example');
    const input = returnInput(acme.returnedTo);
    expect((await client.request(COMPLETE, { input })).errors).toBeUndefined();
    const replayed = await client.request(COMPLETE, { input });
    expect(replayed.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      reason: 'INVALID_STATE',
    });

    const badProvider = await client.request(START, { provider: '../admin' });
    expect(badProvider.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fieldErrors: [{ field: 'provider', message: 'validation.invalid_format' }],
    });
    const noState = await client.request(COMPLETE, { input: { state: '', code: 'x' } });
    expect(noState.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('completes a bravo link whose answer was posted to AM and relayed as amData', async () => {
    const client = await signedIn('bravo');
    const acme = await throughAcme(stack.url, client, 'ada@acme.example');
    const relayed = await fetch(acme.returnedTo, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: acme.formPost,
    });
    const location = new URL(relayed.headers.get('location') ?? '');
    expect(location.origin).toBe(stack.url);
    const [, route, amData = ''] = location.pathname.split('/');
    expect(route).toBe('handleOAuth');
    const answer = decodeAmData(amData);
    expect(answer).not.toBeNull();
    const completed = await client.request<{ completeSocialLink: Provider }>(COMPLETE, {
      input: answer,
    });
    expect(completed.errors).toBeUndefined();
    expect(completed.data?.completeSocialLink.linked).toBe(true);
  });

  it('needs a signed-in user', async () => {
    const anonymous = new GraphQLClient(stack.url);
    const answer = await anonymous.request(PROVIDERS);
    expect(answer.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});
