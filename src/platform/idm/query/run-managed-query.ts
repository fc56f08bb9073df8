import { sql } from 'kysely';
import { badRequest } from '../../http/errors.js';
import type { Db } from '../../store/db.js';
import type { ManagedRow } from '../managed-store.js';
import { encodePagedResultsCookie, type CrestQuery } from '../../http/crest/query-params.js';
import { countFilterLeaves, filterToSql } from './filter-to-sql.js';
import { sortToSql } from './sort-to-sql.js';

const MAX_FILTER_LEAVES = 500;

export interface ManagedQueryPage {
  rows: ManagedRow[];
  pagedResultsCookie: string | null;
  totalPagedResults: number;
  remainingPagedResults: number;
}

/** Runs a CREST query over the managed objects of one type. */
export async function runManagedQuery(
  db: Db,
  object: string,
  query: CrestQuery,
): Promise<ManagedQueryPage> {
  if (countFilterLeaves(query.filter) > MAX_FILTER_LEAVES) {
    throw badRequest(`The query filter has more than ${MAX_FILTER_LEAVES} conditions`);
  }
  const where = filterToSql(query.filter);
  const limit = query.pageSize > 0 ? sql`limit ${query.pageSize + 1}` : sql``;
  const { rows } = await sql<ManagedRow>`
    select id, rev, doc from managed_objects
    where type = ${object} and ${where}
    order by ${sortToSql(query.sortKeys)}
    ${limit} offset ${query.offset}
  `.execute(db);
  const more = query.pageSize > 0 && rows.length > query.pageSize;
  const page = more ? rows.slice(0, query.pageSize) : rows;

  let totalPagedResults = -1;
  let remainingPagedResults = -1;
  if (query.totalPagedResultsPolicy !== 'NONE') {
    const counted = await sql<{ total: string | number }>`
      select count(*) as total from managed_objects where type = ${object} and ${where}
    `.execute(db);
    totalPagedResults = Number(counted.rows[0]?.total ?? 0);
    remainingPagedResults = Math.max(0, totalPagedResults - query.offset - page.length);
  }
  return {
    rows: page,
    pagedResultsCookie: more ? encodePagedResultsCookie(query.offset + page.length) : null,
    totalPagedResults,
    remainingPagedResults,
  };
}
