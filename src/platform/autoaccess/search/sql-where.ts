import type { Query, RangeBounds, TermValue } from './dsl-ast.js';
import { parseDateValue } from './date-values.js';
import { EsQueryError } from './es-query-error.js';
import {
  NESTED_PATH,
  effectiveType,
  resolveField,
  type FieldType,
  type ResolvedField,
} from './risk-event-mapping.js';
import { numberLiteral, stringLiteral, type SqlDialect } from './sql-dialect.js';
import { analyze } from './text-analysis.js';

export const EVENT_ALIAS = 'e';
const NESTED_ALIAS = 'h';
export const EVENT_TABLE = 'risk_event';
export const NESTED_TABLE = 'risk_event_heuristic';

interface Context {
  dialect: SqlDialect;
  /** Inside a `nested` query: fields resolve to the child table. */
  nested: boolean;
  now: number;
}

/**
 * Translates a query into a SQL condition over `risk_event e`. Every leaf is null-safe (true or
 * false, never null) so that `must_not` keeps documents without the field, as Elasticsearch does.
 */
export function queryToSql(query: Query, dialect: SqlDialect, now = Date.now()): string {
  return translate(query, { dialect, nested: false, now });
}

function translate(query: Query, context: Context): string {
  switch (query.kind) {
    case 'match_all':
      return 'TRUE';
    case 'bool':
      return bool(query, context);
    case 'term':
      return leaf(query.field, context, (field, column) =>
        termCondition(field, column, query.value, query.caseInsensitive, context),
      );
    case 'terms':
      if (query.values.length === 0) return 'FALSE';
      return leaf(query.field, context, (field, column) =>
        or(query.values.map((value) => termCondition(field, column, value, false, context))),
      );
    case 'range':
      return leaf(query.field, context, (field, column) =>
        rangeCondition(field, column, query.bounds, query.field, context),
      );
    case 'wildcard':
      return leaf(query.field, context, (field, column) =>
        wildcardCondition(
          field,
          column,
          query.pattern,
          query.caseInsensitive,
          query.field,
          context,
        ),
      );
    case 'match':
      return leaf(query.field, context, (field, column) =>
        matchCondition(field, column, query, context),
      );
    case 'exists':
      return existsCondition(query.field, context);
    case 'nested':
      return nestedCondition(query, context);
    case 'script':
      return scriptCondition(query, context);
  }
}

function and(parts: string[]): string {
  return parts.length === 0 ? 'TRUE' : parts.map((part) => `(${part})`).join(' AND ');
}

function or(parts: string[]): string {
  return parts.length === 0 ? 'FALSE' : parts.map((part) => `(${part})`).join(' OR ');
}

function bool(query: Extract<Query, { kind: 'bool' }>, context: Context): string {
  const parts = [...query.must, ...query.filter].map((clause) => translate(clause, context));
  for (const clause of query.mustNot) parts.push(`NOT (${translate(clause, context)})`);
  const should = query.should.map((clause) => translate(clause, context));
  const needed = query.minimumShouldMatch;
  if (needed === 1) parts.push(or(should));
  else if (needed > 1) {
    parts.push(
      `(${should.map((part) => `CASE WHEN ${part} THEN 1 ELSE 0 END`).join(' + ')}) >= ${needed}`,
    );
  }
  return and(parts);
}

/** The field as this context sees it: undefined (matches nothing) when unmapped or out of scope. */
function visibleField(name: string, context: Context): ResolvedField | undefined {
  const resolved = resolveField(name);
  if (!resolved || resolved.nested !== context.nested) return undefined;
  return resolved;
}

function columnOf(resolved: ResolvedField, context: Context): string {
  return `${context.nested ? NESTED_ALIAS : EVENT_ALIAS}.${resolved.field.column}`;
}

function leaf(
  name: string,
  context: Context,
  condition: (field: ResolvedField, column: string) => string,
): string {
  const field = visibleField(name, context);
  if (!field) return 'FALSE';
  const column = columnOf(field, context);
  if (!field.field.array) return `coalesce(${condition(field, column)}, false)`;
  return `EXISTS (SELECT 1 FROM unnest(${column}) AS u(v) WHERE ${condition(field, 'u.v')})`;
}

/** A query value as a literal of the field's type, or a 400 naming the field. */
function literal(
  type: FieldType,
  value: TermValue,
  field: string,
  context: Context,
  roundUp = false,
): string {
  switch (type) {
    case 'keyword':
    case 'text':
      return stringLiteral(String(value));
    case 'double': {
      const number = typeof value === 'number' ? value : Number(String(value).trim());
      if (typeof value === 'boolean' || String(value).trim() === '' || !Number.isFinite(number)) {
        throw new EsQueryError(
          `failed to parse [${String(value)}] as a number for field [${field}]`,
        );
      }
      return numberLiteral(number);
    }
    case 'boolean':
      if (value === true || value === 'true') return 'TRUE';
      if (value === false || value === 'false') return 'FALSE';
      throw new EsQueryError(`Can't parse boolean value [${String(value)}] for field [${field}]`);
    case 'date':
      if (typeof value === 'boolean') {
        throw new EsQueryError(`failed to parse date field [${String(value)}] of [${field}]`);
      }
      return numberLiteral(parseDateValue(value, field, context.now, roundUp));
  }
}

