import * as z from 'zod/mini';
import { maxItemsCheck, ruleCheck } from '../validation/rule-check.js';
import { MAX_COMMENT_LENGTH } from './governance-feature.js';

/** Characters a campaign, item, user or role id may hold at most. */
export const CERTIFICATION_ID_MAX_LENGTH = 128;

/** Items one clear may name at most: every item of a large task. */
export const MAX_ITEMS_PER_CLEAR = 500;

/** A campaign, item, user or role id: no spaces or slashes. */
export const CERTIFICATION_ID_PATTERN = /^[^/\s]+$/;

/** An item's revision as the platform counts it. */
const CERTIFICATION_REV_PATTERN = /^\d{1,9}$/;

export const CERTIFICATION_DECISIONS = ['certify', 'revoke', 'exception'] as const;
const REVIEWER_KINDS = ['user', 'role'] as const;

const idSchema = z
  .string()
  .check(
    ruleCheck('required'),
    ruleCheck('maxLength', { length: CERTIFICATION_ID_MAX_LENGTH }),
    z.regex(CERTIFICATION_ID_PATTERN, 'validation.noWhitespace'),
  );

const revSchema = z.string().check(z.regex(CERTIFICATION_REV_PATTERN, 'validation.revision'));

const commentText = z.string().check(ruleCheck('maxLength', { length: MAX_COMMENT_LENGTH }));

export const campaignIdArgsSchema = z.object({ campaignId: idSchema });

export const decideCertificationItemSchema = z.object({
  campaignId: idSchema,
  itemId: idSchema,
  rev: revSchema,
  decision: z.enum(CERTIFICATION_DECISIONS),
});
export type DecideCertificationItem = z.infer<typeof decideCertificationItemSchema>;

export const clearCertificationDecisionsSchema = z.object({
  campaignId: idSchema,
  itemIds: z
    .array(idSchema)
    .check(ruleCheck('required'), maxItemsCheck(MAX_ITEMS_PER_CLEAR))
    .check(z.refine((ids) => new Set(ids).size === ids.length, 'validation.unique')),
});
export type ClearCertificationDecisions = z.infer<typeof clearCertificationDecisionsSchema>;

export const certificationItemCommentSchema = z.object({
  campaignId: idSchema,
  itemId: idSchema,
  comment: commentText.check(ruleCheck('required')),
});
export type CertificationItemComment = z.infer<typeof certificationItemCommentSchema>;

/** Forward and reassign: who takes the item over, with an optional comment. */
export const certificationHandOverSchema = z.object({
  campaignId: idSchema,
  itemId: idSchema,
  reviewerKind: z.enum(REVIEWER_KINDS),
  reviewerId: idSchema,
  comment: commentText,
});
export type CertificationHandOver = z.infer<typeof certificationHandOverSchema>;

/** A forward hands the item to a user; only a reassign may name a role. */
export const certificationForwardSchema = certificationHandOverSchema.check(
  z.refine((input) => input.reviewerKind === 'user', {
    message: 'validation.invalid_value',
    path: ['reviewerKind'],
  }),
);
