import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig, writeConfig } from '../../../src/platform/idm/config-store.js';
import { loadObjectSchema } from '../../../src/platform/idm/managed-config.js';
import type { Db } from '../../../src/platform/store/db.js';
import { seededStore } from '../seed/seed-test-store.js';

let db: Db;
beforeAll(async () => {
  ({ db } = await seededStore());
});
afterAll(async () => {
  await db.destroy();
});

describe('managed object schemas', () => {
  it('follow every change of the managed configuration', async () => {
    const before = await loadObjectSchema(db, 'alpha_user');
    expect(before?.properties.city?.title).toBeTruthy();

    const row = await readConfig(db, 'managed');
    const doc = structuredClone(row!.doc) as {
      objects: { name: string; schema: { properties: Record<string, { title?: string }> } }[];
    };
    doc.objects.find(({ name }) => name === 'alpha_user')!.schema.properties.city!.title = 'Town';
    await writeConfig(db, 'managed', doc, row!.rev);

    expect((await loadObjectSchema(db, 'alpha_user'))?.properties.city?.title).toBe('Town');
  });

  it("gives each caller its own copy, so one caller's change reaches no other", async () => {
    const first = await loadObjectSchema(db, 'alpha_user');
    first!.properties.city!.title = 'Changed by a caller';
    expect((await loadObjectSchema(db, 'alpha_user'))?.properties.city?.title).not.toBe(
      'Changed by a caller',
    );
  });
});
