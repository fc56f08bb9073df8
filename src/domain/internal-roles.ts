import * as z from 'zod/mini';
import { LIST_PAGE_SIZES } from './constants.js';
import { maxItemsCheck, ruleCheck } from './validation/rule-check.js';

const ROLE_ID = /^[A-Za-z0-9_-]{1,128}$/;
/** The attributes the role list searches and sorts by. */
const INTERNAL_ROLE_SORT_KEYS = ['name', 'description'] as const;
const PRIVILEGE_MAX_ATTRIBUTES = 200;
const ROLE_MAX_PRIVILEGES = 20;

const roleIdSchema = z.string().check(z.regex(ROLE_ID, 'validation.alphaNumDash'));
const searchSchema = z.nullish(z.string().check(ruleCheck('maxLength', { length: 100 })));

export const internalRoleListInputSchema = z.object({
  pageSize: z.number().check(ruleCheck('oneOf', { values: [...LIST_PAGE_SIZES] })),
  offset: z.number().check(z.int(), z.gte(0), z.lte(100_000)),
  sortKey: z.nullish(z.enum(INTERNAL_ROLE_SORT_KEYS)),
  sortDescending: z.nullish(z.boolean()),
  search: searchSchema,
});

export const internalRoleCsvInputSchema = z.object({
  sortKey: z.nullish(z.enum(INTERNAL_ROLE_SORT_KEYS)),
  sortDescending: z.nullish(z.boolean()),
  search: searchSchema,
});

export const internalRoleIdSchema = z.object({ id: roleIdSchema });

const attributeName = z.string().check(z.regex(/^[A-Za-z0-9_]{1,64}$/, 'validation.alphaNum'));

const privilegeInputSchema = z.object({
  name: z.string().check(ruleCheck('required'), ruleCheck('maxLength', { length: 255 })),
  path: z.string().check(z.regex(/^managed\/[A-Za-z0-9_-]{1,64}$/, 'validation.required')),
  permissions: z.array(z.enum(['VIEW', 'CREATE', 'UPDATE', 'DELETE'])).check(maxItemsCheck(4)),
  accessFlags: z
    .array(z.object({ attribute: attributeName, readOnly: z.boolean() }))
    .check(maxItemsCheck(PRIVILEGE_MAX_ATTRIBUTES)),
  filter: z.nullish(
    z.string().check(ruleCheck('maxLength', { length: 1000 }), ruleCheck('queryFilter')),
  ),
});

/** A period as two instants; the end after the start. */
const timeConstraintSchema = z
  .object({
    start: z.string().check(ruleCheck('required'), ruleCheck('maxLength', { length: 40 })),
    end: z.string().check(ruleCheck('required'), ruleCheck('maxLength', { length: 40 })),
  })
  .check(
    z.superRefine((period, ctx) => {
      if (Date.parse(period.start) < Date.parse(period.end)) return;
      ctx.addIssue({
        code: 'custom',
        input: period.end,
        path: ['end'],
        message: 'validation.endAfterStart',
        params: { start: period.start },
      });
    }),
  );

export const saveInternalRoleInputSchema = z.object({
  id: z.nullish(roleIdSchema),
  rev: z.nullish(z.string().check(z.maxLength(32))),
  name: z.string().check(ruleCheck('required'), ruleCheck('maxLength', { length: 255 })),
  description: z.nullish(z.string().check(ruleCheck('maxLength', { length: 1024 }))),
  privileges: z.array(privilegeInputSchema).check(maxItemsCheck(ROLE_MAX_PRIVILEGES)),
  timeConstraint: z.nullish(timeConstraintSchema),
});
export type SaveInternalRoleInput = z.infer<typeof saveInternalRoleInputSchema>;

export const internalRoleMemberInputSchema = z.object({
  roleId: roleIdSchema,
  userName: z.string().check(ruleCheck('required'), ruleCheck('maxLength', { length: 255 })),
});
