import { DEMO_USERS } from '../../../src/platform/store/seed/demo-users.js';
import type { RunningStack } from '../../support/stack.js';
import { accessTokenFor } from '../../support/tokens.js';
import type { E2eStack } from './shared-stack.js';
import { canSignIn } from './sign-in-state.js';
import { passwordUsers, sharingUsers, signInStateOf } from './stack-control.js';

/** The platform administrator, who administers every realm and the platform's configuration. */
export const ADMIN = { realm: 'root', username: 'amadmin', password: 'Admin!Passw0rd' };

/** A realm's administrator: a managed user of the realm holding `internal/role/openidm-admin`. */
export const realmAdministrator = (realm: string) => ({
  realm,
  username: 'realmadmin',
  password: 'Realm!Passw0rd',
});
export const DEMO_TARGET = `managed/alpha_user/${DEMO_USERS.alpha.id}`;

/** The password every seeded user of a realm signs in with. */
export const SEEDED_PASSWORD = 'Demo!Passw0rd';
/** The userName of a seeded user that `freshUser` may claim. */
export const SEEDED_USER_NAME = /^[a-z]+\.[a-z]+\d*$/;

export interface FreshUser {
  realm: string;
  username: string;
  password: string;
  /** Given name and surname, as the console greets them. */
  name: string;
  id: string;
}

interface ManagedUser {
  _id: string;
  _rev: string;
  userName?: string;
  givenName?: string;
  sn?: string;
  accountStatus?: string;
  mail?: string;
  manager?: { _ref?: string };
}

const DEMO_IDS = new Set<string>(Object.values(DEMO_USERS).map((demo) => demo.id));

/** A demo user's direct reports are in the seeded governance data other tests read. */
const reportsToDemo = (user: ManagedUser) =>
  DEMO_IDS.has(user.manager?._ref?.split('/').at(-1) ?? '');

let claims = 0;

/** How the userName of a user `freshUser` claimed begins. */
export const CLAIMED_PREFIX = 'e2e';

/** A userName no other test, worker or run uses. */
const uniqueUserName = () =>
  `${CLAIMED_PREFIX}${process.pid.toString(36)}${(claims += 1).toString(36)}${Math.random().toString(36).slice(2, 6)}`;

type PlatformAdminTarget =
  | E2eStack
  | (Pick<RunningStack, 'url'> & { platform: Pick<RunningStack['platform'], 'amUrl' | 'idmUrl'> });

