import type { EventRow } from './risk-event-rows.js';
import type { SqlDialect } from './sql-dialect.js';

/** Where the event index keeps its rows: the SQL engine behind the search translator. */
export interface EventStore {
  dialect: SqlDialect;
  query(sql: string): Promise<Record<string, unknown>[]>;
  /** `realm` is the realm path the documents carry ("/alpha"). */
  insert(realm: string, rows: EventRow[]): Promise<void>;
  clear(realm: string): Promise<void>;
  close(): Promise<void>;
}
