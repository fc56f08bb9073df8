import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outputOf, totpCode } from '../platform/am/mfa/two-step-fixture.js';
import { AcmeBrowser } from '../platform/social/acme-browser.js';
import { AUTHENTICATE, GraphQLClient, signIn, type Step } from '../support/graphql-client.js';
import { startStack, type RunningStack } from '../support/stack.js';
import { COMPLETE_SOCIAL_LINK, returnInput, throughAcme } from './support/social-link.js';
import { enrolApp } from './support/two-step.js';
import { seededUserPool } from './support/seeded-users.js';
import { SEEDED_SIGN_IN_PROVIDERS } from '../support/seeded-sign-in-providers.js';

const PASSWORD = 'Demo!Passw0rd';
const SIGN_IN_PAGE = ['NameCallback', 'PasswordCallback', 'SelectIdPCallback'];
const REGISTRATION_PAGE = [
  'ValidatedCreateUsernameCallback',
  'StringAttributeInputCallback',
  'StringAttributeInputCallback',
  'StringAttributeInputCallback',
  'TermsAndConditionsCallback',
];
const FAILED =
  'Acme ID did not sign you in. Try again, or sign in with your username and password.';

type Answer = Step['authenticate'];
type JourneyStep = Extract<Answer, { __typename: 'JourneyStep' }>;
type ProviderResponse = ReturnType<typeof returnInput>;

let stack: RunningStack;
const users = seededUserPool();

beforeAll(async () => {
  stack = await startStack();
  await users.load(stack.platform.db, 3);
});
afterAll(async () => {
  await stack?.close();
});

const freshUser = () => users.next();

/** One step of the Login journey in alpha, in the client's gateway session. */
async function authenticate(client: GraphQLClient, input: Record<string, unknown> = {}) {
  const result = await client.request<Step>(AUTHENTICATE, { input: { realm: 'alpha', ...input } });
  expect(result.errors).toBeUndefined();
  return result.data!.authenticate;
}

function journeyStep(answer: Answer): JourneyStep {
  if (answer.__typename !== 'JourneyStep') throw new Error('the journey ended instead of a step');
  return answer;
}

/** Answers a step: each callback's inputs take the value given for its type, or keep theirs. */
function answers(step: JourneyStep, values: Record<string, unknown>) {
  return step.callbacks.map(({ type, input }) => ({
    type,
    input: input.map(({ name, value }) => ({ name, value: type in values ? values[type] : value })),
  }));
}

/** Starts Login and chooses Acme ID; signs in at Acme as `email`: the answer Acme sends back. */
async function atAcme(
  client: GraphQLClient,
  email: string,
  allow = true,
): Promise<ProviderResponse> {
  const first = journeyStep(await authenticate(client));
  const callbacks = answers(first, { SelectIdPCallback: 'acme' });
  const redirect = journeyStep(await authenticate(client, { callbacks }));
  expect(redirect.callbacks.map(({ type }) => type)).toEqual(['RedirectCallback']);
  const authorizeUrl = String(outputOf(redirect.callbacks[0], 'redirectUrl'));
  expect(new URL(authorizeUrl).searchParams.get('state')).toBeTruthy();
  const acme = await new AcmeBrowser([stack.url]).authorize(authorizeUrl, { email, allow });
  expect(acme.returnedTo.pathname).toBe('/oauthReturn');
  return returnInput(acme.returnedTo);
}

/** Resumes the journey with the provider's answer, as the console's /oauthReturn does. */
function backFromAcme(client: GraphQLClient, providerResponse: ProviderResponse) {
  return authenticate(client, {
    callbacks: [{ type: 'RedirectCallback', input: [] }],
    providerResponse,
  });
}

async function signedInWithPassword(username: string): Promise<GraphQLClient> {
  const client = new GraphQLClient(stack.url);
  const result = await signIn(client, { realm: 'alpha', username, password: PASSWORD });
  expect(result.data?.authenticate.__typename).toBe('JourneySuccess');
  return client;
}

/** A fresh user who signed in with a password and linked Acme ID as `email`. */
async function userWhoLinked(email: string) {
  const username = freshUser();
  const client = await signedInWithPassword(username);
  const acme = await throughAcme(stack.url, client, email);
  const linked = await client.request(COMPLETE_SOCIAL_LINK, {
    input: returnInput(acme.returnedTo),
  });
  expect(linked.errors).toBeUndefined();
  return { username, client };
}

/** The alpha link of the Acme identity with `email`, if any. */
function linkOf(email: string) {
  return stack.platform.db
    .selectFrom('am_social_links')
    .where('realm', '=', 'alpha')
    .where('provider', '=', 'acme')
    .where('email', '=', email)
    .select('user_id')
    .executeTakeFirst();
}

async function sessionUser(client: GraphQLClient) {
  const me = await client.request<{ me: { userName: string } }>('{ me { userName } }');
  return me.data?.me.userName;
}

function expectSignInPage(answer: Answer, notice: string): JourneyStep {
  const page = journeyStep(answer);
  expect(page.callbacks.map(({ type }) => type)).toEqual(['TextOutputCallback', ...SIGN_IN_PAGE]);
  expect(page.callbacks[0]?.output).toEqual([
    { name: 'message', value: notice },
    { name: 'messageType', value: '2' },
  ]);
  return page;
}

