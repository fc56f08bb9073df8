import type { InjectOptions } from 'fastify';
import { IGA_SCOPE } from '../../../src/domain/governance/governance-feature.js';
import { managedUserObject } from '../../../src/domain/realms.js';
import { DEMO_USERS } from '../../../src/platform/store/seed/demo-users.js';
import { GOVERNANCE_SEED_PEOPLE } from '../../../src/platform/store/seed/governance-people.js';
import { startPlatform, type RunningPlatform } from '../../support/platform.js';
import { accessTokenFor } from '../../support/tokens.js';

export const DEMO_PASSWORD = 'Demo!Passw0rd';
const WITH_SCOPE = `openid profile ${IGA_SCOPE}`;

export interface Answer {
  statusCode: number;
  headers: Record<string, unknown>;
  json: <T = Record<string, unknown>>() => T;
}

export interface GovernanceFixture {
  platform: RunningPlatform;
  /** Calls the governance service as a user of a realm, signed in with the demo password. */
  call(
    realm: string,
    userName: string,
    method: InjectOptions['method'],
    url: string,
    options?: { body?: unknown; headers?: Record<string, string>; scopes?: string },
  ): Promise<Answer>;
  /** The id of a realm user by user name. */
  userId(realm: string, userName: string): Promise<string>;
  /** The user names of the demo user's direct reports. */
  demoReports(realm: string): Promise<{ id: string; userName: string }[]>;
  close(): Promise<void>;
}

export const alphaDemoId = DEMO_USERS.alpha.id;
export const alphaApproverId = GOVERNANCE_SEED_PEOPLE.alpha.approver.id;

/** A seeded platform; tokens come from its OIDC as the gateway gets them. */
export async function startGovernance(
  env: Record<string, string> = {},
): Promise<GovernanceFixture> {
  const platform = await startPlatform({ SEED_USERS_PER_REALM: '12', ...env });
  const stack = { url: platform.config.GATEWAY_PUBLIC_URL, platform };
  const tokens = new Map<string, Promise<string>>();
  const token = (realm: string, username: string, scopes: string) => {
    const key = `${realm} ${username} ${scopes}`;
    if (!tokens.has(key)) {
      tokens.set(key, accessTokenFor(stack, { realm, username, password: DEMO_PASSWORD }, scopes));
    }
    return tokens.get(key)!;
  };
  const users = async (realm: string) =>
    platform.db
      .selectFrom('managed_objects')
      .select(['id', 'doc'])
      .where('type', '=', managedUserObject(realm))
      .execute();
  return {
    platform,
    async call(realm, userName, method, url, options = {}) {
      const bearer = await token(realm, userName, options.scopes ?? WITH_SCOPE);
      return platform.app.inject({
        method,
        url,
        headers: { authorization: `Bearer ${bearer}`, ...options.headers },
        ...(options.body === undefined ? {} : { payload: options.body as Record<string, unknown> }),
      });
    },
    async userId(realm, userName) {
      const user = (await users(realm)).find((row) => row.doc.userName === userName);
      if (!user) throw new Error(`No user ${userName} in ${realm}`);
      return user.id;
    },
    async demoReports(realm) {
      const ref = `managed/${managedUserObject(realm)}/${DEMO_USERS[realm as 'alpha'].id}`;
      return (await users(realm))
        .filter((row) => (row.doc.manager as { _ref?: string } | undefined)?._ref === ref)
        .map((row) => ({ id: row.id, userName: String(row.doc.userName) }));
    },
    close: () => platform.close(),
  };
}
