import type { Query, RangeBounds, ScriptOperator, TermValue } from './dsl-ast.js';
import type { Budget } from './dsl-input.js';
import {
  expectObject,
  expectString,
  isObject,
  onlyKeys,
  singleEntry,
  type JsonObject,
} from './dsl-input.js';
import { EsQueryError } from './es-query-error.js';

const unsupported = (name: string) => EsQueryError.unsupportedQuery(name);

/** Parses the `query` of a search body into its typed form; anything else is an EsQueryError. */
export function parseQuery(value: unknown, budget: Budget, depth = 1): Query {
  budget.enter(depth);
  const [name, body] = singleEntry(value, 'query');
  switch (name) {
    case 'match_all':
      onlyKeys(expectObject(body, name), ['boost'], (key) => unsupported(`match_all.${key}`));
      return { kind: 'match_all' };
    case 'bool':
      return parseBool(expectObject(body, name), budget, depth);
    case 'term':
      return parseTerm(body);
    case 'terms':
      return parseTerms(body, budget, depth);
    case 'range':
      return parseRange(body);
    case 'wildcard':
      return parseWildcard(body);
    case 'match':
      return parseMatch(body);
    case 'nested':
      return parseNested(expectObject(body, name), budget, depth);
    case 'exists': {
      const object = expectObject(body, name);
      onlyKeys(object, ['field', 'boost'], (key) => unsupported(`exists.${key}`));
      return { kind: 'exists', field: expectString(object.field, 'exists.field') };
    }
    case 'script':
      return parseScript(expectObject(body, name));
    default:
      throw unsupported(name);
  }
}

function clauses(value: unknown, budget: Budget, depth: number): Query[] {
  if (value === undefined) return [];
  const list = Array.isArray(value) ? value : [value];
  return list.map((clause) => parseQuery(clause, budget, depth + 1));
}

function parseBool(body: JsonObject, budget: Budget, depth: number): Query {
  onlyKeys(body, ['must', 'filter', 'should', 'must_not', 'minimum_should_match', 'boost'], (key) =>
    unsupported(`bool.${key}`),
  );
  const must = clauses(body.must, budget, depth);
  const filter = clauses(body.filter, budget, depth);
  const should = clauses(body.should, budget, depth);
  const mustNot = clauses(body.must_not, budget, depth);
  const fallback = should.length > 0 && must.length === 0 && filter.length === 0 ? 1 : 0;
  const minimumShouldMatch =
    body.minimum_should_match === undefined
      ? fallback
      : resolveMinimumShouldMatch(body.minimum_should_match, should.length);
  return { kind: 'bool', must, filter, should, mustNot, minimumShouldMatch };
}

/** Elasticsearch's forms: 2, -1, "2", "75%", "-25%"; the result stays within 0..count. */
export function resolveMinimumShouldMatch(spec: unknown, count: number): number {
  let resolved: number;
  if (typeof spec === 'number' && Number.isInteger(spec)) {
    resolved = spec < 0 ? count + spec : spec;
  } else if (typeof spec === 'string' && /^-?\d+$/.test(spec.trim())) {
    const number = Number(spec.trim());
    resolved = number < 0 ? count + number : number;
  } else if (typeof spec === 'string' && /^-?\d+(\.\d+)?%$/.test(spec.trim())) {
    const percent = Number(spec.trim().slice(0, -1));
    resolved =
      percent < 0
        ? count - Math.floor((count * -percent) / 100)
        : Math.floor((count * percent) / 100);
  } else {
    throw unsupported(`minimum_should_match ${JSON.stringify(spec)}`);
  }
  return Math.max(0, Math.min(count, resolved));
}

function termValue(value: unknown, what: string): TermValue {
  if (typeof value === 'string' || typeof value === 'boolean') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  throw new EsQueryError(`[${what}] must be a string, a number or a boolean`);
}

function parseTerm(body: unknown): Query {
  const [field, spec] = singleEntry(body, 'term');
  if (isObject(spec)) {
    onlyKeys(spec, ['value', 'boost', 'case_insensitive'], (key) => unsupported(`term.${key}`));
    return {
      kind: 'term',
      field,
      value: termValue(spec.value, `term.${field}.value`),
      caseInsensitive: spec.case_insensitive === true,
    };
  }
  return { kind: 'term', field, value: termValue(spec, `term.${field}`), caseInsensitive: false };
}

