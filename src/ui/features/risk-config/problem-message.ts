import type { TFunction } from 'i18next';
import type { RiskConfigProblem } from '../../../domain/autoaccess/risk-config-yaml.js';
import type { TranslationKey } from '../../i18n/translation-key.js';

const EXPECTED = new Set(['number', 'int', 'string', 'boolean', 'object', 'array']);

/** A problem of the YAML text in the active language, with its line and column. */
export function problemMessage(t: TFunction, problem: RiskConfigProblem): string {
  switch (problem.kind) {
    case 'tooLong':
      return t('riskConfig.problems.tooLong', { max: problem.max });
    case 'syntax':
      return t('riskConfig.problems.syntax', {
        line: problem.line,
        column: problem.column,
        detail: problem.detail,
      });
    case 'schema': {
      const expected = String(problem.values.expected ?? '');
      return t(`riskConfig.problems.schema.${problem.rule}` as TranslationKey, {
        ...problem.values,
        path: problem.path || t('riskConfig.problems.root'),
        line: problem.line,
        column: problem.column,
        ...(EXPECTED.has(expected) && {
          expected: t(`riskConfig.problems.expected.${expected}` as TranslationKey),
        }),
      });
    }
  }
}
