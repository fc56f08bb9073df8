import * as z from 'zod/mini';
import { checkKbaQuestions } from './validation/check-kba-questions.js';
import { PROFILE_PROPERTY_RULES } from './validation/profile-rules.js';
import { maxItemsCheck, ruleCheck } from './validation/rule-check.js';

/** A bound on what is sent at all; the realm's password policy sets the real limits. */
const PASSWORD_MAX_LENGTH = 512;
export const KBA_TEXT_MAX_LENGTH = 255;
export const KBA_MAX_QUESTIONS = 10;

const revisionSchema = z
  .string()
  .check(
    ruleCheck('required'),
    ruleCheck('maxLength', { length: 128 }),
    z.regex(/^[^"\s]*$/, 'validation.revision'),
  );

/** The profile's own rules for the property: a new username is checked as an edited one is. */
const userNameSchema = z
  .string()
  .check(...PROFILE_PROPERTY_RULES.userName!.map(({ rule, params }) => ruleCheck(rule, params)));

export const changeUsernameSchema = z.object({ rev: revisionSchema, userName: userNameSchema });
export type ChangeUsernameInput = z.infer<typeof changeUsernameSchema>;

const passwordSchema = z
  .string()
  .check(ruleCheck('required'), ruleCheck('maxLength', { length: PASSWORD_MAX_LENGTH }));

/** The realm's password policy is checked beside this, with `checkPassword`. */
export const changePasswordSchema = z.object({
  currentPassword: passwordSchema,
  newPassword: passwordSchema,
});
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;

const kbaQuestionIdSchema = z
  .string()
  .check(z.regex(/^[A-Za-z0-9_-]{1,64}$/, 'validation.invalid_value'));

const kbaTextSchema = z
  .string()
  .check(ruleCheck('required'), ruleCheck('maxLength', { length: KBA_TEXT_MAX_LENGTH }));

/** One security question with its answer: a predefined question by id, or the user's own. */
const kbaAnswerSchema = z
  .object({
    questionId: z.optional(z.nullable(kbaQuestionIdSchema)),
    customQuestion: z.optional(z.nullable(kbaTextSchema)),
    answer: kbaTextSchema,
  })
  .check(
    z.superRefine((entry, ctx) => {
      const predefined = entry.questionId != null;
      const custom = entry.customQuestion != null;
      if (predefined === custom) {
        ctx.addIssue({
          code: 'custom',
          input: entry,
          path: ['customQuestion'],
          message: predefined ? 'validation.invalid_union' : 'validation.required',
        });
      }
    }),
  );

export type KbaAnswer = z.infer<typeof kbaAnswerSchema>;

/**
 * The user's questions are all distinct: custom ones by text ("Custom questions cannot be
 * duplicates"), predefined ones by id.
 */
const distinctQuestions = z.superRefine<KbaAnswer[]>((entries, ctx) => {
  for (const { index, message } of checkKbaQuestions(
    entries.map((entry) => entry.customQuestion),
  )) {
    ctx.addIssue({ code: 'custom', input: entries, path: [index, 'customQuestion'], message });
  }
  const seen = new Set<string>();
  entries.forEach(({ questionId }, index) => {
    if (questionId == null) return;
    if (seen.has(questionId)) {
      ctx.addIssue({
        code: 'custom',
        input: entries,
        path: [index, 'questionId'],
        message: 'validation.unique',
      });
    }
    seen.add(questionId);
  });
});

export const saveKbaSchema = z.object({
  rev: revisionSchema,
  questions: z
    .array(kbaAnswerSchema)
    .check(ruleCheck('minItems', { min: 1 }), maxItemsCheck(KBA_MAX_QUESTIONS), distinctQuestions),
});

export type SaveKbaInput = z.infer<typeof saveKbaSchema>;
