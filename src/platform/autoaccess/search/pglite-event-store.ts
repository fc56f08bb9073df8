import { PGlite } from '@electric-sql/pglite';
import type { EventStore } from './event-store.js';
import {
  EVENT_FIELDS,
  NESTED_FIELDS,
  type FieldType,
  type MappedField,
} from './risk-event-mapping.js';
import type { CellValue, EventRow } from './risk-event-rows.js';
import { postgresDialect, stringLiteral } from './sql-dialect.js';
import { EVENT_TABLE, NESTED_TABLE } from './sql-where.js';

const SQL_TYPE: Record<FieldType, string> = {
  keyword: 'text',
  text: 'text',
  double: 'double precision',
  date: 'bigint',
  boolean: 'boolean',
};

const columnType = (field: MappedField) =>
  field.array ? `${SQL_TYPE[field.type]}[]` : SQL_TYPE[field.type];

/**
 * The same event tables in PGlite (the platform's embedded PostgreSQL), with B-tree indexes on the
 * dashboard's filter columns. Kept to measure against DuckDB (scripts/bench/risk-dashboard.ts).
 */
export async function openPgliteEventStore(dataDir: string): Promise<EventStore> {
  const db = new PGlite(dataDir);
  await db.exec(`
    CREATE TABLE IF NOT EXISTS ${EVENT_TABLE} (rid bigint NOT NULL PRIMARY KEY, doc_id text NOT NULL,
      ${EVENT_FIELDS.map((field) => `${field.column} ${columnType(field)}`).join(', ')}, source text NOT NULL);
    CREATE TABLE IF NOT EXISTS ${NESTED_TABLE} (rid bigint NOT NULL, realm text NOT NULL,
      ${NESTED_FIELDS.map((field) => `${field.column} ${columnType(field)}`).join(', ')});
    CREATE INDEX IF NOT EXISTS risk_event_realm_ts ON ${EVENT_TABLE} (realm, ts);
    CREATE INDEX IF NOT EXISTS risk_event_realm_risky ON ${EVENT_TABLE} (realm, is_risky_event, ts);
    CREATE INDEX IF NOT EXISTS risk_event_heuristic_rid ON ${NESTED_TABLE} (rid);
  `);
  const max = await db.query<{ rid: string | null }>(
    `SELECT max(rid)::text AS rid FROM ${EVENT_TABLE}`,
  );
  let nextRid = Number(max.rows[0]?.rid ?? 0) + 1;

  const literal = (value: CellValue, field: MappedField): string => {
    if (value === null) return 'NULL';
    if (Array.isArray(value)) return `ARRAY[${value.map(stringLiteral).join(',')}]::text[]`;
    if (field.type === 'keyword' || field.type === 'text') return stringLiteral(value as string);
    return String(value);
  };

  return {
    dialect: postgresDialect,
    async query(sql) {
      const result = await db.query<Record<string, unknown>>(sql);
      return result.rows;
    },
    async insert(realm, rows: EventRow[]) {
      await db.transaction(async (tx) => {
        await tx.query(
          `DELETE FROM ${NESTED_TABLE} WHERE rid IN (SELECT rid FROM ${EVENT_TABLE} WHERE realm = $1 AND doc_id = ANY($2))`,
          [realm, rows.map((row) => row.docId)],
        );
        await tx.query(`DELETE FROM ${EVENT_TABLE} WHERE realm = $1 AND doc_id = ANY($2)`, [
          realm,
          rows.map((row) => row.docId),
        ]);
        for (let start = 0; start < rows.length; start += 1000) {
          const events: string[] = [];
          const nested: string[] = [];
          for (const row of rows.slice(start, start + 1000)) {
            const rid = nextRid++;
            events.push(
              `(${rid}, ${stringLiteral(row.docId)}, ${row.cells.map((cell, index) => literal(cell, EVENT_FIELDS[index]!)).join(', ')}, ${stringLiteral(row.source)})`,
            );
            for (const entry of row.nested) {
              nested.push(
                `(${rid}, ${stringLiteral(realm)}, ${entry.map((cell, index) => literal(cell, NESTED_FIELDS[index]!)).join(', ')})`,
              );
            }
          }
          await tx.exec(`INSERT INTO ${EVENT_TABLE} VALUES ${events.join(', ')}`);
          if (nested.length > 0)
            await tx.exec(`INSERT INTO ${NESTED_TABLE} VALUES ${nested.join(', ')}`);
        }
      });
      await db.exec(`ANALYZE ${EVENT_TABLE}`);
    },
    async clear(realm) {
      await db.query(`DELETE FROM ${NESTED_TABLE} WHERE realm = $1`, [realm]);
      await db.query(`DELETE FROM ${EVENT_TABLE} WHERE realm = $1`, [realm]);
    },
    close: () => db.close(),
  };
}
