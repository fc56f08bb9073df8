import { jsonRealmUrl, postJson, type AmFixture } from './am-fixture.js';

export const CHROME_MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';
export const FIREFOX_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0';

export interface BrowserIdentity {
  userAgent: string;
  deviceId?: string;
  forwardedFor?: string;
}

export function browserHeaders({ userAgent, deviceId, forwardedFor }: BrowserIdentity) {
  return {
    'user-agent': userAgent,
    ...(deviceId ? { 'x-device-id': deviceId } : {}),
    ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}),
  };
}

/** Runs the Login journey as a browser the gateway relays; answers the final response. */
export async function signInFrom(
  am: AmFixture,
  browser: BrowserIdentity,
  realm: string,
  username: string,
  password: string,
) {
  const url = `${jsonRealmUrl(am, realm)}/authenticate`;
  const headers = browserHeaders(browser);
  const started = await postJson(url, {}, headers);
  const callbacks = started.body.callbacks as { type: string; input: { name: string }[] }[];
  const answered = callbacks.map((callback) => ({
    ...callback,
    input: callback.input.map((input) => ({
      ...input,
      value: callback.type === 'NameCallback' ? username : password,
    })),
  }));
  return postJson(url, { authId: started.body.authId, callbacks: answered }, headers);
}

export async function tokenFrom(
  am: AmFixture,
  browser: BrowserIdentity,
  realm: string,
  username: string,
  password: string,
): Promise<string> {
  const response = await signInFrom(am, browser, realm, username, password);
  if (response.status !== 200) throw new Error(`sign-in failed with ${response.status}`);
  return response.body.tokenId as string;
}

/** A call to the AM JSON API with an SSO token. */
export async function amCall(
  am: Pick<AmFixture, 'url'>,
  realm: string,
  path: string,
  token: string | undefined,
  init: { method?: string; body?: unknown } = {},
) {
  const response = await fetch(`${jsonRealmUrl(am, realm)}/${path}`, {
    method: init.method ?? 'GET',
    headers: {
      ...(token ? { iPlanetDirectoryPro: token } : {}),
      ...(init.body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    ...(init.body !== undefined ? { body: JSON.stringify(init.body) } : {}),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}
