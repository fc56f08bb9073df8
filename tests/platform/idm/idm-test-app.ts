import Fastify, { type FastifyInstance } from 'fastify';
import type { Principal } from '../../../src/platform/auth/principal.js';
import { loadPlatformConfig, type PlatformConfig } from '../../../src/platform/config.js';
import { registerCrestErrors } from '../../../src/platform/http/errors.js';
import { registerIdm } from '../../../src/platform/idm/plugin.js';
import type { Db } from '../../../src/platform/store/db.js';
import { migrateToLatest } from '../../../src/platform/store/migrate.js';
import { DEMO_USERS } from '../../../src/platform/store/seed/demo-users.js';
import { seedIfEmpty } from '../../../src/platform/store/seed/seed.js';
import { migratedStoreTemplate, testDb } from '../../support/memory-store.js';

export const ADMIN: Principal = {
  realm: 'root',
  userId: 'amadmin',
  username: 'amadmin',
  component: 'internal/user',
  idmId: 'openidm-admin',
  roles: ['internal/role/openidm-admin', 'internal/role/openidm-authorized'],
  amAdmin: true,
};

export function endUser(
  realm: 'root' | 'alpha' | 'bravo',
  id: string,
  username = 'demo',
): Principal {
  return {
    realm,
    userId: id,
    username,
    component: `managed/${realm === 'root' ? 'user' : `${realm}_user`}`,
    idmId: id,
    roles: ['internal/role/openidm-authorized'],
    amAdmin: false,
  };
}

export const ALPHA_DEMO = endUser('alpha', DEMO_USERS.alpha.id);
export const BRAVO_DEMO = endUser('bravo', DEMO_USERS.bravo.id);

export interface IdmTestApp {
  app: FastifyInstance;
  db: Db;
  config: PlatformConfig;
  /** Makes `Authorization: Bearer <token>` resolve to the principal. */
  signIn(token: string, principal: Principal): void;
  close(): Promise<void>;
}

/** IDM routes alone on a seeded in-memory store, with bearer tokens `admin` and `alpha-demo`. */
export async function createIdmTestApp(usersPerRealm = 12): Promise<IdmTestApp> {
  const config = loadPlatformConfig({
    DATA_DIR: 'memory://',
    SEED_USERS_PER_REALM: String(usersPerRealm),
    LOG_LEVEL: 'silent',
  });
  const db = testDb({ dataDir: config.storeDir, template: migratedStoreTemplate() });
  await migrateToLatest(db);
  await seedIfEmpty(db, config);
  const tokens = new Map<string, Principal>([
    ['admin', ADMIN],
    ['alpha-demo', ALPHA_DEMO],
    ['bravo-demo', BRAVO_DEMO],
  ]);
  const app = Fastify({ routerOptions: { ignoreTrailingSlash: true } });
  registerCrestErrors(app);
  await registerIdm(app, {
    config,
    db,
    principalFromRequest: (request) => {
      const token = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
      return Promise.resolve((token && tokens.get(token)) || null);
    },
  });
  await app.ready();
  return {
    app,
    db,
    config,
    signIn: (token, principal) => void tokens.set(token, principal),
    async close() {
      await app.close();
      await db.destroy();
    },
  };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
