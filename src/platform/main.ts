import { loadPlatformConfig } from './config.js';
import { buildPlatform } from './server.js';
import { createDb } from './store/db.js';
import { migrateToLatest } from './store/migrate.js';
import { seedIfEmpty } from './store/seed/seed.js';

const config = loadPlatformConfig(process.env);
const db = createDb({ databaseUrl: config.DATABASE_URL, dataDir: config.storeDir });
await migrateToLatest(db);
await seedIfEmpty(db, config);
const app = await buildPlatform({ config, db });
await app.listen({ host: config.PLATFORM_HOST, port: config.PLATFORM_PORT });

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void app.close().then(() => db.destroy());
  });
}
