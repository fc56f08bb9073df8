import type { Db } from '../../../src/platform/store/db.js';
import { startLocalServer, type LocalServer } from './local-server.js';
import { insertReviewCampaign, type ReviewCampaign } from './review-campaigns.js';
import { e2eSlot } from './shared-stack.js';
import { sharingUserIds } from './sharing-users.js';
import { signInState, type SignInQuestion, type SignInState } from './sign-in-state.js';

interface AgeSignIn {
  realm: string;
  username: string;
  seconds: number;
}

/**
 * What no platform API does: moving a user's sign-in time into the past, as if the sign-in were
 * old, listing the users that take part in sharing (see `sharing-users.ts`), making an access
 * review campaign (see `review-campaigns.ts`) and telling why a sign-in failed (`sign-in-state.ts`). Served by the global setup, which holds the
 * platform's store, one per stack.
 */
export function startStackControl(db: Db): Promise<LocalServer> {
  return startLocalServer(({ method, url, body }, response) => {
    if (method === 'GET' && url.startsWith('/sharing-users?')) {
      const realm = new URL(url, 'http://stack-control').searchParams.get('realm') ?? '';
      sharingUserIds(db, realm).then(
        (ids) =>
          response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(ids)),
        (error: unknown) => response.writeHead(500).end(String(error)),
      );
      return;
    }
    if (method === 'POST' && url === '/sign-in-state') {
      signInState(db, JSON.parse(body) as SignInQuestion).then(
        (state) =>
          response
            .writeHead(200, { 'content-type': 'application/json' })
            .end(JSON.stringify(state)),
        (error: unknown) => response.writeHead(500).end(String(error)),
      );
      return;
    }
    if (method === 'POST' && url === '/review-campaign') {
      insertReviewCampaign(db, JSON.parse(body) as ReviewCampaign).then(
        () => response.writeHead(204).end(),
        (error: unknown) => response.writeHead(500).end(String(error)),
      );
      return;
    }
    if (method !== 'POST' || url !== '/age-sign-in') {
      response.writeHead(404).end();
      return;
    }
    const { realm, username, seconds } = JSON.parse(body) as AgeSignIn;
    db.updateTable('am_sessions')
      .set({ auth_time: new Date(Date.now() - seconds * 1000) })
      .where('realm', '=', realm)
      .where('username', '=', username)
      .execute()
      .then(
        () => response.writeHead(204).end(),
        (error: unknown) => response.writeHead(500).end(String(error)),
      );
  });
}

/** Makes every session of the user look signed in `seconds` ago. */
export async function ageSignIn(change: AgeSignIn): Promise<void> {
  const response = await fetch(`${e2eSlot().controlUrl}/age-sign-in`, {
    method: 'POST',
    body: JSON.stringify(change),
  });
  if (!response.ok) throw new Error(`age-sign-in: ${response.status}`);
}

/** The ids of the realm's users that own, were granted or asked for a shared resource. */
export async function sharingUsers(realm: string): Promise<Set<string>> {
  const response = await fetch(
    `${e2eSlot().controlUrl}/sharing-users?realm=${encodeURIComponent(realm)}`,
  );
  if (!response.ok) throw new Error(`sharing-users: ${response.status}`);
  return new Set((await response.json()) as string[]);
}

/** The store's view of a sign-in (see `sign-in-state.ts`). */
export async function signInStateOf(question: SignInQuestion): Promise<SignInState> {
  const response = await fetch(`${e2eSlot().controlUrl}/sign-in-state`, {
    method: 'POST',
    body: JSON.stringify(question),
  });
  if (!response.ok) throw new Error(`sign-in-state: ${response.status}`);
  return (await response.json()) as SignInState;
}
