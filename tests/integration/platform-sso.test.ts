import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CookieJar } from '../../src/gateway/upstream/cookie-jar.js';
import { DEMO_USERS } from '../../src/platform/store/seed/demo-users.js';
import { GraphQLClient, signIn } from '../support/graphql-client.js';
import {
  browse,
  portalRelyingParty,
  submitForm,
  type PortalRelyingParty,
} from '../support/portal-relying-party.js';
import { startStack, type RunningStack } from '../support/stack.js';

const PASSWORD = 'Demo!Passw0rd';
const REDIRECT_URI = 'http://localhost:8090/callback';
const POST_LOGOUT_URI = 'http://localhost:8090/';
const SSO_COOKIE = 'iPlanetDirectoryPro';
const SESSION = /* GraphQL */ `
  query {
    session {
      subject
      realm
    }
  }
`;

let stack: RunningStack;
const portals = new Map<string, PortalRelyingParty>();

function issuer(realm: string): string {
  return `${stack.platform.config.PLATFORM_PUBLIC_URL}/am/oauth2/realms/root/realms/${realm}`;
}

async function portal(realm: string): Promise<PortalRelyingParty> {
  let rp = portals.get(realm);
  if (!rp) {
    rp = await portalRelyingParty({ issuer: issuer(realm), redirectUri: REDIRECT_URI });
    portals.set(realm, rp);
  }
  return rp;
}

const atPortal = (url: URL) => url.href.startsWith(REDIRECT_URI);
const atConsole = (url: URL) => url.origin === new URL(stack.url).origin;

async function consoleSignIn(realm = 'alpha') {
  const client = new GraphQLClient(stack.url);
  const result = await signIn(client, { realm, username: 'demo', password: PASSWORD });
  expect(result.data?.authenticate.__typename).toBe('JourneySuccess');
  return { client, setCookies: result.setCookies };
}

function ssoTokenOf(jar: CookieJar): string | undefined {
  return new RegExp(`(?:^|; )${SSO_COOKIE}=([^;]+)`).exec(jar.header())?.[1];
}

beforeAll(async () => {
  stack = await startStack({ platformPublicHost: 'localhost' });
});
afterAll(async () => {
  await stack.close();
});