function termCondition(
  field: ResolvedField,
  column: string,
  value: TermValue,
  caseInsensitive: boolean,
  context: Context,
): string {
  const type = effectiveType(field);
  if (type === 'text') {
    const tokens = context.dialect.tokens(column);
    const term = caseInsensitive ? String(value).toLowerCase() : String(value);
    return context.dialect.arrayContains(tokens, stringLiteral(term));
  }
  if (type === 'date') {
    // A term on a date matches the whole precision of the value, like a range from its first to
    // its last millisecond.
    const from = literal(type, value, field.field.path, context);
    const to = literal(type, value, field.field.path, context, true);
    return `${column} >= ${from} AND ${column} <= ${to}`;
  }
  const target = literal(type, value, field.field.path, context);
  if (type === 'keyword' && caseInsensitive) return `lower(${column}) = lower(${target})`;
  return `${column} = ${target}`;
}

function rangeCondition(
  field: ResolvedField,
  column: string,
  bounds: RangeBounds,
  name: string,
  context: Context,
): string {
  const type = effectiveType(field);
  if (type === 'text' || type === 'boolean')
    throw EsQueryError.unsupportedQuery(`range on ${type} field ${name}`);
  const collation = type === 'keyword' ? context.dialect.binaryCollation : '';
  const operators = { gte: '>=', gt: '>', lte: '<=', lt: '<' } as const;
  const parts: string[] = [];
  for (const key of ['gte', 'gt', 'lte', 'lt'] as const) {
    const value = bounds[key];
    if (value === undefined) continue;
    parts.push(
      `${column}${collation} ${operators[key]} ${literal(type, value, name, context, key === 'lte' || key === 'gt')}`,
    );
  }
  return parts.length === 0 ? `${column} IS NOT NULL` : parts.join(' AND ');
}

/** `*` and `?` of a wildcard pattern (with `\` escapes) as a LIKE pattern escaped by `\`. */
function wildcardToLike(pattern: string): string {
  let like = '';
  for (let index = 0; index < pattern.length; index += 1) {
    const char = pattern[index]!;
    if (char === '\\' && index + 1 < pattern.length) {
      const next = pattern[(index += 1)]!;
      like += /[%_\\]/.test(next) ? `\\${next}` : next;
    } else if (char === '*') like += '%';
    else if (char === '?') like += '_';
    else if (char === '%' || char === '_' || char === '\\') like += `\\${char}`;
    else like += char;
  }
  return like;
}

function wildcardCondition(
  field: ResolvedField,
  column: string,
  pattern: string,
  caseInsensitive: boolean,
  name: string,
  context: Context,
): string {
  const type = effectiveType(field);
  if (type !== 'keyword' && type !== 'text') {
    throw new EsQueryError(
      `Can only use wildcard queries on keyword and text fields - not on [${name}]`,
    );
  }
  const like = stringLiteral(wildcardToLike(caseInsensitive ? pattern.toLowerCase() : pattern));
  const subject = (expression: string) => (caseInsensitive ? `lower(${expression})` : expression);
  if (type === 'keyword') return `${subject(column)} LIKE ${like} ESCAPE '\\'`;
  return `EXISTS (SELECT 1 FROM unnest(${context.dialect.tokens(column)}) AS t(token) WHERE ${subject('t.token')} LIKE ${like} ESCAPE '\\')`;
}

function matchCondition(
  field: ResolvedField,
  column: string,
  query: Extract<Query, { kind: 'match' }>,
  context: Context,
): string {
  if (effectiveType(field) !== 'text')
    return termCondition(field, column, query.query, false, context);
  const tokens = analyze(String(query.query));
  if (tokens.length === 0) return 'FALSE';
  const fieldTokens = context.dialect.tokens(column);
  const each = tokens.map((token) =>
    context.dialect.arrayContains(fieldTokens, stringLiteral(token)),
  );
  return query.operator === 'and' ? and(each) : or(each);
}

function existsCondition(name: string, context: Context): string {
  if (name === NESTED_PATH && !context.nested) return nestedExists('TRUE');
  const field = visibleField(name, context);
  if (!field) return 'FALSE';
  const column = columnOf(field, context);
  return field.field.array ? `${context.dialect.arrayLength(column)} > 0` : `${column} IS NOT NULL`;
}

function nestedExists(condition: string): string {
  return `EXISTS (SELECT 1 FROM ${NESTED_TABLE} ${NESTED_ALIAS} WHERE ${NESTED_ALIAS}.rid = ${EVENT_ALIAS}.rid AND (${condition}))`;
}

function nestedCondition(query: Extract<Query, { kind: 'nested' }>, context: Context): string {
  if (query.path !== NESTED_PATH || context.nested) {
    throw new EsQueryError(`[nested] failed to find nested object under path [${query.path}]`);
  }
  return nestedExists(translate(query.query, { ...context, nested: true }));
}

function scriptCondition(query: Extract<Query, { kind: 'script' }>, context: Context): string {
  const columns = [query.left, query.right].map((name) => {
    const field = visibleField(name, context);
    if (!field || effectiveType(field) !== 'double') {
      throw EsQueryError.unsupportedQuery(`script on field ${name}`);
    }
    return columnOf(field, context);
  });
  const operator = query.operator === '==' ? '=' : query.operator === '!=' ? '<>' : query.operator;
  return `coalesce(${columns[0]} ${operator} ${columns[1]}, false)`;
}
