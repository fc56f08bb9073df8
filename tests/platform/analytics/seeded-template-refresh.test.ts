import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEEDED_TEMPLATES } from '../../../src/platform/analytics/seeded-templates.js';
import { readTemplate, seedTemplates } from '../../../src/platform/analytics/template-store.js';
import type { Db } from '../../../src/platform/store/db.js';
import { migrateToLatest } from '../../../src/platform/store/migrate.js';
import { memoryDb } from '../../support/memory-store.js';

let db: Db;
beforeAll(async () => {
  db = memoryDb();
  await migrateToLatest(db);
  await db.insertInto('realms').values({ name: 'alpha', aliases: '[]' }).execute();
}, 60_000);
afterAll(() => db?.destroy());

const seeded = (name: string) => {
  const { name: _name, ...definition } = SEEDED_TEMPLATES.find((t) => t.name === name)!;
  return definition;
};
const older = (name: string) => ({ ...seeded(name), description: 'An older seeded definition' });

describe('seeded templates on start', () => {
  it('brings a template never edited to the current definition, and leaves an edited one', async () => {
    await db
      .insertInto('analytics_templates')
      .values([
        {
          realm: 'alpha',
          name: 'User-Normal-View',
          definition: JSON.stringify(older('User-Normal-View')),
        },
        {
          realm: 'alpha',
          name: 'sign-in-activity',
          rev: 2,
          definition: JSON.stringify(older('sign-in-activity')),
        },
      ])
      .execute();
    await seedTemplates(db);
    const normalView = await readTemplate(db, 'alpha', 'User-Normal-View');
    expect(normalView).toMatchObject({ rev: 1, definition: seeded('User-Normal-View') });
    const edited = await readTemplate(db, 'alpha', 'sign-in-activity');
    expect(edited).toMatchObject({
      rev: 2,
      definition: { description: 'An older seeded definition' },
    });
    expect(await readTemplate(db, 'alpha', 'risky-sign-ins')).toMatchObject({
      definition: seeded('risky-sign-ins'),
    });
  });
});
