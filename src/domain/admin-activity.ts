import * as z from 'zod/mini';
import { LIST_PAGE_SIZES } from './constants.js';
import { ruleCheck } from './validation/rule-check.js';

/** The auto-access settings (IP lists, risk threshold and levels, retention) as the log names them. */
export const RISK_SETTINGS_ACTIVITY_TYPE = 'autoaccess/settings';
/** The object types the activity log records. */
export const ACTIVITY_OBJECT_TYPES = [
  'internal/role',
  'config',
  'managed',
  RISK_SETTINGS_ACTIVITY_TYPE,
  'endpoint',
] as const;
export const ACTIVITY_CSV_MAX_ROWS = 10_000;
/** The operations the activity log records. */
export const ACTIVITY_OPERATIONS = ['create', 'update', 'delete', 'assign', 'unassign'] as const;
/** The fields the activity log sorts by; without one it lists the newest change first. */
export const ACTIVITY_SORT_KEYS = [
  'time',
  'userName',
  'objectType',
  'objectId',
  'operation',
] as const;
export type ActivitySortKey = (typeof ACTIVITY_SORT_KEYS)[number];

/** The listed type a recorded object type belongs to: `managed` for `managed/alpha_user`. */
export function activityObjectTypeOf(objectType: string) {
  return ACTIVITY_OBJECT_TYPES.find(
    (type) => objectType === type || objectType.startsWith(`${type}/`),
  );
}

const instant = z.nullish(
  z.string().check(
    z.maxLength(40),
    z.refine((text) => !Number.isNaN(Date.parse(text)), 'validation.dateFormat'),
  ),
);

const filterShape = {
  from: instant,
  to: instant,
  userName: z.nullish(z.string().check(ruleCheck('maxLength', { length: 255 }))),
  objectType: z.nullish(z.enum(ACTIVITY_OBJECT_TYPES)),
  sortKey: z.nullish(z.enum(ACTIVITY_SORT_KEYS)),
  sortDescending: z.nullish(z.boolean()),
};

export const activityCsvInputSchema = z.object(filterShape);
export const activityListInputSchema = z.object({
  ...filterShape,
  pageSize: z.number().check(ruleCheck('oneOf', { values: [...LIST_PAGE_SIZES] })),
  offset: z.number().check(z.int(), z.gte(0), z.lte(100_000)),
});
export type ActivityFilter = z.infer<typeof activityCsvInputSchema>;
