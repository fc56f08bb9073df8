import * as z from 'zod/mini';

const PRIVILEGE_PERMISSIONS = ['VIEW', 'CREATE', 'UPDATE', 'DELETE'] as const;

/** One entry of an internal role's privileges, as the identity platform stores it. */
export const privilegeSchema = z.object({
  name: z.string(),
  path: z.string(),
  permissions: z.array(z.enum(PRIVILEGE_PERMISSIONS)),
  /** Listed attributes are readable; `readOnly: false` makes one Read/Write. */
  accessFlags: z.array(z.object({ attribute: z.string(), readOnly: z.boolean() })),
  actions: z.optional(z.array(z.string())),
  filter: z.optional(z.string()),
});

export type Privilege = z.infer<typeof privilegeSchema>;
export type PrivilegePermission = (typeof PRIVILEGE_PERMISSIONS)[number];

/** The part of a managed object's schema that privileges are checked against. */
export interface ManagedSchema {
  required: string[];
  properties: Record<string, unknown>;
}
