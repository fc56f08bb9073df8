import type { Db } from '../../../src/platform/store/db.js';
import { startLocalServer, type LocalServer } from './local-server.js';
import { insertReviewCampaign, type ReviewCampaign } from './review-campaigns.js';
import { sharingUserIds } from './sharing-users.js';
import { askStackControl } from './ask-stack-control.js';
import { usersWithPassword, type PasswordQuestion } from './password-users.js';
import { signInState, type SignInQuestion, type SignInState } from './sign-in-state.js';

interface AgeSignIn {
  realm: string;
  username: string;
  seconds: number;
}

/** The stack control's routes: each takes the posted JSON and answers JSON (204 for none). */
function controlRoutes(db: Db): Record<string, (body: never) => Promise<unknown>> {
  return {
    '/sharing-users': ({ realm }: { realm: string }) => sharingUserIds(db, realm),
    '/users-with-password': (question: PasswordQuestion) => usersWithPassword(db, question),
    '/sign-in-state': (question: SignInQuestion) => signInState(db, question),
    '/review-campaign': (campaign: ReviewCampaign) => insertReviewCampaign(db, campaign),
    '/age-sign-in': async ({ realm, username, seconds }: AgeSignIn) => {
      await db
        .updateTable('am_sessions')
        .set({ auth_time: new Date(Date.now() - seconds * 1000) })
        .where('realm', '=', realm)
        .where('username', '=', username)
        .execute();
    },
  };
}

/**
 * What no platform API does: moving a user's sign-in time into the past, as if the sign-in were
 * old; listing the users that take part in sharing (see `sharing-users.ts`) and those that sign
 * in with a password; making an access review campaign (see `review-campaigns.ts`); telling why
 * a sign-in failed (see `sign-in-state.ts`). Served by the global setup, which holds the
 * platform's store, one per stack; every route is a POST of JSON.
 */
export function startStackControl(db: Db): Promise<LocalServer> {
  const routes = controlRoutes(db);
  return startLocalServer(({ method, url, body }, response) => {
    const route = method === 'POST' ? routes[url] : undefined;
    if (!route) {
      response.writeHead(404).end();
      return;
    }
    Promise.resolve(body)
      .then((json) => route(JSON.parse(json) as never))
      .then(
        (answer) =>
          answer === undefined
            ? response.writeHead(204).end()
            : response
                .writeHead(200, { 'content-type': 'application/json' })
                .end(JSON.stringify(answer)),
        (error: unknown) => response.writeHead(500).end(String(error)),
      );
  });
}

/** Makes every session of the user look signed in `seconds` ago. */
export const ageSignIn = (change: AgeSignIn) => askStackControl('/age-sign-in', change);

/** The ids of the realm's users that own, were granted or asked for a shared resource. */
export async function sharingUsers(realm: string): Promise<Set<string>> {
  return new Set(await askStackControl<string[]>('/sharing-users', { realm }));
}

/** The ids of the realm's users whose password is the one given. */
export async function passwordUsers(question: PasswordQuestion): Promise<Set<string>> {
  return new Set(await askStackControl<string[]>('/users-with-password', question));
}

/** The store's view of a sign-in (see `sign-in-state.ts`). */
export const signInStateOf = (question: SignInQuestion) =>
  askStackControl<SignInState>('/sign-in-state', question);
