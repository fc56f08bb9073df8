import * as z from 'zod/mini';
import { KBA_MAX_QUESTIONS, saveKbaSchema } from '../../../domain/account-credentials-inputs.js';
import { addFirstFailures } from '../../../domain/validation/issue-values.js';
import type { ValidationFailure } from '../../i18n/validation-message.js';

/** The choice of a question that the user writes themself; no question id looks like it. */
export const CUSTOM_QUESTION = '*custom';

export interface KbaDraftEntry {
  /** Identifies the entry while it is edited. */
  key: number;
  /** A predefined question's id, CUSTOM_QUESTION, or '' before a choice. */
  choice: string;
  customQuestion: string;
  answer: string;
}

export interface KbaSelectionValue {
  questionId?: string | null;
  customQuestion?: string | null;
}

export interface LocalizedTextValue {
  locale: string;
  text: string;
}

let nextKey = 0;

export function emptyEntry(): KbaDraftEntry {
  nextKey += 1;
  return { key: nextKey, choice: '', customQuestion: '', answer: '' };
}

/** The user's questions to edit, answers blank (they are never read back), at least `minimum`. */
export function initialEntries(
  selected: readonly KbaSelectionValue[],
  minimum: number,
): KbaDraftEntry[] {
  const entries = selected.map((selection) => ({
    ...emptyEntry(),
    ...(selection.questionId != null
      ? { choice: selection.questionId }
      : { choice: CUSTOM_QUESTION, customQuestion: selection.customQuestion ?? '' }),
  }));
  while (entries.length < minimum) entries.push(emptyEntry());
  return entries;
}

export const canAddEntry = (entries: readonly KbaDraftEntry[]) =>
  entries.length < KBA_MAX_QUESTIONS;

export function draftInput(rev: string, entries: readonly KbaDraftEntry[]) {
  return {
    rev,
    questions: entries.map(({ choice, customQuestion, answer }) =>
      choice === CUSTOM_QUESTION
        ? { customQuestion: customQuestion.trim(), answer }
        : { questionId: choice === '' ? null : choice, answer },
    ),
  };
}

/** Errors keyed by the input path the gateway uses too, e.g. `questions.1.customQuestion`. */
export type KbaErrors = Record<string, ValidationFailure>;

export const entryPath = (index: number, field: 'questionId' | 'customQuestion' | 'answer') =>
  `questions.${index}.${field}`;

/** What the shared rules refuse in the draft; an entry with no choice yet needs one. */
export function draftErrors(rev: string, entries: readonly KbaDraftEntry[]): KbaErrors {
  const failures = new Map<string, ValidationFailure>();
  const parsed = z.safeParse(saveKbaSchema, draftInput(rev, entries));
  if (!parsed.success) addFirstFailures(failures, parsed.error.issues);
  const errors: KbaErrors = Object.fromEntries(failures);
  entries.forEach(({ choice }, index) => {
    if (choice !== '') return;
    delete errors[entryPath(index, 'customQuestion')];
    errors[entryPath(index, 'questionId')] = { message: 'validation.required' };
  });
  return errors;
}

/** A question's text in the language shown, else its base language, else English, else any. */
export function questionText(texts: readonly LocalizedTextValue[], language: string): string {
  const base = language.split('-')[0];
  const find = (locale: string | undefined) => texts.find((text) => text.locale === locale);
  return (find(language) ?? find(base) ?? find('en') ?? texts[0])?.text ?? '';
}
