export const KBA_DUPLICATE_QUESTIONS = 'validation.kbaDuplicateQuestions';

export interface KbaQuestionFailure {
  /** Position of the question in the list given. */
  index: number;
  message: typeof KBA_DUPLICATE_QUESTIONS;
}

const normalized = (question: unknown) =>
  typeof question === 'string' ? question.trim().replace(/\s+/gu, ' ').toLowerCase() : '';

/**
 * "Custom questions cannot be duplicates": flags every custom question whose text another one
 * repeats, ignoring case and spacing. Blank entries are left to `required`.
 */
export function checkKbaQuestions(customQuestions: readonly unknown[]): KbaQuestionFailure[] {
  const texts = customQuestions.map(normalized);
  const seen = new Map<string, number>();
  texts.forEach((text) => seen.set(text, (seen.get(text) ?? 0) + 1));
  return texts.flatMap((text, index) =>
    text !== '' && (seen.get(text) ?? 0) > 1 ? [{ index, message: KBA_DUPLICATE_QUESTIONS }] : [],
  );
}
