import { isMap, isScalar, parseDocument, stringify, type YAMLParseError } from 'yaml';
import {
  defaultRiskUserConfig,
  MAX_RISK_CONFIG_CHARS,
  riskUserConfigSchema,
  type RiskUserConfig,
} from '../../../domain/autoaccess/risk-config.js';
import { badRequest } from '../../http/errors.js';

/** One comment line above each top-level section of the defaults. */
const SECTION_COMMENTS: Record<keyof RiskUserConfig, string> = {
  risk_score_threshold: ' Events scoring at least this (0–100) are risky.',
  risk_levels: ' Scores from which an event is shown as of medium or high risk.',
  heuristics:
    ' Each heuristic: whether it runs, its threshold over a time window, the score it gives.',
  ip_lists: ' Addresses or CIDR ranges: an allowed one scores 0, a blocked one 100.',
  ueba: ' A user with fewer events than this gets no behaviour (UEBA) score.',
};

/** The defaults as YAML text, with a comment line per section: what a realm starts with. */
export function defaultRiskConfigYaml(): string {
  const document = parseDocument(stringify(defaultRiskUserConfig()));
  if (isMap(document.contents)) {
    for (const pair of document.contents.items) {
      const key = isScalar(pair.key) ? String(pair.key.value) : '';
      const comment = SECTION_COMMENTS[key as keyof RiskUserConfig];
      if (comment && isScalar(pair.key)) pair.key.commentBefore = comment;
    }
  }
  return document.toString();
}

/** A parse error of the YAML text: a 400 naming the line and column. */
function invalidYaml(error: YAMLParseError) {
  const [line, column] = [error.linePos?.[0].line ?? 1, error.linePos?.[0].col ?? 1];
  const reason = error.message.split(/ at line \d+, column \d+/)[0]?.trim() ?? error.message;
  return badRequest(`Invalid YAML at line ${line}, column ${column}: ${reason}`, { line, column });
}

/**
 * Reads a risk configuration from YAML text: a 400 for text that is too long, that is not YAML
 * (with its line and column) or whose values break the schema (naming the key path).
 */
export function parseRiskConfigYaml(text: string): RiskUserConfig {
  if (text.length > MAX_RISK_CONFIG_CHARS) {
    throw badRequest(`The risk configuration is longer than ${MAX_RISK_CONFIG_CHARS} characters`);
  }
  const document = parseDocument(text, { prettyErrors: true, uniqueKeys: true });
  const [error] = document.errors;
  if (error) throw invalidYaml(error);
  const value: unknown = document.toJS({ maxAliasCount: 100 }) ?? {};
  const parsed = riskUserConfigSchema.safeParse(value);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const path = issue && issue.path.length > 0 ? issue.path.join('.') : '(root)';
  throw badRequest(`Invalid risk configuration at ${path}: ${issue?.message ?? 'invalid'}`, {
    path,
  });
}