describe('Login with Acme ID through the gateway', () => {
  it('offers Acme ID after the username and password on the first step', async () => {
    const first = journeyStep(await authenticate(new GraphQLClient(stack.url)));
    expect(first.callbacks.map(({ type }) => type)).toEqual(SIGN_IN_PAGE);
    expect(outputOf(first.callbacks[2], 'providers')).toEqual(SEEDED_SIGN_IN_PROVIDERS);
  });

  it('signs a user who linked Acme ID in with it, in a session of their own', async () => {
    const { username } = await userWhoLinked('ada@acme.example');
    const browser = new GraphQLClient(stack.url);
    const done = await backFromAcme(browser, await atAcme(browser, 'ada@acme.example'));
    expect(done).toMatchObject({ __typename: 'JourneySuccess', realm: 'alpha' });
    expect(await sessionUser(browser)).toBe(username);
  });

  it('offers an Acme identity linked to nobody an account prefilled with what Acme shared, signs it in and links it', async () => {
    const browser = new GraphQLClient(stack.url);
    const page = journeyStep(
      await backFromAcme(browser, await atAcme(browser, 'alan@acme.example')),
    );
    expect(page.stage).toBe('SocialRegistration');
    expect(page.description).toContain('No account is linked to your Acme ID account yet.');
    expect(page.callbacks.map(({ type }) => type)).toEqual(REGISTRATION_PAGE);
    expect(page.callbacks.map((callback) => callback.input[0]?.value)).toEqual([
      'alan@acme.example',
      'Alan',
      'Turing',
      'alan@acme.example',
      false,
    ]);
    expect(await sessionUser(browser)).toBeUndefined();

    const taken = journeyStep(
      await authenticate(browser, {
        callbacks: answers(page, { ValidatedCreateUsernameCallback: 'demo' }),
      }),
    );
    expect(taken.stage).toBe('SocialRegistration');
    expect(outputOf(taken.callbacks[0], 'failedPolicies')).not.toEqual([]);
    expect(outputOf(taken.callbacks[4], 'failedPolicies')).not.toEqual([]);
    expect(await linkOf('alan@acme.example')).toBeUndefined();

    const callbacks = answers(taken, {
      ValidatedCreateUsernameCallback: 'alan.turing',
      TermsAndConditionsCallback: true,
    });
    expect(await authenticate(browser, { callbacks })).toMatchObject({
      __typename: 'JourneySuccess',
    });
    expect(await sessionUser(browser)).toBe('alan.turing');
    const link = await linkOf('alan@acme.example');
    expect(link).toBeDefined();
    const password = await stack.platform.db
      .selectFrom('credentials')
      .where('realm', '=', 'alpha')
      .where('user_id', '=', link?.user_id ?? '')
      .select('user_id')
      .executeTakeFirst();
    expect(password).toBeUndefined();

    const again = new GraphQLClient(stack.url);
    const done = await backFromAcme(again, await atAcme(again, 'alan@acme.example'));
    expect(done).toMatchObject({ __typename: 'JourneySuccess', realm: 'alpha' });
    expect(await sessionUser(again)).toBe('alan.turing');
  });

  it('brings a forged state or a denied consent back to the sign-in page', async () => {
    const forger = new GraphQLClient(stack.url);
    const answer = await atAcme(forger, 'grace@acme.example');
    expectSignInPage(await backFromAcme(forger, { ...answer, state: `x${answer.state}` }), FAILED);

    const denier = new GraphQLClient(stack.url);
    const denied = await atAcme(denier, 'grace@acme.example', false);
    expect(denied).toMatchObject({ error: 'access_denied', code: null });
    expectSignInPage(await backFromAcme(denier, denied), FAILED);
  });

  it('asks an account with a 2-step device for its second step after Acme ID', async () => {
    const { username, client } = await userWhoLinked('grace@acme.example');
    const { secret } = await enrolApp(client);
    const browser = new GraphQLClient(stack.url);
    const step = journeyStep(
      await backFromAcme(browser, await atAcme(browser, 'grace@acme.example')),
    );
    expect(step.callbacks.map(({ type }) => type)).toEqual([
      'NameCallback',
      'ConfirmationCallback',
    ]);
    expect(await sessionUser(browser)).toBeUndefined();

    const callbacks = answers(step, { NameCallback: totpCode(secret, 1) });
    expect(await authenticate(browser, { callbacks })).toMatchObject({
      __typename: 'JourneySuccess',
    });
    expect(await sessionUser(browser)).toBe(username);
  });

  it('keeps the password out of the stored journey while the 2-step page waits', async () => {
    const username = freshUser();
    await enrolApp(await signedInWithPassword(username));
    const browser = new GraphQLClient(stack.url);
    const asked = await signIn(browser, { realm: 'alpha', username, password: PASSWORD });
    expect(journeyStep(asked.data!.authenticate).callbacks.map(({ type }) => type)).toEqual([
      'NameCallback',
      'ConfirmationCallback',
    ]);
    const stored = JSON.stringify(
      await stack.platform.db.selectFrom('journey_states').select('state').execute(),
    );
    expect(stored).toContain(username);
    expect(stored).not.toContain(PASSWORD);
  });

  it('refuses a provider answer whose state is longer than 512 characters', async () => {
    const browser = new GraphQLClient(stack.url);
    const first = journeyStep(await authenticate(browser));
    await authenticate(browser, { callbacks: answers(first, { SelectIdPCallback: 'acme' }) });
    const refused = await browser.request(AUTHENTICATE, {
      input: {
        realm: 'alpha',
        callbacks: [{ type: 'RedirectCallback', input: [] }],
        providerResponse: { state: 's'.repeat(513), code: 'code' },
      },
    });
    expect(refused.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fieldErrors: [{ field: 'providerResponse.state' }],
    });
  });
});
