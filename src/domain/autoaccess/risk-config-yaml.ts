import { isMap, isPair, isScalar, LineCounter, parseDocument, type Document } from 'yaml';
import type { z } from 'zod';
import { MAX_RISK_CONFIG_CHARS, riskUserConfigSchema, type RiskUserConfig } from './risk-config.js';

/** A place in the YAML text, both 1-based. */
interface TextPosition {
  line: number;
  column: number;
}

/** The schema rules a key broke, by the names the messages are keyed on. */
type RiskConfigSchemaRule =
  | 'type'
  | 'max'
  | 'min'
  | 'maxLength'
  | 'minLength'
  | 'maxItems'
  | 'minItems'
  | 'unknownKey'
  | 'invalid';

export type RiskConfigProblem =
  | { kind: 'tooLong'; max: number }
  /** The text is not YAML; `detail` is the parser's own (English) words. */
  | ({ kind: 'syntax'; detail: string; from: number; to: number } & TextPosition)
  /** A key's value breaks the configuration's schema; `path` such as `heuristics.brute_force.failures`. */
  | ({
      kind: 'schema';
      path: string;
      rule: RiskConfigSchemaRule;
      values: Record<string, string | number>;
      from: number;
      to: number;
    } & TextPosition);

export type RiskConfigCheck =
  { ok: true; config: RiskUserConfig } | { ok: false; problems: RiskConfigProblem[] };

/** Said instead of the exhausted stack of reading a document nested thousands of levels deep. */
const NESTED_TOO_DEEPLY = 'The document is nested too deeply';

/** The parser's message without the position and the excerpt it appends. */
function parserDetail(message: string): string {
  if (message === 'Maximum call stack size exceeded') return NESTED_TOO_DEEPLY;
  return message.split(/ at line \d+, column \d+/)[0]?.trim() ?? message;
}

type Issue = z.core.$ZodIssue;

const BOUND_RULES: Readonly<Record<string, [RiskConfigSchemaRule, RiskConfigSchemaRule]>> = {
  number: ['max', 'min'],
  int: ['max', 'min'],
  string: ['maxLength', 'minLength'],
  array: ['maxItems', 'minItems'],
};

function ruleOf(issue: Issue): {
  rule: RiskConfigSchemaRule;
  values: Record<string, string | number>;
} {
  switch (issue.code) {
    case 'invalid_type':
      return { rule: 'type', values: { expected: issue.expected } };
    case 'too_big': {
      const [rule] = BOUND_RULES[issue.origin] ?? ['max'];
      return { rule, values: { max: Number(issue.maximum) } };
    }
    case 'too_small': {
      const [, rule] = BOUND_RULES[issue.origin] ?? ['max', 'min'];
      return { rule, values: { min: Number(issue.minimum) } };
    }
    case 'unrecognized_keys':
      return { rule: 'unknownKey', values: { key: issue.keys.join(', ') } };
    default:
      return { rule: 'invalid', values: {} };
  }
}

/** The text range of the node at `path`, or of its nearest ancestor the text has. */
function rangeOf(doc: Document, path: readonly PropertyKey[], key?: string): [number, number] {
  for (let depth = path.length; depth >= 0; depth -= 1) {
    const node: unknown = doc.getIn(path.slice(0, depth), true);
    if (depth === path.length && key !== undefined && isMap(node)) {
      const pair = node.items.find(
        (item) => isPair(item) && isScalar(item.key) && item.key.value === key,
      );
      const keyRange = pair && isScalar(pair.key) ? pair.key.range : undefined;
      if (keyRange) return [keyRange[0], keyRange[1]];
    }
    const range = (node as { range?: [number, number, number] } | undefined)?.range;
    if (range) return [range[0], range[1]];
  }
  return [0, 0];
}

function schemaProblems(doc: Document, value: unknown, lines: LineCounter): RiskConfigProblem[] {
  const parsed = riskUserConfigSchema.safeParse(value);
  if (parsed.success) return [];
  const located = (issue: Issue, key?: string): RiskConfigProblem => {
    const [from, to] = rangeOf(doc, issue.path, key);
    const { line, col } = lines.linePos(from);
    const path = [...issue.path, ...(key === undefined ? [] : [key])].map(String).join('.');
    return { kind: 'schema', path, ...ruleOf(issue), from, to, line, column: col };
  };
  // One problem per unknown key, each pointing at its key.
  return parsed.error.issues.flatMap((issue) =>
    issue.code === 'unrecognized_keys'
      ? issue.keys.map((key) => located({ ...issue, keys: [key] }, key))
      : [located(issue)],
  );
}

/**
 * Reads the risk configuration's YAML text as the editor, the gateway and the platform check it:
 * the size bound, the YAML syntax (with the line and column of each error), then the schema (with
 * the key path and where it is). An empty text is the defaults.
 */
export function checkRiskConfigYaml(text: string): RiskConfigCheck {
  if (text.length > MAX_RISK_CONFIG_CHARS) {
    return { ok: false, problems: [{ kind: 'tooLong', max: MAX_RISK_CONFIG_CHARS }] };
  }
  const lines = new LineCounter();
  const doc = parseDocument(text, { lineCounter: lines, prettyErrors: false, uniqueKeys: true });
  if (doc.errors.length > 0) {
    return {
      ok: false,
      problems: doc.errors.map((error) => {
        const [from = 0, to = from] = error.pos;
        const { line, col } = lines.linePos(from);
        return { kind: 'syntax', detail: parserDetail(error.message), from, to, line, column: col };
      }),
    };
  }
  let value: unknown;
  try {
    value = doc.toJS({ maxAliasCount: 100 }) ?? {};
  } catch (error) {
    const { line, col } = lines.linePos(0);
    const detail = parserDetail(error instanceof Error ? error.message : String(error));
    return { ok: false, problems: [{ kind: 'syntax', detail, from: 0, to: 0, line, column: col }] };
  }
  const problems = schemaProblems(doc, value, lines);
  if (problems.length > 0) return { ok: false, problems };
  return { ok: true, config: riskUserConfigSchema.parse(value) };
}
