import type { BrowserContext } from 'playwright-core';
import { GraphQLClient, signIn } from '../../support/graphql-client.js';
import type { Account } from './sign-in.js';
import { signInStateOf } from './stack-control.js';

/** Name, value and the attributes Playwright takes, from one Set-Cookie line. */
function parseSetCookie(line: string) {
  const [pair = '', ...attributes] = line.split(';').map((part) => part.trim());
  const separator = pair.indexOf('=');
  const flags = attributes.map((attribute) => attribute.toLowerCase());
  const sameSite = flags.find((flag) => flag.startsWith('samesite='))?.slice('samesite='.length);
  return {
    name: pair.slice(0, separator),
    value: pair.slice(separator + 1),
    httpOnly: flags.includes('httponly'),
    sameSite: sameSite === 'strict' ? 'Strict' : sameSite === 'none' ? 'None' : 'Lax',
  } as const;
}

/**
 * Signs the account in through the gateway's GraphQL journey from Node, and gives the browser
 * context the session cookie the gateway set. For tests whose subject is not the sign-in form,
 * which `signInAs` covers.
 */
export async function signInOverApi(
  context: BrowserContext,
  url: string,
  account: Account,
): Promise<void> {
  const client = new GraphQLClient(url);
  const outcome = await signIn(client, account);
  if (outcome.data?.authenticate.__typename !== 'JourneySuccess') {
    const state = await signInStateOf(account).then(JSON.stringify, (error: unknown) =>
      String(error),
    );
    throw new Error(`Sign-in of ${account.username} failed: ${outcome.raw}\n  Store: ${state}`);
  }
  const set = new Map(
    outcome.setCookies.map((line) => {
      const cookie = parseSetCookie(line);
      return [cookie.name, cookie];
    }),
  );
  const cookies = client.jar
    .header()
    .split('; ')
    .filter(Boolean)
    .map((pair) => {
      const [name = '', value = ''] = pair.split(/=(.*)/s);
      const attributes = set.get(name) ?? { httpOnly: true, sameSite: 'Lax' as const };
      return { name, value, url, httpOnly: attributes.httpOnly, sameSite: attributes.sameSite };
    });
  await context.addCookies(cookies);
}
