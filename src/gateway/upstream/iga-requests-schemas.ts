import { z } from 'zod';

export const igaPersonSchema = z.looseObject({
  id: z.string(),
  userName: z.string(),
  displayName: z.string(),
  mail: z.string().nullable(),
});
export type IgaPerson = z.infer<typeof igaPersonSchema>;

export const igaCatalogItemSchema = z.looseObject({
  id: z.string(),
  type: z.enum(['application', 'entitlement', 'role']),
  name: z.string(),
  description: z.string(),
  owner: igaPersonSchema.nullable(),
  application: z.looseObject({ id: z.string(), name: z.string() }).nullable(),
  approvedBy: z.enum(['owner', 'manager']),
});
export type IgaCatalogItem = z.infer<typeof igaCatalogItemSchema>;

export const igaRequestSchema = z.looseObject({
  _id: z.string(),
  _rev: z.string(),
  requestType: z.enum(['grant', 'remove']),
  item: igaCatalogItemSchema,
  requester: igaPersonSchema,
  requestedFor: igaPersonSchema,
  priority: z.enum(['low', 'medium', 'high']),
  justification: z.string(),
  expiryDate: z.string().nullable(),
  requestDate: z.string(),
  status: z.string(),
  decision: z.string(),
  workflowId: z.string(),
  approver: igaPersonSchema.nullable(),
  history: z.array(
    z.looseObject({
      action: z.enum([
        'created',
        'comment',
        'approved',
        'rejected',
        'forwarded',
        'canceled',
        'fulfilled',
        'expired',
      ]),
      user: igaPersonSchema.nullable(),
      comment: z.string(),
      timestamp: z.string(),
    }),
  ),
  actions: z.looseObject({
    approve: z.boolean(),
    reject: z.boolean(),
    forward: z.boolean(),
    comment: z.boolean(),
    cancel: z.boolean(),
  }),
});
export type IgaRequest = z.infer<typeof igaRequestSchema>;

export const igaGrantSchema = z.looseObject({
  _id: z.string(),
  grantType: z.enum(['account', 'role', 'entitlement']),
  item: igaCatalogItemSchema,
  grantedAt: z.string(),
  expiryDate: z.string().nullable(),
  source: z.string(),
});
export type IgaGrant = z.infer<typeof igaGrantSchema>;

export const igaDelegateSchema = z.looseObject({
  _id: z.string(),
  _rev: z.string(),
  user: igaPersonSchema,
  startDate: z.string(),
  endDate: z.string(),
});
export type IgaDelegate = z.infer<typeof igaDelegateSchema>;

/** A governance list: one page and how many rows every page holds together. */
export const igaPageSchema = <S extends z.ZodType>(row: S) =>
  z.looseObject({ result: z.array(row), totalCount: z.number().int().nonnegative() });

export interface IgaPage<T> {
  result: T[];
  totalCount: number;
}

export const igaCountsSchema = z.looseObject({
  pendingApprovals: z.number().int().nonnegative(),
  pendingRequests: z.number().int().nonnegative(),
});
export type IgaCounts = z.infer<typeof igaCountsSchema>;

export const igaConflictSchema = z.looseObject({
  conflict: z.enum(['none', 'pendingRequest', 'existingAccess']),
});

export const igaCreatedSchema = z.looseObject({ requestIds: z.array(z.string()) });
