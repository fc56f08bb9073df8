import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SDK_SAMPLE_CLIENT_ID } from '../../src/platform/am/oidc/clients.js';
import { useBrowserContext } from './support/browser.js';
import { startSdkApp, type SdkApp } from './support/sdk-app.js';
import { e2eApps, e2eStack } from './support/shared-stack.js';
import { SEEDED_SIGN_IN_PROVIDERS } from '../support/seeded-sign-in-providers.js';

const DEMO = { username: 'demo', password: 'Demo!Passw0rd' };

/**
 * The shared platform on its loopback address, the SDK app's own site: the SSO cookie stays
 * first-party, as when an application and its platform share a site.
 */
const platform = { url: e2eStack().amUrl.replace(/\/am$/, ''), amUrl: e2eStack().amUrl };
let app: SdkApp;
const context = useBrowserContext();

// The shared platform allows this app's origin (CORS) and redirect URI, on this port.
beforeAll(async () => {
  app = await startSdkApp(e2eApps().sdkAppPort);
});
afterAll(async () => {
  await app?.close();
});

interface SdkSettings {
  baseUrl: string;
  clientId: string;
  redirectUri: string;
}

/** Opens the application page and configures the SDK against the platform's AM. */
async function openApp(): Promise<Page> {
  const page = await context().newPage();
  await page.goto(app.origin);
  await page.waitForSelector('body[data-sdk="ready"]');
  const settings: SdkSettings = {
    baseUrl: `${platform.url}/am/`,
    clientId: SDK_SAMPLE_CLIENT_ID,
    redirectUri: app.redirectUri,
  };
  await page.evaluate(({ baseUrl, clientId, redirectUri }) => {
    const { Config } = (window as unknown as { forgerock: Sdk }).forgerock;
    Config.set({
      clientId,
      redirectUri,
      scope: 'openid profile email',
      realmPath: 'alpha',
      tree: 'Login',
      serverConfig: { baseUrl, timeout: 10_000 },
    });
  }, settings);
  return page;
}

/** Runs the Login journey in the page with FRAuth.next: name and password, then the outcome. */
function runLogin(page: Page, credentials: { username: string; password: string }) {
  return page.evaluate(async ({ username, password }) => {
    const { FRAuth, CallbackType } = (window as unknown as { forgerock: Sdk }).forgerock;
    const first = (await FRAuth.next()) as SdkStep;
    const callbacks = first.callbacks.map((callback) => callback.getType());
    first.getCallbackOfType(CallbackType.NameCallback).setName(username);
    first.getCallbackOfType(CallbackType.PasswordCallback).setPassword(password);
    const outcome = await FRAuth.next(first);
    if (outcome.type === 'LoginSuccess') {
      return { type: outcome.type, callbacks, sessionToken: outcome.getSessionToken() };
    }
    if (outcome.type === 'LoginFailure') {
      return {
        type: outcome.type,
        callbacks,
        code: outcome.getCode(),
        message: outcome.getMessage(),
        detail: outcome.getDetail(),
      };
    }
    return { type: outcome.type, callbacks };
  }, credentials);
}

async function validate(tokenId: string | undefined) {
  const response = await fetch(
    `${platform.amUrl}/json/realms/root/realms/alpha/sessions?_action=validate`,
    {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'accept-api-version': 'protocol=2.1,resource=4.0',
      },
      body: JSON.stringify({ tokenId }),
    },
  );
  return (await response.json()) as Record<string, unknown>;
}

