import { z } from 'zod';
import { KBA_MAX_QUESTIONS, KBA_TEXT_MAX_LENGTH } from '../../domain/account-credentials-inputs.js';
import { checkKbaQuestions } from '../../domain/validation/check-kba-questions.js';
import { hashPassword, verifyPassword } from '../store/passwords.js';
import type { KbaConfig } from './kba-config.js';
import type { PolicyRequirement } from './patch/policy-failure.js';

/** The managed user property that holds the security questions and their hashed answers. */
export const KBA_INFO_PROPERTY = 'kbaInfo';

const QUESTION_ID = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/);
const TEXT = z.string().trim().min(1).max(KBA_TEXT_MAX_LENGTH);

export const kbaInfoBodySchema = z.object({
  kbaInfo: z
    .array(
      z.union([
        z.strictObject({ questionId: QUESTION_ID, answer: TEXT }),
        z.strictObject({ customQuestion: TEXT, answer: TEXT }),
      ]),
    )
    .max(KBA_MAX_QUESTIONS),
});

type KbaInfoInput = z.infer<typeof kbaInfoBodySchema>['kbaInfo'];

const hashedAnswerSchema = z.object({
  $crypto: z.object({
    type: z.literal('salted-hash'),
    value: z.object({ algorithm: z.literal('scrypt'), data: z.string() }),
  }),
});
type HashedAnswer = z.infer<typeof hashedAnswerSchema>;

const storedEntrySchema = z.union([
  z.object({ questionId: z.string(), answer: hashedAnswerSchema }),
  z.object({ customQuestion: z.string(), answer: hashedAnswerSchema }),
]);
type StoredEntry = z.infer<typeof storedEntrySchema>;

/** A question as the API shows it: never its answer. */
export type KbaQuestionView = { questionId: string } | { customQuestion: string };

function storedEntries(doc: Record<string, unknown>): StoredEntry[] {
  const value = doc[KBA_INFO_PROPERTY];
  if (!Array.isArray(value)) return [];
  return value.flatMap((entry) => {
    const parsed = storedEntrySchema.safeParse(entry);
    return parsed.success ? [parsed.data] : [];
  });
}

export function kbaInfoView(doc: Record<string, unknown>): KbaQuestionView[] {
  return storedEntries(doc).map((entry) =>
    'questionId' in entry
      ? { questionId: entry.questionId }
      : { customQuestion: entry.customQuestion },
  );
}

/** Answers compare without regard to case, outer spaces or repeated inner spaces. */
function normalizedAnswer(answer: string): string {
  return answer.normalize('NFKC').trim().replace(/\s+/gu, ' ').toLowerCase();
}

/** What the new questions break: too few, unknown predefined ones, repeats. */
export function kbaInfoFailures(entries: KbaInfoInput, config: KbaConfig): PolicyRequirement[] {
  const failures: PolicyRequirement[] = [];
  if (entries.length < config.minimumAnswersToDefine) {
    failures.push({
      policyRequirement: 'MIN_ITEMS',
      params: { minItems: config.minimumAnswersToDefine },
    });
  }
  const ids = entries.flatMap((entry) => ('questionId' in entry ? [entry.questionId] : []));
  for (const questionId of ids) {
    if (!Object.hasOwn(config.questions, questionId)) {
      failures.push({ policyRequirement: 'VALID_KBA_QUESTION', params: { questionId } });
    }
  }
  if (new Set(ids).size !== ids.length) failures.push({ policyRequirement: 'UNIQUE' });
  const custom = entries.map((entry) => ('customQuestion' in entry ? entry.customQuestion : null));
  if (checkKbaQuestions(custom).length > 0) {
    failures.push({ policyRequirement: 'KBA_DUPLICATE_QUESTIONS' });
  }
  return failures;
}

async function hashedAnswer(answer: string): Promise<HashedAnswer> {
  const data = await hashPassword(normalizedAnswer(answer));
  return { $crypto: { type: 'salted-hash', value: { algorithm: 'scrypt', data } } };
}

/** The questions as stored: each answer salted and hashed. */
export function hashKbaInfo(entries: KbaInfoInput): Promise<StoredEntry[]> {
  return Promise.all(
    entries.map(async (entry) => ({ ...entry, answer: await hashedAnswer(entry.answer) })),
  );
}

/** Whether `answer` answers the user's question at `index`. */
export async function kbaAnswerMatches(
  doc: Record<string, unknown>,
  index: number,
  answer: string,
): Promise<boolean> {
  const entry = storedEntries(doc)[index];
  return (
    entry !== undefined && verifyPassword(normalizedAnswer(answer), entry.answer.$crypto.value.data)
  );
}
