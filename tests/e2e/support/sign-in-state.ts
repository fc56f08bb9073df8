import { sql } from 'kysely';
import { LOGIN_FAILURE_WINDOW_MS } from '../../../src/domain/constants.js';
import { managedUserObject } from '../../../src/domain/realms.js';
import type { Db } from '../../../src/platform/store/db.js';
import { passwordMatches } from './password-users.js';

export interface SignInState {
  now: Date;
  accounts: {
    id: string;
    rev: number;
    userName: unknown;
    accountStatus: unknown;
    /** Null when the account has no password. */
    passwordMatches: boolean | null;
    devices: string[];
  }[];
  failures: unknown[];
  lockouts: unknown[];
  recentByAddress: unknown[];
  events: unknown[];
}

/** True when the state shows one active account whose password is the one asked about. */
export const canSignIn = ({ accounts }: SignInState) =>
  accounts.length === 1 &&
  accounts[0]!.accountStatus === 'active' &&
  accounts[0]!.passwordMatches === true;

export interface SignInQuestion {
  realm: string;
  username: string;
  password: string;
}

/**
 * What the platform's store holds about signing in with a username and password: the accounts the
 * username names (with status, revision, whether the password matches and 2-step devices), its
 * failures, lockouts and sign-in events, and the failures by address in the platform's failure
 * window. Read from the store, as no API shows all of it.
 */
export async function signInState(
  db: Db,
  { realm, username, password }: SignInQuestion,
): Promise<SignInState> {
  const key = username.toLowerCase();
  const rows = await db
    .selectFrom('managed_objects')
    .select(['id', 'rev', 'doc'])
    .where('type', '=', managedUserObject(realm))
    .where(sql<string>`lower(doc->>'userName')`, '=', key)
    .execute();
  const accounts = await Promise.all(
    rows.map(async ({ id, rev, doc }) => {
      const [credential, devices] = await Promise.all([
        db
          .selectFrom('credentials')
          .select('password_hash')
          .where('realm', '=', realm)
          .where('user_id', '=', id)
          .executeTakeFirst(),
        db
          .selectFrom('am_auth_devices')
          .select('type')
          .where('realm', '=', realm)
          .where('user_id', '=', id)
          .execute(),
      ]);
      return {
        id,
        rev,
        userName: doc.userName,
        accountStatus: doc.accountStatus,
        passwordMatches: credential
          ? await passwordMatches(password, credential.password_hash)
          : null,
        devices: devices.map((device) => device.type),
      };
    }),
  );
  const [failures, lockouts, recentByAddress, events] = await Promise.all([
    db
      .selectFrom('login_failures')
      .selectAll()
      .where('realm', '=', realm)
      .where('username', '=', key)
      .execute(),
    db
      .selectFrom('account_lockouts')
      .selectAll()
      .where('realm', '=', realm)
      .where('username', '=', key)
      .execute(),
    db
      .selectFrom('login_failures')
      .select(['client_address', (eb) => eb.fn.countAll<string>().as('failures')])
      .where('failed_at', '>', new Date(Date.now() - LOGIN_FAILURE_WINDOW_MS))
      .groupBy('client_address')
      .execute(),
    db
      .selectFrom('am_auth_events')
      .select(['time', 'result', 'user_id', 'ip_address'])
      .where('realm', '=', realm)
      .where('username', '=', key)
      .execute(),
  ]);
  return { now: new Date(), accounts, failures, lockouts, recentByAddress, events };
}