describe('the ForgeRock JavaScript SDK from another origin', () => {
  it('runs the Login journey to LoginSuccess and leaves the SSO session in the browser', async () => {
    const page = await openApp();
    const outcome = await runLogin(page, DEMO);
    expect(outcome).toMatchObject({
      type: 'LoginSuccess',
      callbacks: ['NameCallback', 'PasswordCallback', 'SelectIdPCallback'],
    });
    const sessionToken = 'sessionToken' in outcome ? outcome.sessionToken : undefined;
    expect(await validate(sessionToken)).toMatchObject({
      valid: true,
      uid: DEMO.username,
      realm: '/alpha',
    });
    const cookies = await context().cookies(platform.url);
    expect(cookies.find((cookie) => cookie.name === 'iPlanetDirectoryPro')).toMatchObject({
      value: sessionToken,
      httpOnly: true,
    });
  });

  it('answers a wrong password with LoginFailure and the platform message', async () => {
    const page = await openApp();
    expect(await runLogin(page, { username: DEMO.username, password: 'wrong-password' })).toEqual({
      type: 'LoginFailure',
      callbacks: ['NameCallback', 'PasswordCallback', 'SelectIdPCallback'],
      code: 401,
      message: 'Login failure',
      detail: { failureUrl: '' },
    });
  });

  it('offers Acme ID through SelectIdPCallback and leaves for it through RedirectCallback', async () => {
    const page = await openApp();
    const offered = await page.evaluate(async () => {
      const { FRAuth, CallbackType } = (window as unknown as { forgerock: Sdk }).forgerock;
      const first = (await FRAuth.next()) as SdkStep;
      const select = first.getCallbackOfType(CallbackType.SelectIdPCallback);
      const providers = select.getProviders();
      select.setProvider('acme');
      const next = (await FRAuth.next(first)) as SdkStep;
      return {
        providers,
        callbacks: next.callbacks.map((callback) => callback.getType()),
        redirectUrl: next.getCallbackOfType(CallbackType.RedirectCallback).getRedirectUrl(),
      };
    });
    expect(offered.providers).toEqual(SEEDED_SIGN_IN_PROVIDERS);
    expect(offered.callbacks).toEqual(['RedirectCallback']);
    const authorize = new URL(offered.redirectUrl);
    expect(authorize.pathname.startsWith('/social/acme/')).toBe(true);
    expect(authorize.searchParams.get('client_id')).toBe('identity-platform');
    expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authorize.searchParams.get('state')).toMatch(/^[\w-]{40,}$/);
  });

  it('gets tokens with the SSO session, reads the user and signs out', async () => {
    const page = await openApp();
    const outcome = await runLogin(page, DEMO);
    expect(outcome.type).toBe('LoginSuccess');
    const sessionToken = 'sessionToken' in outcome ? outcome.sessionToken : undefined;

    const tokens = await page.evaluate(async () => {
      const { TokenManager } = (window as unknown as { forgerock: Sdk }).forgerock;
      const got = await TokenManager.getTokens({ forceRenew: true });
      return { accessToken: got?.accessToken, idToken: got?.idToken };
    });
    expect(tokens.accessToken).toEqual(expect.any(String));
    expect(tokens.idToken?.split('.')).toHaveLength(3);
    const idClaims = JSON.parse(
      Buffer.from(tokens.idToken!.split('.')[1]!, 'base64url').toString(),
    ) as Record<string, unknown>;
    expect(idClaims).toMatchObject({ aud: SDK_SAMPLE_CLIENT_ID });

    const user = await page.evaluate(async () => {
      const { UserManager } = (window as unknown as { forgerock: Sdk }).forgerock;
      return (await UserManager.getCurrentUser()) as Record<string, unknown>;
    });
    expect(user.sub).toBe(idClaims.sub);

    const afterLogout = await page.evaluate(async () => {
      const { FRUser, TokenStorage } = (window as unknown as { forgerock: Sdk }).forgerock;
      await FRUser.logout();
      return (await TokenStorage.get()) ?? null;
    });
    expect(afterLogout).toBeNull();
    expect(await validate(sessionToken)).toEqual({ valid: false });
    const introspected = await fetch(`${platform.amUrl}/oauth2/realms/root/realms/alpha/userinfo`, {
      headers: { authorization: `Bearer ${tokens.accessToken}` },
    });
    expect(introspected.status).toBe(401);
  });
});

/** The part of the SDK's API this test drives inside the page. */
interface Sdk {
  Config: { set(options: Record<string, unknown>): void };
  CallbackType: {
    NameCallback: string;
    PasswordCallback: string;
    SelectIdPCallback: string;
    RedirectCallback: string;
  };
  FRAuth: { next(step?: SdkStep): Promise<SdkOutcome> };
  TokenManager: {
    getTokens(options: {
      forceRenew: boolean;
    }): Promise<{ accessToken: string; idToken?: string } | undefined>;
  };
  UserManager: { getCurrentUser(): Promise<unknown> };
  FRUser: { logout(): Promise<void> };
  TokenStorage: { get(): Promise<unknown> };
}

interface SdkStep {
  type: 'Step';
  callbacks: { getType(): string }[];
  getCallbackOfType(type: string): {
    setName(name: string): void;
    setPassword(password: string): void;
    getProviders(): unknown[];
    setProvider(provider: string): void;
    getRedirectUrl(): string;
  };
}

type SdkOutcome =
  | SdkStep
  | { type: 'LoginSuccess'; getSessionToken(): string | undefined }
  | {
      type: 'LoginFailure';
      getCode(): number;
      getMessage(): string | undefined;
      getDetail(): unknown;
    };
