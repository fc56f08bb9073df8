import * as z from 'zod/mini';
import { isValidRealmName, normalizeRealm } from './realms.js';
import { socialLinkReturnSchema } from './social-link.js';
import { maxItemsCheck, ruleCheck } from './validation/rule-check.js';

const MAX_CALLBACKS = 20;
const shortText = () => z.string().check(ruleCheck('maxLength', { length: 64 }));

/** The longest answer a callback takes (a password, a security answer). */
const MAX_ANSWER_LENGTH = 4096;

const answeredCallback = z.object({
  type: shortText(),
  input: z
    .array(
      z.object({
        name: shortText(),
        value: z.optional(
          z.union([
            z.string().check(ruleCheck('maxLength', { length: MAX_ANSWER_LENGTH })),
            z.number(),
            z.boolean(),
            z.null(),
          ]),
        ),
      }),
    )
    .check(maxItemsCheck(MAX_CALLBACKS)),
});

export const journeyInputSchema = z.object({
  realm: z.pipe(
    z.pipe(z.nullish(z.string()), z.transform(normalizeRealm)),
    z.string().check(z.refine(isValidRealmName, 'validation.realm')),
  ),
  tree: z.pipe(
    z.pipe(
      z.nullish(z.string()),
      z.transform((tree) => tree ?? 'Login'),
    ),
    z.string().check(z.regex(/^[A-Za-z0-9_-]{1,64}$/, 'validation.tree')),
  ),
  goto: z.pipe(
    z.nullish(z.string().check(ruleCheck('maxLength', { length: 2048 }))),
    z.transform((goto) => goto ?? undefined),
  ),
  suspendedId: z.pipe(
    z.nullish(z.string().check(z.regex(/^[A-Za-z0-9_-]{1,128}$/, 'validation.suspendedId'))),
    z.transform((suspendedId) => suspendedId ?? undefined),
  ),
  callbacks: z.pipe(
    z.nullish(z.array(answeredCallback).check(maxItemsCheck(MAX_CALLBACKS))),
    z.transform((callbacks) => callbacks ?? undefined),
  ),
  providerResponse: z.pipe(
    z.nullish(socialLinkReturnSchema),
    z.transform((response) => response ?? undefined),
  ),
});
