import type { SaveKbaInput } from '../../domain/account-credentials-inputs.js';
import type { FieldError } from '../../domain/api-error-contract.js';
import { gatewayError } from '../errors.js';
import type { KbaSelection, KbaSettings } from '../generated/resolvers-types.js';
import { policyFieldErrorsOf } from '../policy-failures.js';
import { UpstreamError } from '../upstream/errors.js';
import type { KbaConfigDocument, KbaInfo, KbaInfoEntry } from '../upstream/idm-account-security.js';

const KBA_INFO_PROPERTY = 'kbaInfo';

function selection(entry: KbaInfo[number]): KbaSelection {
  return typeof entry.questionId === 'string'
    ? { questionId: entry.questionId, customQuestion: null }
    : { questionId: null, customQuestion: String(entry.customQuestion) };
}

export function toKbaSettings(config: KbaConfigDocument, kbaInfo: KbaInfo): KbaSettings {
  return {
    minimumAnswersToDefine: config.minimumAnswersToDefine,
    questions: Object.entries(config.questions).map(([id, texts]) => ({
      id,
      texts: Object.entries(texts).map(([locale, text]) => ({ locale, text })),
    })),
    selected: kbaInfo.map(selection),
  };
}

/**
 * The questions to store, once they fit the realm's configuration: enough of them, and every
 * predefined one known.
 */
export function kbaInfoToSave(
  { questions }: SaveKbaInput,
  config: KbaConfigDocument,
): KbaInfoEntry[] {
  const problems: FieldError[] = [];
  if (questions.length < config.minimumAnswersToDefine) {
    problems.push({
      field: 'questions',
      message: 'validation.minItems',
      values: { min: config.minimumAnswersToDefine },
    });
  }
  questions.forEach(({ questionId }, index) => {
    if (questionId != null && !Object.hasOwn(config.questions, questionId)) {
      problems.push({
        field: `questions.${index}.questionId`,
        message: 'validation.invalid_value',
      });
    }
  });
  if (problems.length > 0) throw gatewayError('BAD_USER_INPUT', 'Invalid input', problems);
  return questions.map(({ questionId, customQuestion, answer }) =>
    questionId != null ? { questionId, answer } : { customQuestion: customQuestion ?? '', answer },
  );
}

/** The platform's refusal of the questions, as errors on the form's `questions`. */
export function kbaSaveError(error: unknown): unknown {
  if (!(error instanceof UpstreamError) || error.status !== 400) return error;
  const failures = (policyFieldErrorsOf(error.body) ?? []).filter(
    ({ field }) => field === KBA_INFO_PROPERTY,
  );
  return failures.length > 0
    ? gatewayError(
        'BAD_USER_INPUT',
        'The security questions were refused',
        failures.map((failure) => ({ ...failure, field: 'questions' })),
      )
    : error;
}
