import { sql, type RawBuilder } from 'kysely';
import type {
  ComparisonNode,
  ComparisonOperator,
  QueryFilterNode,
  QueryFilterValue,
} from '../../../domain/query-filter/query-filter-ast.js';

type Sql = RawBuilder<unknown>;

const ORDERING: Record<Exclude<ComparisonOperator, 'co' | 'sw'>, Sql> = {
  eq: sql.raw('='),
  gt: sql.raw('>'),
  ge: sql.raw('>='),
  lt: sql.raw('<'),
  le: sql.raw('<='),
};

const FALSE = sql<boolean>`false`;
const TRUE = sql<boolean>`true`;

/** A Postgres text[] literal, bound as one parameter: `{"a","b"}`. */
export function textArrayLiteral(segments: readonly string[]): string {
  return `{${segments.map((segment) => `"${segment.replace(/[\\"]/g, '\\$&')}"`).join(',')}}`;
}

/** Escapes `%`, `_` and `\` so a value matches literally inside a LIKE pattern. */
export function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, '\\$&');
}

const hasNul = (text: string) => text.includes('\u0000');

/** The jsonb value at a path of the `doc` column (SQL NULL when absent). */
function jsonAt(path: readonly string[]): Sql {
  if (path.some(hasNul)) return sql`null::jsonb`;
  return path.length === 1
    ? sql`(doc -> ${path[0]}::text)`
    : sql`(doc #> ${textArrayLiteral(path)}::text[])`;
}

/** Case-insensitive comparison of a text expression with a string. */
function textComparison(text: Sql, op: ComparisonOperator, value: string): Sql {
  if (op === 'co' || op === 'sw' || op === 'eq') {
    if (hasNul(value)) return FALSE;
    if (op === 'eq') return sql`lower(${text}) = lower(${value}::text)`;
    const pattern =
      op === 'co'
        ? sql`'%' || lower(${escapeLike(value)}::text) || '%'`
        : sql`lower(${escapeLike(value)}::text) || '%'`;
    return sql`lower(${text}) like ${pattern} escape '\\'`;
  }
  return sql`lower(${text}) ${ORDERING[op]} lower(${value.replaceAll('\u0000', '')}::text)`;
}

/** A comparison against one jsonb value (a scalar, or one element of an array). */
function jsonComparison(json: Sql, op: ComparisonOperator, value: QueryFilterValue): Sql {
  if (typeof value === 'string' || op === 'co' || op === 'sw') {
    return sql`(jsonb_typeof(${json}) = 'string' and ${textComparison(sql`(${json} #>> '{}')`, op, String(value))})`;
  }
  if (value === null) return FALSE;
  const type = typeof value === 'number' ? 'number' : 'boolean';
  return sql`(jsonb_typeof(${json}) = ${type} and ${json} ${ORDERING[op]} ${JSON.stringify(value)}::jsonb)`;
}

/** Matches a single value, or any element when the field holds an array. */
function documentComparison({ op, path, value }: ComparisonNode): Sql {
  const json = jsonAt(path);
  if (value === null && op === 'eq') return sql`(${json} is null or ${json} = 'null'::jsonb)`;
  const elements = sql`jsonb_array_elements(case when jsonb_typeof(${json}) = 'array' then ${json} else '[]'::jsonb end)`;
  return sql`(${jsonComparison(json, op, value)} or exists (select 1 from ${elements} as element(value) where ${jsonComparison(sql`element.value`, op, value)}))`;
}

function idComparison({ op, value }: ComparisonNode): Sql {
  return value === null ? FALSE : textComparison(sql`id`, op, String(value));
}

function revComparison({ op, value }: ComparisonNode): Sql {
  if (op === 'co' || op === 'sw')
    return value === null ? FALSE : textComparison(sql`rev::text`, op, String(value));
  const number =
    typeof value === 'string' && /^-?\d+(\.\d+)?$/.test(value.trim()) ? Number(value) : value;
  if (typeof number !== 'number') return FALSE;
  return sql`rev ${ORDERING[op]} ${number}::numeric`;
}

function isColumn(path: readonly string[], column: '_id' | '_rev'): boolean {
  return path.length === 1 && path[0] === column;
}

function leaf(node: ComparisonNode): Sql {
  if (isColumn(node.path, '_id')) return idComparison(node);
  if (isColumn(node.path, '_rev')) return revComparison(node);
  return documentComparison(node);
}

/**
 * Translates a query filter into a boolean SQL expression over `managed_objects`
 * (`id`, `rev` and the jsonb `doc`). Every value is a bound parameter, every leaf is
 * strictly true or false (so `!` matches absent fields), and a value of another type
 * than the field's simply does not match.
 */
export function filterToSql(node: QueryFilterNode): RawBuilder<boolean> {
  switch (node.kind) {
    case 'literal':
      return node.value ? TRUE : FALSE;
    case 'presence': {
      if (isColumn(node.path, '_id') || isColumn(node.path, '_rev')) return TRUE;
      const json = jsonAt(node.path);
      return sql<boolean>`coalesce(${json} is not null and ${json} <> 'null'::jsonb, false)`;
    }
    case 'comparison':
      return sql<boolean>`coalesce(${leaf(node)}, false)`;
    case 'not':
      return sql<boolean>`(not ${filterToSql(node.operand)})`;
    case 'and':
    case 'or':
      return sql<boolean>`(${sql.join(node.operands.map(filterToSql), sql.raw(` ${node.kind} `))})`;
  }
}

/** The number of comparisons and presence tests in a filter. */
export function countFilterLeaves(node: QueryFilterNode): number {
  switch (node.kind) {
    case 'not':
      return countFilterLeaves(node.operand);
    case 'and':
    case 'or':
      return node.operands.reduce((total, operand) => total + countFilterLeaves(operand), 0);
    default:
      return 1;
  }
}
