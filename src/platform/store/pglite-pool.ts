import type { PGlite } from '@electric-sql/pglite';
import type { PostgresPool, PostgresPoolClient, PostgresQueryResult } from 'kysely';

/**
 * Presents one PGlite instance as a node-postgres pool to Kysely's PostgresDialect.
 * PGlite has a single connection, so checkouts are serialized: a transaction holds
 * the connection until it is released.
 */
export function pglitePool(pglite: PGlite): PostgresPool {
  let tail: Promise<void> = Promise.resolve();

  async function connect(): Promise<PostgresPoolClient> {
    let release!: () => void;
    const previous = tail;
    tail = new Promise<void>((resolve) => (release = resolve));
    await previous;
    const client = {
      async query<R>(sql: string, parameters: readonly unknown[]) {
        const result = await pglite.query<R>(sql, parameters as unknown[]);
        return {
          command: commandOf(sql),
          rowCount: result.affectedRows ?? result.rows.length,
          rows: result.rows,
        } satisfies PostgresQueryResult<R>;
      },
      release,
    };
    return client as unknown as PostgresPoolClient;
  }

  return { connect, end: () => pglite.close() };
}

function commandOf(sql: string): PostgresQueryResult<unknown>['command'] {
  const verb = /^\s*(?:with\b[\s\S]*?\)\s*)?(insert|update|delete|merge|select)\b/i.exec(sql)?.[1];
  return (verb?.toUpperCase() ?? 'SELECT') as PostgresQueryResult<unknown>['command'];
}