describe('single sign-on for other applications of the realm', () => {
  it("gives the browser the platform's HttpOnly SSO cookie when it signs in to the console", async () => {
    const { client, setCookies } = await consoleSignIn();
    const cookie = setCookies.find((line) => line.startsWith(`${SSO_COOKIE}=`));
    expect(cookie).toBeDefined();
    expect(cookie).toMatch(/; HttpOnly/i);
    expect(cookie).toMatch(/; SameSite=Lax/i);
    expect(cookie).toMatch(/; Path=\//i);
    expect(cookie).not.toMatch(/; Domain=/i);
    const info = await fetch(
      `${stack.platform.amUrl}/json/realms/root/realms/alpha/sessions?_action=getSessionInfo`,
      { method: 'POST', headers: { [SSO_COOKIE]: ssoTokenOf(client.jar) ?? '' } },
    );
    expect(info.status).toBe(200);
  });

  it("clears the SSO cookie when the console signs out, and portal's prompt=none then fails", async () => {
    const { client } = await consoleSignIn();
    const result = await client.request('mutation { signOut { postLogoutUrl } }');
    expect(result.errors).toBeUndefined();
    const cleared = result.setCookies.find((line) => line.startsWith(`${SSO_COOKIE}=`));
    expect(cleared).toMatch(/Expires=Thu, 01 Jan 1970|Max-Age=0/i);
    expect(ssoTokenOf(client.jar)).toBeUndefined();
    const rp = await portal('alpha');
    const { url } = await browse((await rp.start({ prompt: 'none' })).url, client.jar, atPortal);
    expect(url.searchParams.get('error')).toBe('login_required');
  });

  it('signs portal in from the console session without a sign-in page', async () => {
    const { client } = await consoleSignIn();
    const rp = await portal('alpha');
    const request = await rp.start();
    const { url } = await browse(request.url, client.jar, (at) => atPortal(at) || atConsole(at));
    expect(atPortal(url)).toBe(true);
    const tokens = await request.complete(url);
    expect(tokens.claims()).toMatchObject({ sub: DEMO_USERS.alpha.id, realm: '/alpha' });
  });

  it("sends a browser without a session to the console's Login page and back with a code", async () => {
    const client = new GraphQLClient(stack.url);
    const rp = await portal('alpha');
    const request = await rp.start();
    const { url: login } = await browse(request.url, client.jar, atConsole);
    expect(login.pathname).toBe('/login');
    expect(login.searchParams.get('realm')).toBe('alpha');
    const goto = login.searchParams.get('goto') ?? '';
    expect(goto.startsWith(`${issuer('alpha')}/interaction/`)).toBe(true);

    const result = await signIn(client, {
      realm: 'alpha',
      username: 'demo',
      password: PASSWORD,
      goto,
    });
    expect(result.data?.authenticate).toEqual({
      __typename: 'JourneySuccess',
      realm: 'alpha',
      redirectUrl: goto,
      gotoRejected: false,
    });
    const { url } = await browse(goto, client.jar, (at) => atPortal(at) || atConsole(at));
    expect(atPortal(url)).toBe(true);
    const tokens = await request.complete(url);
    expect(tokens.claims()).toMatchObject({ sub: DEMO_USERS.alpha.id, realm: '/alpha' });
  });

  it("does not sign in another realm's applications", async () => {
    const { client } = await consoleSignIn('bravo');
    const rp = await portal('alpha');
    const silent = await browse((await rp.start({ prompt: 'none' })).url, client.jar, atPortal);
    expect(silent.url.searchParams.get('error')).toBe('login_required');
    const { url } = await browse((await rp.start()).url, client.jar, atConsole);
    expect(url.pathname).toBe('/login');
  });

  it('asks for a new sign-in when portal sends prompt=login', async () => {
    const { client } = await consoleSignIn();
    const rp = await portal('alpha');
    const request = await rp.start({ prompt: 'login' });
    const { url } = await browse(request.url, client.jar, (at) => atPortal(at) || atConsole(at));
    expect(url.pathname).toBe('/login');
  });
});

describe('prompt=none', () => {
  async function platformJourney(realm: string): Promise<string[]> {
    const endpoint = `${stack.platform.amUrl}/json/realms/root/realms/${realm}/authenticate`;
    const post = (body: unknown) =>
      fetch(endpoint, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    const first = (await (await post({})).json()) as {
      authId: string;
      callbacks: { type: string; input: { name: string; value: unknown }[] }[];
    };
    const callbacks = first.callbacks.map((callback) => ({
      ...callback,
      input: callback.input.map(({ name }) => ({
        name,
        value: callback.type === 'PasswordCallback' ? PASSWORD : 'demo',
      })),
    }));
    const done = await post({ authId: first.authId, callbacks });
    expect(done.status).toBe(200);
    return done.headers.getSetCookie();
  }

  it("issues a code right after a journey on the platform's authenticate endpoint", async () => {
    const setCookies = await platformJourney('alpha');
    const cookie = setCookies.find((line) => line.startsWith(`${SSO_COOKIE}=`)) ?? '';
    expect(cookie).toMatch(/; HttpOnly/i);
    const jar = new CookieJar({ [SSO_COOKIE]: /^[^=]+=([^;]+)/.exec(cookie)?.[1] ?? '' });
    const rp = await portal('alpha');
    const request = await rp.start({ prompt: 'none' });
    const { url } = await browse(request.url, jar, atPortal);
    expect(url.searchParams.get('error')).toBeNull();
    const tokens = await request.complete(url);
    expect(tokens.claims()).toMatchObject({ sub: DEMO_USERS.alpha.id, realm: '/alpha' });
  });

  it('answers login_required without a session', async () => {
    const rp = await portal('alpha');
    const { url } = await browse(
      (await rp.start({ prompt: 'none' })).url,
      new CookieJar(),
      atPortal,
    );
    expect(url.searchParams.get('error')).toBe('login_required');
  });
});

describe('RP-initiated logout', () => {
  async function portalTokens(client: GraphQLClient) {
    const rp = await portal('alpha');
    const request = await rp.start();
    const { url } = await browse(request.url, client.jar, atPortal);
    return { rp, tokens: await request.complete(url) };
  }

  async function consoleSession(client: GraphQLClient) {
    const result = await client.request(SESSION);
    return result.errors?.[0]?.extensions?.code ?? 'SIGNED_IN';
  }

  it('ends the platform session at once with an ID token hint, then returns to portal', async () => {
    const { client } = await consoleSignIn();
    const ssoToken = ssoTokenOf(client.jar) ?? '';
    const { rp, tokens } = await portalTokens(client);
    expect(await consoleSession(client)).toBe('SIGNED_IN');

    const endSession = rp.endSessionUrl({
      id_token_hint: tokens.id_token ?? '',
      post_logout_redirect_uri: POST_LOGOUT_URI,
      state: 'bye',
    });
    const { url, response } = await browse(endSession, client.jar);
    const page = (await response?.text()) ?? '';
    expect(page).not.toContain('Yes, sign me out');
    expect(page).toContain('document.forms[0].submit()');
    expect(ssoTokenOf(client.jar)).toBeUndefined();

    const confirmed = await submitForm(page, url, client.jar);
    expect(confirmed.status).toBe(303);
    expect(confirmed.headers.get('location')).toBe(`${POST_LOGOUT_URI}?state=bye`);

    const stale = new CookieJar({ [SSO_COOKIE]: ssoToken });
    const silent = await browse((await rp.start({ prompt: 'none' })).url, stale, atPortal);
    expect(silent.url.searchParams.get('error')).toBe('login_required');
    expect(await consoleSession(client)).toBe('UNAUTHENTICATED');
  });

  it('asks first without an ID token hint, and ends the platform session once confirmed', async () => {
    const { client } = await consoleSignIn();
    const { rp } = await portalTokens(client);
    const endSession = rp.endSessionUrl({
      client_id: 'portal',
      post_logout_redirect_uri: POST_LOGOUT_URI,
    });
    const { url, response } = await browse(endSession, client.jar);
    const page = (await response?.text()) ?? '';
    expect(page).toContain('Yes, sign me out');
    expect(await consoleSession(client)).toBe('SIGNED_IN');

    const confirmed = await submitForm(page, url, client.jar, { logout: 'yes' });
    expect(confirmed.status).toBe(303);
    expect(confirmed.headers.get('location')).toBe(POST_LOGOUT_URI);
    expect(await consoleSession(client)).toBe('UNAUTHENTICATED');
  });
});
