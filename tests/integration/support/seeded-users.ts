import { sql } from 'kysely';
import type { Db } from '../../../src/platform/store/db.js';

/**
 * Seeded alpha users for tests that change a user: active, not demo, in id order (or the reverse,
 * for a file that must not take the same users as another), handed out one at a time.
 */
export function seededUserPool() {
  let free: string[] = [];
  return {
    async load(db: Db, count: number, order: 'asc' | 'desc' = 'asc'): Promise<void> {
      const rows = await db
        .selectFrom('managed_objects')
        .select(sql<string>`doc->>'userName'`.as('userName'))
        .where('type', '=', 'alpha_user')
        .where(sql<string>`doc->>'accountStatus'`, '=', 'active')
        .where(sql<string>`doc->>'userName'`, '<>', 'demo')
        .orderBy('id', order)
        .limit(count)
        .execute();
      free = rows.map((row) => row.userName);
    },
    next(): string {
      const user = free.shift();
      if (!user) throw new Error('no seeded user left');
      return user;
    },
    /** The users not handed out yet, all at once. */
    rest(): string[] {
      return free.splice(0);
    },
  };
}
