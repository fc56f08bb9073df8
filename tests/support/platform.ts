import { afterAll, beforeAll } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { loadPlatformConfig, type PlatformConfig } from '../../src/platform/config.js';
import { buildPlatform } from '../../src/platform/server.js';
import type { Db } from '../../src/platform/store/db.js';
import { migrateToLatest } from '../../src/platform/store/migrate.js';
import { seedIfEmpty } from '../../src/platform/store/seed/seed.js';
import { freePort } from './free-port.js';
import { TEST_SEED_EVENTS } from './test-seed.js';
import { migratedStoreTemplate, testDb } from './memory-store.js';

export interface RunningPlatform {
  app: FastifyInstance;
  db: Db;
  config: PlatformConfig;
  url: string;
  amUrl: string;
  idmUrl: string;
  close(): Promise<void>;
}

/**
 * Starts a seeded platform with an in-memory store on an ephemeral port. `publicHost` names it
 * in the URLs it writes: `localhost` puts it on the console's cookie host (cookies ignore ports).
 */
export async function startPlatform(
  env: Record<string, string> = {},
  { publicHost = '127.0.0.1' }: { publicHost?: string } = {},
): Promise<RunningPlatform> {
  const port = await freePort();
  const config = loadPlatformConfig({
    PLATFORM_PORT: String(port),
    PLATFORM_PUBLIC_URL: `http://${publicHost}:${port}`,
    DATA_DIR: 'memory://',
    SEED_USERS_PER_REALM: '55',
    AUTOACCESS_SEED_EVENTS: TEST_SEED_EVENTS,
    LOG_LEVEL: 'silent',
    ...env,
  });
  const db = testDb({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.storeDir,
    template: migratedStoreTemplate(),
  });
  await migrateToLatest(db);
  await seedIfEmpty(db, config);
  const app = await buildPlatform({ config, db });
  await app.listen({ host: '127.0.0.1', port });
  const url = `http://127.0.0.1:${port}`;
  return {
    app,
    db,
    config,
    url,
    amUrl: `${url}/am`,
    idmUrl: `${url}/openidm`,
    async close() {
      await app.close();
      await db.destroy();
    },
  };
}

/**
 * A seeded platform started before the file's tests and closed after them. The object is filled
 * in once the platform has started: read it in tests and hooks, not at the file's top level.
 */
export function useStartedPlatform(): RunningPlatform {
  const platform = {} as RunningPlatform;
  beforeAll(async () => {
    Object.assign(platform, await startPlatform());
  }, 120_000);
  afterAll(async () => {
    await (platform as Partial<RunningPlatform>).close?.();
  });
  return platform;
}
