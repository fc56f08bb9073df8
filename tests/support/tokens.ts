import { amRealmPath } from '../../src/domain/realms.js';
import { createUpstreamHttp } from '../../src/gateway/upstream/http.js';
import { createOAuthClient } from '../../src/gateway/upstream/oauth.js';
import type { RunningStack } from './stack.js';

/** Runs the Login journey over REST and returns the SSO token. */
export async function ssoToken(
  amUrl: string,
  realm: string,
  username: string,
  password: string,
): Promise<string> {
  const url = `${amUrl}/json/${amRealmPath(realm)}/authenticate`;
  const post = (body: unknown) =>
    fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const step = (await (await post({})).json()) as {
    authId: string;
    callbacks: { type: string; input: { name: string; value: unknown }[] }[];
  };
  for (const callback of step.callbacks) {
    for (const input of callback.input)
      input.value = callback.type === 'PasswordCallback' ? password : username;
  }
  const done = (await (await post(step)).json()) as { tokenId?: string };
  if (!done.tokenId) throw new Error(`Sign-in of ${username} failed: ${JSON.stringify(done)}`);
  return done.tokenId;
}

/** An access token for direct platform calls, obtained the way the gateway does. */
export async function accessTokenFor(
  stack: Pick<RunningStack, 'url'> & { platform: Pick<RunningStack['platform'], 'amUrl'> },
  { realm, username, password }: { realm: string; username: string; password: string },
  scopes = 'openid profile',
): Promise<string> {
  const oauth = createOAuthClient({
    amHttp: createUpstreamHttp({ service: 'am', baseUrl: stack.platform.amUrl, timeoutMs: 15_000 }),
    clientId: 'end-user-ui',
    redirectUri: `${stack.url}/auth/callback`,
    scopes,
  });
  const tokens = await oauth.signIn(
    realm,
    await ssoToken(stack.platform.amUrl, realm, username, password),
  );
  return tokens.accessToken;
}
