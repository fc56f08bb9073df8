import * as z from 'zod/mini';
import { maxItemsCheck, ruleCheck } from './validation/rule-check.js';

const SHARING_USERNAME_MAX_LENGTH = 255;
const SHARING_MAX_SCOPES = 20;

const sharingIdSchema = z
  .string()
  .check(z.regex(/^[A-Za-z0-9][A-Za-z0-9_.:-]{0,127}$/, 'validation.invalid_format'));

const scopeSchema = z
  .string()
  .check(z.regex(/^[A-Za-z0-9][A-Za-z0-9_.:-]{0,63}$/, 'validation.invalid_format'));

/** The scopes to grant: at least one, each named once. */
export const sharingScopesSchema = z
  .array(scopeSchema)
  .check(ruleCheck('atLeastOneChecked'), maxItemsCheck(SHARING_MAX_SCOPES))
  .check(z.refine((scopes) => new Set(scopes).size === scopes.length, 'validation.unique'));

/** Who to share with: a username of the same realm. */
export const sharingUsernameSchema = z
  .string()
  .check(
    ruleCheck('required'),
    ruleCheck('maxLength', { length: SHARING_USERNAME_MAX_LENGTH }),
    ruleCheck('noLeadingTrailingSpace'),
  );

const resourceRevisionSchema = z.string().check(z.regex(/^\d{1,9}$/, 'validation.revision'));

export const shareResourceSchema = z.object({
  resourceId: sharingIdSchema,
  rev: resourceRevisionSchema,
  username: sharingUsernameSchema,
  scopes: sharingScopesSchema,
});
export type ShareResourceInput = z.infer<typeof shareResourceSchema>;

export const unshareResourceSchema = z.object({
  resourceId: sharingIdSchema,
  rev: resourceRevisionSchema,
  username: sharingUsernameSchema,
});
export type UnshareResourceInput = z.infer<typeof unshareResourceSchema>;

export const approveSharingRequestSchema = z.object({
  id: sharingIdSchema,
  scopes: z.optional(z.nullable(sharingScopesSchema)),
});

export const denySharingRequestSchema = z.object({ id: sharingIdSchema });