/** Direct platform calls as the administrator, to set up what the browser should see. */
export async function platformAdmin(target: PlatformAdminTarget) {
  const stack =
    'platform' in target
      ? target
      : { url: target.url, platform: { amUrl: target.amUrl, idmUrl: target.idmUrl } };
  const token = await accessTokenFor(stack, ADMIN);
  const idm = stack.platform.idmUrl;
  const call = async (path: string, init: RequestInit = {}) => {
    const response = await fetch(`${idm}${path}`, {
      ...init,
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': 'application/json',
        ...init.headers,
      },
    });
    if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${path}: ${response.status}`);
    return response;
  };
  return {
    async notify(message: string, target = DEMO_TARGET): Promise<void> {
      await call('/notification?_action=create', {
        method: 'POST',
        body: JSON.stringify({ target, message, notificationType: 'info' }),
      });
    },
    async clearNotifications(target = DEMO_TARGET): Promise<void> {
      await call(
        `/notification?_action=deleteNotificationsForTarget&target=${encodeURIComponent(target)}`,
        { method: 'POST', body: '{}' },
      );
    },
    async setSystemNotification(notice: {
      enabled: boolean;
      message: string;
      severity: string;
      details?: string;
    }): Promise<void> {
      const current = await call('/config/ui/systemnotification');
      await call('/config/ui/systemnotification', {
        method: 'PUT',
        headers: { 'if-match': current.headers.get('etag') ?? '*' },
        body: JSON.stringify(notice),
      });
    },
    /**
     * A user of the realm for this test alone: an active seeded user (password
     * {@link SEEDED_PASSWORD}, no sessions yet) renamed to a unique userName. The rename is
     * conditional on the revision read, so two tests never get the same user. Never taken:
     * - a user named like the seed's but made by a test (a social sign-in makes one without a
     *   password), or whose password a test changed;
     * - users that take part in sharing (the seed's, and those of a test sharing now) and the demo
     *   users' direct reports (in the seeded governance data): other tests read them as the seed
     *   made them.
     */
    async freshUser(realm: string): Promise<FreshUser> {
      const [response, sharing, seededPassword] = await Promise.all([
        call(
          `/managed/${realm}_user?_queryFilter=true&_pageSize=500&_fields=_id,_rev,userName,givenName,sn,accountStatus,manager`,
        ),
        sharingUsers(realm),
        passwordUsers({ realm, password: SEEDED_PASSWORD }),
      ]);
      const body = (await response.json()) as { result: ManagedUser[] };
      const candidates = body.result.filter(
        (user) =>
          user.accountStatus === 'active' &&
          SEEDED_USER_NAME.test(user.userName ?? '') &&
          seededPassword.has(user._id) &&
          !sharing.has(user._id) &&
          !reportsToDemo(user),
      );
      while (candidates.length > 0) {
        const [user] = candidates.splice(Math.floor(Math.random() * candidates.length), 1);
        const username = uniqueUserName();
        const renamed = await fetch(`${idm}/managed/${realm}_user/${user!._id}`, {
          method: 'PATCH',
          headers: {
            authorization: `Bearer ${token}`,
            'content-type': 'application/json',
            'if-match': user!._rev,
          },
          body: JSON.stringify([{ operation: 'replace', field: '/userName', value: username }]),
        });
        if (renamed.status === 412) continue;
        if (!renamed.ok) throw new Error(`Claiming ${user!.userName}: ${renamed.status}`);
        const state = await signInStateOf({ realm, username, password: SEEDED_PASSWORD });
        if (!canSignIn(state)) {
          throw new Error(
            `${user!.userName}, claimed as ${username}, cannot sign in: ${JSON.stringify(state)}`,
          );
        }
        return {
          realm,
          username,
          password: SEEDED_PASSWORD,
          name: `${String(user!.givenName)} ${String(user!.sn)}`,
          id: user!._id,
        };
      }
      throw new Error(`No unclaimed ${realm} user left`);
    },
    /** Patches a user as the administrator. */
    async updateUser(
      user: Pick<FreshUser, 'realm' | 'id'>,
      operations: { operation: 'replace' | 'add' | 'remove'; field: string; value?: unknown }[],
    ): Promise<void> {
      await call(`/managed/${user.realm}_user/${user.id}`, {
        method: 'PATCH',
        body: JSON.stringify(operations),
      });
    },
    /** Reads a configuration object, and later puts it back as it was. */
    async snapshotConfig(path: string): Promise<{ restore(): Promise<void> }> {
      const saved = await (await call(`/config/${path}`)).text();
      return {
        async restore() {
          const current = await call(`/config/${path}`);
          await call(`/config/${path}`, {
            method: 'PUT',
            headers: { 'if-match': current.headers.get('etag') ?? '*' },
            body: saved,
          });
        },
      };
    },
    /** The realm's active users with a mail address, read as the administrator. */
    async activeUsers(realm: string): Promise<ManagedUser[]> {
      const response = await call(
        `/managed/${realm}_user?_queryFilter=true&_pageSize=500&_fields=_id,_rev,userName,givenName,sn,accountStatus,mail`,
      );
      const body = (await response.json()) as { result: ManagedUser[] };
      return body.result.filter((user) => user.accountStatus === 'active' && user.mail);
    },
    /** A managed object's id and revision, read as the administrator. */
    async managedUser(realm: string, filter: (user: ManagedUser) => boolean): Promise<ManagedUser> {
      const response = await call(
        `/managed/${realm}_user?_queryFilter=true&_pageSize=500&_fields=_id,_rev,userName,givenName,sn,accountStatus`,
      );
      const body = (await response.json()) as { result: ManagedUser[] };
      const user = body.result.find(filter);
      if (!user) throw new Error(`No matching ${realm} user`);
      return user;
    },
  };
}

export type PlatformAdmin = Awaited<ReturnType<typeof platformAdmin>>;