function parseTerms(body: unknown, budget: Budget, depth: number): Query {
  const object = expectObject(body, 'terms');
  const fields = Object.keys(object).filter((key) => key !== 'boost');
  if (fields.length !== 1) throw new EsQueryError('[terms] must name exactly one field');
  const field = fields[0]!;
  const values = object[field];
  if (!Array.isArray(values)) throw unsupported('terms lookup');
  for (let index = 1; index < values.length; index += 1) budget.enter(depth + 1);
  return {
    kind: 'terms',
    field,
    values: values.map((value, index) => termValue(value, `terms.${field}[${index}]`)),
  };
}

function bound(value: unknown, what: string): string | number | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  throw new EsQueryError(`[${what}] must be a string or a number`);
}

function parseRange(body: unknown): Query {
  const [field, spec] = singleEntry(body, 'range');
  const object = expectObject(spec, `range.${field}`);
  onlyKeys(object, ['gte', 'gt', 'lte', 'lt', 'boost'], (key) => unsupported(`range.${key}`));
  const bounds: RangeBounds = {};
  for (const key of ['gte', 'gt', 'lte', 'lt'] as const) {
    const value = bound(object[key], `range.${field}.${key}`);
    if (value !== undefined) bounds[key] = value;
  }
  return { kind: 'range', field, bounds };
}

function parseWildcard(body: unknown): Query {
  const [field, spec] = singleEntry(body, 'wildcard');
  if (isObject(spec)) {
    onlyKeys(spec, ['value', 'wildcard', 'boost', 'case_insensitive'], (key) =>
      unsupported(`wildcard.${key}`),
    );
    return {
      kind: 'wildcard',
      field,
      pattern: expectString(spec.value ?? spec.wildcard, `wildcard.${field}.value`),
      caseInsensitive: spec.case_insensitive === true,
    };
  }
  return {
    kind: 'wildcard',
    field,
    pattern: expectString(spec, `wildcard.${field}`),
    caseInsensitive: false,
  };
}

function parseMatch(body: unknown): Query {
  const [field, spec] = singleEntry(body, 'match');
  if (isObject(spec)) {
    onlyKeys(spec, ['query', 'operator', 'boost'], (key) => unsupported(`match.${key}`));
    const operator =
      typeof spec.operator === 'string' ? spec.operator.toLowerCase() : (spec.operator ?? 'or');
    if (operator !== 'or' && operator !== 'and')
      throw unsupported(`match.operator ${JSON.stringify(operator)}`);
    return { kind: 'match', field, query: termValue(spec.query, `match.${field}.query`), operator };
  }
  return { kind: 'match', field, query: termValue(spec, `match.${field}`), operator: 'or' };
}

function parseNested(body: JsonObject, budget: Budget, depth: number): Query {
  onlyKeys(body, ['path', 'query', 'score_mode', 'ignore_unmapped'], (key) =>
    unsupported(`nested.${key}`),
  );
  return {
    kind: 'nested',
    path: expectString(body.path, 'nested.path'),
    query: parseQuery(body.query, budget, depth + 1),
  };
}

const SCRIPT =
  /^\s*(?:return\s+)?doc\['([^'\]]+)'\]\.value\s*(>=|<=|==|!=|>|<)\s*doc\['([^'\]]+)'\]\.value\s*;?\s*$/;

/** The one script the dashboard sends: `doc['a'].value > doc['b'].value`, compared as numbers. */
function parseScript(body: JsonObject): Query {
  onlyKeys(body, ['script', 'boost'], (key) => unsupported(`script.${key}`));
  const script = body.script;
  let source: unknown = script;
  if (isObject(script)) {
    onlyKeys(script, ['source', 'inline', 'lang'], (key) => unsupported(`script.${key}`));
    if (script.lang !== undefined && script.lang !== 'painless') throw unsupported('script');
    source = script.source ?? script.inline;
  }
  const match = typeof source === 'string' ? SCRIPT.exec(source) : null;
  if (!match) throw unsupported('script');
  return {
    kind: 'script',
    left: match[1]!,
    operator: match[2] as ScriptOperator,
    right: match[3]!,
  };
}
