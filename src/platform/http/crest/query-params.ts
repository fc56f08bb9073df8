import { z } from 'zod';
import { parseFieldPath } from '../../../domain/query-filter/json-pointer.js';
import { parseQueryFilter } from '../../../domain/query-filter/parse-query-filter.js';
import type { QueryFilterNode } from '../../../domain/query-filter/query-filter-ast.js';
import { QueryFilterSyntaxError } from '../../../domain/query-filter/query-filter-syntax-error.js';
import { badRequest } from '../errors.js';
import { parseFields } from './fields.js';
import { parseInput } from '../parse-input.js';

const pagingNumber = z.coerce.number().int().min(0);

const crestQueryParamsSchema = z.object({
  _queryFilter: z.string().optional(),
  _queryId: z.enum(['query-all', 'query-all-ids']).optional(),
  _fields: z.string().optional(),
  _sortKeys: z.string().optional(),
  _pageSize: pagingNumber.optional(),
  _pagedResultsOffset: pagingNumber.optional(),
  _pagedResultsCookie: z.string().optional(),
  _totalPagedResultsPolicy: z.enum(['NONE', 'ESTIMATE', 'EXACT']).default('NONE'),
});

export interface SortKey {
  path: string[];
  descending: boolean;
}

export interface CrestQuery {
  filter: QueryFilterNode;
  fields: Set<string> | undefined;
  sortKeys: SortKey[];
  /** 0 means no paging. */
  pageSize: number;
  offset: number;
  totalPagedResultsPolicy: 'NONE' | 'ESTIMATE' | 'EXACT';
}

/** Parses a filter, turning a syntax error into a 400 that names the position. */
export function parseFilterParam(text: string): QueryFilterNode {
  try {
    return parseQueryFilter(text);
  } catch (error) {
    if (error instanceof QueryFilterSyntaxError) {
      throw badRequest(error.message, { position: error.position });
    }
    throw error;
  }
}

/** `_sortKeys`: comma-separated field paths, each descending when it starts with `-`. */
export function parseSortKeys(text: string | undefined): SortKey[] {
  if (text === undefined) return [];
  return text
    .split(',')
    .map((key) => key.trim())
    .filter((key) => key !== '')
    .map((key) => {
      const descending = key.startsWith('-');
      const pointer = key.replace(/^[-+]/, '');
      if (pointer.includes('\u0000')) throw badRequest(`Invalid _sortKeys: ${key}`);
      try {
        return { path: parseFieldPath(pointer, 0), descending };
      } catch {
        throw badRequest(`Invalid _sortKeys: ${key}`);
      }
    });
}

export function encodePagedResultsCookie(offset: number): string {
  return Buffer.from(`offset:${offset}`).toString('base64url');
}

function decodePagedResultsCookie(cookie: string): number {
  const match = /^offset:(\d{1,9})$/.exec(Buffer.from(cookie, 'base64url').toString());
  if (!match) throw badRequest('Invalid _pagedResultsCookie');
  return Number(match[1]);
}

/** The CREST query parameters of a request: filter, fields, sorting and paging. */
export function parseCrestQuery(query: unknown): CrestQuery {
  const params = parseInput(crestQueryParamsSchema, query, 'query parameters');
  if (params._queryFilter === undefined && params._queryId === undefined) {
    throw badRequest('A query needs _queryFilter or _queryId');
  }
  const onlyIds = params._queryFilter === undefined && params._queryId === 'query-all-ids';
  return {
    filter: parseFilterParam(params._queryFilter ?? 'true'),
    fields: onlyIds ? new Set<string>() : parseFields(params._fields),
    sortKeys: parseSortKeys(params._sortKeys),
    pageSize: params._pageSize ?? 0,
    offset:
      params._pagedResultsCookie !== undefined && params._pagedResultsCookie !== ''
        ? decodePagedResultsCookie(params._pagedResultsCookie)
        : (params._pagedResultsOffset ?? 0),
    totalPagedResultsPolicy: params._totalPagedResultsPolicy,
  };
}

const listAllQuerySchema = z.object({ _queryFilter: z.literal('true').optional() });

/** A list that supports no filter: only `_queryFilter=true` or none; anything else is a 400. */
export function requireListAllQuery(query: unknown): void {
  if (!listAllQuerySchema.safeParse(query).success) throw badRequest('Unsupported query filter');
}
