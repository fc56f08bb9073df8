import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import {
  DuckDBInstance,
  LIST,
  VARCHAR,
  type DuckDBAppender,
  type DuckDBConnection,
} from '@duckdb/node-api';
import {
  EVENT_FIELDS,
  NESTED_FIELDS,
  type FieldType,
  type MappedField,
} from './risk-event-mapping.js';
import type { CellValue, EventRow } from './risk-event-rows.js';
import { duckdbDialect } from './sql-dialect.js';
import type { EventStore } from './event-store.js';
import { EVENT_TABLE, NESTED_TABLE } from './sql-where.js';

const SQL_TYPE: Record<FieldType, string> = {
  keyword: 'VARCHAR',
  text: 'VARCHAR',
  double: 'DOUBLE',
  date: 'BIGINT',
  boolean: 'BOOLEAN',
};

function columnType(field: MappedField): string {
  return field.array ? `${SQL_TYPE[field.type]}[]` : SQL_TYPE[field.type];
}

/**
 * The event index in an embedded DuckDB file: columnar, compressed and scanned in parallel, which
 * is what the dashboard's filtered counts and group-bys need. Commits are durable (write-ahead log).
 */
export async function openDuckdbEventStore(path: string, connections = 3): Promise<EventStore> {
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  const instance = await DuckDBInstance.create(path);
  const writer = await instance.connect();
  const eventColumns = EVENT_FIELDS.map((field) => `${field.column} ${columnType(field)}`);
  await writer.run(
    `CREATE TABLE IF NOT EXISTS ${EVENT_TABLE} (rid BIGINT NOT NULL, doc_id VARCHAR NOT NULL, ${eventColumns.join(', ')}, source VARCHAR NOT NULL)`,
  );
  const nestedColumns = NESTED_FIELDS.map((field) => `${field.column} ${columnType(field)}`);
  await writer.run(
    `CREATE TABLE IF NOT EXISTS ${NESTED_TABLE} (rid BIGINT NOT NULL, realm VARCHAR NOT NULL, ${nestedColumns.join(', ')})`,
  );
  const readers: DuckDBConnection[] = [];
  for (let index = 0; index < connections; index += 1) readers.push(await instance.connect());
  const idle = [...readers];
  const waiting: ((connection: DuckDBConnection) => void)[] = [];
  const borrow = () =>
    new Promise<DuckDBConnection>((resolve) => {
      const connection = idle.pop();
      if (connection) resolve(connection);
      else waiting.push(resolve);
    });
  const giveBack = (connection: DuckDBConnection) => {
    const next = waiting.shift();
    if (next) next(connection);
    else idle.push(connection);
  };
  const [maxRow] = (
    await writer.runAndReadAll(`SELECT max(rid) AS rid FROM ${EVENT_TABLE}`)
  ).getRowObjectsJS();
  let nextRid = Number(maxRow?.rid ?? 0) + 1;
  let writes: Promise<unknown> = Promise.resolve();

  async function query(sql: string): Promise<Record<string, unknown>[]> {
    const connection = await borrow();
    try {
      const reader = await connection.runAndReadAll(sql);
      return reader.getRowObjectsJS();
    } finally {
      giveBack(connection);
    }
  }

  async function insertRows(realm: string, rows: EventRow[]): Promise<void> {
    if (rows.length === 0) return;
    await writer.run('BEGIN TRANSACTION');
    try {
      const [existing] = (
        await writer.runAndReadAll(
          `SELECT count(*) AS n FROM ${EVENT_TABLE} WHERE realm = '${realm.replaceAll("'", "''")}'`,
        )
      ).getRowObjectsJS();
      if (Number(existing?.n ?? 0) > 0) await deleteExisting(realm, rows);
      const events = await writer.createAppender(EVENT_TABLE);
      const nested = await writer.createAppender(NESTED_TABLE);
      for (const row of rows) {
        const rid = nextRid++;
        events.appendBigInt(BigInt(rid));
        events.appendVarchar(row.docId);
        EVENT_FIELDS.forEach((field, index) => appendCell(events, field, row.cells[index] ?? null));
        events.appendVarchar(row.source);
        events.endRow();
        for (const entry of row.nested) {
          nested.appendBigInt(BigInt(rid));
          nested.appendVarchar(realm);
          NESTED_FIELDS.forEach((field, index) => appendCell(nested, field, entry[index] ?? null));
          nested.endRow();
        }
      }
      events.closeSync();
      nested.closeSync();
      await writer.run('COMMIT');
    } catch (error) {
      await writer.run('ROLLBACK');
      throw error;
    }
  }

  async function deleteExisting(realm: string, rows: EventRow[]): Promise<void> {
    await writer.run('CREATE OR REPLACE TEMP TABLE incoming_ids (doc_id VARCHAR)');
    const ids = await writer.createAppender('incoming_ids');
    for (const row of rows) {
      ids.appendVarchar(row.docId);
      ids.endRow();
    }
    ids.closeSync();
    const realmLiteral = `'${realm.replaceAll("'", "''")}'`;
    const known = `SELECT rid FROM ${EVENT_TABLE} WHERE realm = ${realmLiteral} AND doc_id IN (SELECT doc_id FROM incoming_ids)`;
    const [found] = (
      await writer.runAndReadAll(`SELECT count(*) AS n FROM (${known}) k`)
    ).getRowObjectsJS();
    if (Number(found?.n ?? 0) === 0) return;
    await writer.run(`DELETE FROM ${NESTED_TABLE} WHERE rid IN (${known})`);
    await writer.run(
      `DELETE FROM ${EVENT_TABLE} WHERE realm = ${realmLiteral} AND doc_id IN (SELECT doc_id FROM incoming_ids)`,
    );
  }

  const serialized = <T>(work: () => Promise<T>): Promise<T> => {
    const result = writes.then(work);
    writes = result.catch(() => undefined);
    return result;
  };

  return {
    dialect: duckdbDialect,
    query,
    insert: (realm, rows) => serialized(() => insertRows(realm, rows)),
    clear: (realm) =>
      serialized(async () => {
        const literal = `'${realm.replaceAll("'", "''")}'`;
        await writer.run(`DELETE FROM ${NESTED_TABLE} WHERE realm = ${literal}`);
        await writer.run(`DELETE FROM ${EVENT_TABLE} WHERE realm = ${literal}`);
      }),
    async close() {
      await writes;
      await writer.run('CHECKPOINT');
      for (const connection of [...readers, writer]) connection.closeSync();
      instance.closeSync();
    },
  };
}

const STRING_LIST = LIST(VARCHAR);

function appendCell(appender: DuckDBAppender, field: MappedField, value: CellValue): void {
  if (value === null) {
    appender.appendNull();
    return;
  }
  if (field.array) {
    appender.appendList(value as string[], STRING_LIST);
    return;
  }
  switch (field.type) {
    case 'keyword':
    case 'text':
      appender.appendVarchar(value as string);
      return;
    case 'double':
      appender.appendDouble(value as number);
      return;
    case 'date':
      appender.appendBigInt(BigInt(value as number));
      return;
    case 'boolean':
      appender.appendBoolean(value as boolean);
      return;
  }
}
