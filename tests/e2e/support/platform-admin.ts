import { DEMO_USERS } from '../../../src/platform/store/seed/demo-users.js';
import type { RunningStack } from '../../support/stack.js';
import { accessTokenFor } from '../../support/tokens.js';

/** The platform administrator, who administers every realm and the platform's configuration. */
export const ADMIN = { realm: 'root', username: 'amadmin', password: 'Admin!Passw0rd' };

/** A realm's administrator: a managed user of the realm holding `internal/role/openidm-admin`. */
export const realmAdministrator = (realm: string) => ({
  realm,
  username: 'realmadmin',
  password: 'Realm!Passw0rd',
});
export const DEMO_TARGET = `managed/alpha_user/${DEMO_USERS.alpha.id}`;

/** Direct platform calls as the administrator, to set up what the browser should see. */
export async function platformAdmin(stack: RunningStack) {
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
    /** A signed-up user of the realm other than the demo account. */
    async otherActiveUser(realm: string): Promise<string> {
      const response = await call(
        `/managed/${realm}_user?_queryFilter=true&_pageSize=25&_fields=userName,accountStatus`,
      );
      const body = (await response.json()) as {
        result: { userName?: string; accountStatus?: string }[];
      };
      const user = body.result.find(
        (entry) => entry.userName && entry.userName !== 'demo' && entry.accountStatus === 'active',
      );
      if (!user?.userName) throw new Error(`No active ${realm} user besides demo`);
      return user.userName;
    },
  };
}
