import { RelyingParty } from '../../../src/platform/social/relying-party.js';
import Fastify, { type FastifyInstance } from 'fastify';
import type { PrincipalResolver } from '../../../src/platform/auth/principal.js';
import { loadPlatformConfig, type PlatformConfig } from '../../../src/platform/config.js';
import { registerAm } from '../../../src/platform/am/plugin.js';
import { registerCrestErrors } from '../../../src/platform/http/errors.js';
import { jsonb, type Db } from '../../../src/platform/store/db.js';
import { migrateToLatest } from '../../../src/platform/store/migrate.js';
import { hashPassword } from '../../../src/platform/store/passwords.js';
import { freePort } from '../../support/free-port.js';
import { migratedStoreTemplate, testDb } from '../../support/memory-store.js';

export const ADMIN_PASSWORD = 'Admin!Passw0rd';

export const DEMO = {
  id: '5d3c1a2e-demo-alpha',
  username: 'demo',
  password: 'Demo!Passw0rd',
  givenName: 'Demo',
  sn: 'User',
  mail: 'demo@example.com',
} as const;

export const ALICE = {
  id: '3c4d-alice-alpha',
  username: 'Alice',
  password: 'Alice!Passw0rd',
} as const;

export const INACTIVE = {
  id: '7a1f-inactive-alpha',
  username: 'inactive',
  password: 'Inactive!Passw0rd',
} as const;

export const BRAVO_DEMO = {
  id: '9b2e-demo-bravo',
  username: 'demo',
  password: 'Bravo!Passw0rd',
} as const;

export const GATEWAY_URL = 'http://localhost:8080';

export interface AmFixture {
  app: FastifyInstance;
  db: Db;
  config: PlatformConfig;
  url: string;
  principalFromRequest: PrincipalResolver;
  close(): Promise<void>;
}

async function addUser(
  db: Db,
  realm: string,
  user: { id: string; username: string; password: string },
  doc: Record<string, unknown>,
) {
  await db
    .insertInto('managed_objects')
    .values({ type: `${realm}_user`, id: user.id, doc: jsonb({ userName: user.username, ...doc }) })
    .execute();
  await db
    .insertInto('credentials')
    .values({ realm, user_id: user.id, password_hash: await hashPassword(user.password) })
    .execute();
}

async function seed(db: Db) {
  await db
    .insertInto('realms')
    .values([
      { name: 'alpha', aliases: jsonb([]) },
      { name: 'bravo', aliases: jsonb([]) },
    ])
    .execute();
  await db
    .insertInto('credentials')
    .values({
      realm: 'root',
      user_id: 'amadmin',
      password_hash: await hashPassword(ADMIN_PASSWORD),
    })
    .execute();
  await addUser(db, 'alpha', DEMO, {
    givenName: DEMO.givenName,
    sn: DEMO.sn,
    mail: DEMO.mail,
    accountStatus: 'active',
  });
  await addUser(db, 'alpha', ALICE, { givenName: 'Alice', sn: 'Liddell', accountStatus: 'active' });
  await addUser(db, 'alpha', INACTIVE, {
    givenName: 'Ina',
    sn: 'Active',
    accountStatus: 'inactive',
  });
  await addUser(db, 'bravo', BRAVO_DEMO, {
    givenName: 'Bravo',
    sn: 'Demo',
    accountStatus: 'active',
  });
}

/** AM alone on an ephemeral port, over an in-memory store with two realms and a few accounts. */
export async function startAm(env: Record<string, string> = {}): Promise<AmFixture> {
  const port = await freePort();
  const config = loadPlatformConfig({
    PLATFORM_PORT: String(port),
    PLATFORM_PUBLIC_URL: `http://127.0.0.1:${port}`,
    GATEWAY_PUBLIC_URL: GATEWAY_URL,
    DATA_DIR: 'memory://',
    LOG_LEVEL: 'silent',
    ...env,
  });
  const db = testDb({ dataDir: config.storeDir, template: migratedStoreTemplate() });
  await migrateToLatest(db);
  await seed(db);
  const app = Fastify({
    logger: false,
    trustProxy: true,
    routerOptions: { ignoreTrailingSlash: true },
  });
  registerCrestErrors(app);
  const { principalFromRequest } = await registerAm(app, {
    config,
    db,
    relyingParty: new RelyingParty(),
  });
  await app.listen({ host: '127.0.0.1', port });
  return {
    app,
    db,
    config,
    url: `http://127.0.0.1:${port}`,
    principalFromRequest,
    async close() {
      await app.close();
      await db.destroy();
    },
  };
}

export function jsonRealmUrl(fixture: Pick<AmFixture, 'url'>, realm: string): string {
  const path = realm === 'root' ? 'realms/root' : `realms/root/realms/${realm}`;
  return `${fixture.url}/am/json/${path}`;
}

export async function postJson(url: string, body: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return {
    status: response.status,
    headers: response.headers,
    body: (await response.json()) as Record<string, unknown>,
  };
}

interface Callback {
  type: string;
  input: { name: string; value: unknown }[];
}

/** Runs the Login journey: start, then answer the name and password callbacks. */
export async function signIn(
  fixture: AmFixture,
  realm: string,
  username: string,
  password: string,
) {
  const url = `${jsonRealmUrl(fixture, realm)}/authenticate`;
  const started = await postJson(url, {});
  const callbacks = started.body.callbacks as Callback[];
  const answered = callbacks.map((callback) => ({
    ...callback,
    input: callback.input.map((input) => ({
      ...input,
      value: callback.type === 'NameCallback' ? username : password,
    })),
  }));
  return postJson(url, { authId: started.body.authId, callbacks: answered });
}

export async function signedInToken(
  fixture: AmFixture,
  realm: string,
  username: string,
  password: string,
) {
  const response = await signIn(fixture, realm, username, password);
  if (response.status !== 200) throw new Error(`sign-in failed with ${response.status}`);
  return response.body.tokenId as string;
}
