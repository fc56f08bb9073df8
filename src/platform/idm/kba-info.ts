import { z } from 'zod';
import { KBA_MAX_QUESTIONS, KBA_TEXT_MAX_LENGTH } from '../../domain/account-credentials-inputs.js';
import { checkKbaQuestions } from '../../domain/validation/check-kba-questions.js';
import { hashPassword, verifyPassword } from '../store/passwords.js';
import type { KbaConfig } from './kba-config.js';
import { policyFailure, type PolicyRequirement } from './patch/policy-failure.js';

/** The managed user property that holds the security questions and their hashed answers. */
export const KBA_INFO_PROPERTY = 'kbaInfo';

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

/** An entry as a PATCH leaves it: one question, with a new answer or none. */
const patchedEntrySchema = z.union([
  z.strictObject({
    questionId: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/),
    answer: z.unknown().optional(),
  }),
  z.strictObject({ customQuestion: z.string(), answer: z.unknown().optional() }),
]);
type PatchedEntry = z.infer<typeof patchedEntrySchema>;

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

/** The document as PATCH operations see it: the user's questions without their answers. */
export function withKbaQuestionsOnly(doc: Record<string, unknown>): Record<string, unknown> {
  if (!Array.isArray(doc[KBA_INFO_PROPERTY])) return doc;
  return { ...doc, [KBA_INFO_PROPERTY]: kbaInfoView(doc) };
}

/** Questions and answers compare without regard to case, outer spaces or repeated inner spaces. */
function normalized(text: string): string {
  return text.normalize('NFKC').trim().replace(/\s+/gu, ' ').toLowerCase();
}

const questionKey = (entry: PatchedEntry | StoredEntry) =>
  'questionId' in entry ? `id:${entry.questionId}` : `custom:${normalized(entry.customQuestion)}`;

function textFailure(text: string): PolicyRequirement | undefined {
  if (text.trim() === '') return { policyRequirement: 'REQUIRED' };
  if ([...text.trim()].length > KBA_TEXT_MAX_LENGTH) {
    return { policyRequirement: 'MAX_LENGTH', params: { maxLength: KBA_TEXT_MAX_LENGTH } };
  }
  return undefined;
}

/**
 * What the questions break as a whole: too few or too many (`count`, malformed entries
 * included), unknown ones, repeats.
 */
function listFailures(
  entries: PatchedEntry[],
  count: number,
  config: KbaConfig,
): PolicyRequirement[] {
  const failures: PolicyRequirement[] = [];
  if (count < config.minimumAnswersToDefine) {
    failures.push({
      policyRequirement: 'MIN_ITEMS',
      params: { minItems: config.minimumAnswersToDefine },
    });
  }
  if (count > KBA_MAX_QUESTIONS) {
    failures.push({ policyRequirement: 'MAX_ITEMS', params: { maxItems: KBA_MAX_QUESTIONS } });
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
  const data = await hashPassword(normalized(answer));
  return { $crypto: { type: 'salted-hash', value: { algorithm: 'scrypt', data } } };
}

/**
 * The questions to store once PATCH operations have changed them. An entry with an `answer`
 * gets that answer, salted and hashed; an entry without one keeps the answer stored for the same
 * question (the same id, or the same custom text ignoring case and spacing), and a question the
 * user has not answered before needs one (`REQUIRED`). Every failed policy is a 400 on `kbaInfo`.
 */
export async function kbaInfoToStore(
  value: unknown,
  stored: Record<string, unknown>,
  config: KbaConfig,
): Promise<StoredEntry[]> {
  const failures = new Map<string, PolicyRequirement>();
  const fail = (failure: PolicyRequirement) => failures.set(JSON.stringify(failure), failure);
  const refuse = () =>
    policyFailure([{ property: KBA_INFO_PROPERTY, policyRequirements: [...failures.values()] }]);

  const items: unknown = value ?? [];
  if (!Array.isArray(items)) {
    fail({ policyRequirement: 'VALID_TYPE' });
    throw refuse();
  }
  const list = items as unknown[];
  const entries = list.flatMap((item) => {
    const parsed = patchedEntrySchema.safeParse(item);
    if (!parsed.success) fail({ policyRequirement: 'VALID_TYPE' });
    return parsed.success ? [parsed.data] : [];
  });
  const kept = new Map(storedEntries(stored).map((entry) => [questionKey(entry), entry.answer]));
  for (const entry of entries) {
    const question = 'customQuestion' in entry ? textFailure(entry.customQuestion) : undefined;
    if (question) fail(question);
    const { answer } = entry;
    if (answer === undefined) {
      if (!kept.has(questionKey(entry))) fail({ policyRequirement: 'REQUIRED' });
    } else if (typeof answer !== 'string') {
      fail({ policyRequirement: 'VALID_TYPE' });
    } else {
      const problem = textFailure(answer);
      if (problem) fail(problem);
    }
  }
  listFailures(entries, list.length, config).forEach(fail);
  if (failures.size > 0) throw refuse();

  return Promise.all(
    entries.map(async (entry): Promise<StoredEntry> => {
      const answer =
        typeof entry.answer === 'string'
          ? await hashedAnswer(entry.answer)
          : kept.get(questionKey(entry))!;
      return 'questionId' in entry
        ? { questionId: entry.questionId, answer }
        : { customQuestion: entry.customQuestion.trim(), answer };
    }),
  );
}

/** Whether `answer` answers the user's question at `index`. */
export async function kbaAnswerMatches(
  doc: Record<string, unknown>,
  index: number,
  answer: string,
): Promise<boolean> {
  const entry = storedEntries(doc)[index];
  return entry !== undefined && verifyPassword(normalized(answer), entry.answer.$crypto.value.data);
}
