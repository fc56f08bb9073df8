import { isMap, isScalar, parseDocument, stringify } from 'yaml';
import { checkRiskConfigYaml } from '../../../domain/autoaccess/risk-config-yaml.js';
import {
  defaultRiskUserConfig,
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

/**
 * Reads a risk configuration from YAML text with the shared check: a 400 for text that is too
 * long, that is not YAML (with its line and column) or whose values break the schema (naming the
 * key path).
 */
export function parseRiskConfigYaml(text: string): RiskUserConfig {
  const checked = checkRiskConfigYaml(text);
  if (checked.ok) return checked.config;
  const [problem] = checked.problems;
  switch (problem?.kind) {
    case 'tooLong':
      throw badRequest(`The risk configuration is longer than ${problem.max} characters`);
    case 'syntax': {
      const { line, column, detail } = problem;
      throw badRequest(`Invalid YAML at line ${line}, column ${column}: ${detail}`, {
        line,
        column,
      });
    }
    case 'schema': {
      const { path, rule, values } = problem;
      const bound = Object.entries(values)
        .map(([name, value]) => `${name} ${value}`)
        .join(', ');
      throw badRequest(
        `Invalid risk configuration at ${path}: ${rule}${bound ? ` (${bound})` : ''}`,
        { path },
      );
    }
    default:
      throw badRequest('Invalid risk configuration');
  }
}
