import { normalizeRealm } from '../../domain/realms.js';

export interface SessionQuery {
  username?: string;
  realm?: string;
}

const CLAUSE = /^\s*(username|realm)\s+eq\s+"((?:[^"\\]|\\.)*)"\s*/;
const AND = /^and\b/;

/**
 * Parses the sessions query filter: `true`, or `eq` clauses on username and realm joined by `and`.
 * Returns null for anything else.
 */
export function parseSessionFilter(filter: string): SessionQuery | null {
  if (filter.trim() === 'true') return {};
  const query: SessionQuery = {};
  let rest = filter;
  for (;;) {
    const clause = CLAUSE.exec(rest);
    if (!clause) return null;
    const [matched, field, raw = ''] = clause;
    const value = raw.replace(/\\(.)/g, '$1');
    if (field === 'username') query.username = value;
    else query.realm = normalizeRealm(value);
    rest = rest.slice(matched.length);
    if (rest === '') return query;
    const and = AND.exec(rest);
    if (!and) return null;
    rest = rest.slice(and[0].length);
  }
}
