import { z } from 'zod';
import { isValidRealmName, normalizeRealm } from './realms.js';

export const journeyInputSchema = z.object({
  realm: z
    .string()
    .nullish()
    .transform((realm) => normalizeRealm(realm))
    .refine(isValidRealmName, 'validation.realm'),
  tree: z
    .string()
    .nullish()
    .transform((tree) => tree ?? 'Login')
    .pipe(z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'validation.tree')),
  goto: z
    .string()
    .max(2048, 'validation.maxLength')
    .nullish()
    .transform((goto) => goto ?? undefined),
  callbacks: z
    .array(
      z.object({
        type: z.string().max(64),
        input: z
          .array(z.object({ name: z.string().max(64), value: z.unknown().optional() }))
          .max(20),
      }),
    )
    .max(20)
    .nullish()
    .transform((callbacks) => callbacks ?? undefined),
});
