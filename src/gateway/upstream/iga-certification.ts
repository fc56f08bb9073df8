import { z } from 'zod';
import type { UpstreamHttp } from './http.js';

const personSchema = z.looseObject({
  id: z.string(),
  userName: z.string(),
  displayName: z.string(),
  mail: z.string().nullable(),
});

const permissionsSchema = z.looseObject({
  view: z.boolean(),
  comment: z.boolean(),
  decide: z.boolean(),
  forward: z.boolean(),
  signOff: z.boolean(),
});

const decisionSchema = z.enum(['certify', 'revoke', 'exception']);

const campaignSchema = z.looseObject({
  _id: z.string(),
  name: z.string(),
  description: z.string(),
  owner: personSchema,
  startDate: z.string(),
  durationDays: z.number().int(),
  deadline: z.string(),
  status: z.enum(['in-progress', 'signed-off']),
  reviewStatus: z.string(),
  counts: z.looseObject({
    total: z.number().int().nonnegative(),
    decided: z.number().int().nonnegative(),
    certified: z.number().int().nonnegative(),
    revoked: z.number().int().nonnegative(),
    exception: z.number().int().nonnegative(),
  }),
});
export type IgaCampaign = z.infer<typeof campaignSchema>;

const itemSchema = z.looseObject({
  _id: z.string(),
  _rev: z.string(),
  user: personSchema,
  application: z.looseObject({ id: z.string(), name: z.string() }),
  account: z.string(),
  entitlement: z.string().nullable(),
  role: z.string().nullable(),
  flags: z.looseObject({
    recon: z.boolean(),
    requestBased: z.boolean(),
    roleBased: z.boolean(),
    newAccess: z.boolean(),
    temporal: z.boolean(),
  }),
  decision: decisionSchema.nullable(),
  deferredUntil: z.string().nullable(),
  comments: z.array(
    z.looseObject({ user: personSchema, comment: z.string(), timestamp: z.string() }),
  ),
  reviewers: z.array(
    z.looseObject({
      kind: z.enum(['user', 'role']),
      id: z.string(),
      name: z.string(),
      permissions: permissionsSchema,
    }),
  ),
});
export type IgaCertificationItem = z.infer<typeof itemSchema>;

const campaignListSchema = z.looseObject({ result: z.array(campaignSchema) });
const taskSchema = z.looseObject({
  campaign: campaignSchema,
  permissions: permissionsSchema,
  /** The embedded platform's; a deployment that does not report it leaves sign-off to its check. */
  othersUndecided: z.number().int().nonnegative().default(0),
  result: z.array(itemSchema),
});
export type IgaCertificationTask = z.infer<typeof taskSchema>;

const itemListSchema = z.looseObject({ result: z.array(itemSchema) });
const glossarySchema = z.looseObject({
  result: z.array(z.looseObject({ term: z.string(), definition: z.string() })),
});
const pendingCountSchema = z.looseObject({ count: z.number().int().nonnegative() });

export type CertificationDecisionName = z.infer<typeof decisionSchema>;
export type IgaReviewerKind = 'user' | 'role';

const campaignPath = (campaignId: string) =>
  `governance/certification/${encodeURIComponent(campaignId)}/items`;
const itemPath = (campaignId: string, itemId: string, action: string) =>
  `${campaignPath(campaignId)}/${encodeURIComponent(itemId)}/${action}`;

/** The governance service's access review campaigns, their items and the glossary. */
export function createIgaCertification(http: UpstreamHttp, bearer: () => Promise<string>) {
  const call = async <S extends z.ZodType>(
    schema: S,
    request: Parameters<UpstreamHttp['request']>[1],
  ) => http.request(schema, { ...request, bearer: await bearer() });

  return {
    /** The campaigns with items the caller reviews, in progress first, then by deadline. */
    async campaigns(): Promise<IgaCampaign[]> {
      return (await call(campaignListSchema, { path: 'governance/certification/items' })).result;
    },

    /** Campaigns in progress where the caller has items left to decide. */
    async pendingCount(): Promise<number> {
      const answer = await call(pendingCountSchema, {
        path: 'governance/certification/items/pending-count',
      });
      return answer.count;
    },

    /** 403 when the caller reviews nothing in the campaign. */
    async task(campaignId: string): Promise<IgaCertificationTask> {
      return call(taskSchema, { path: campaignPath(campaignId) });
    },

    async glossary() {
      return (await call(glossarySchema, { path: 'governance/certification/glossary' })).result;
    },

    /** A stale rev is a 412. */
    async decide(
      campaignId: string,
      itemId: string,
      decision: CertificationDecisionName,
      rev: string,
    ): Promise<IgaCertificationItem> {
      return call(itemSchema, {
        method: 'POST',
        path: itemPath(campaignId, itemId, decision),
        headers: { 'if-match': `"${rev}"` },
        body: {},
      });
    },

    async clear(campaignId: string, itemIds: readonly string[]): Promise<IgaCertificationItem[]> {
      const answer = await call(itemListSchema, {
        method: 'POST',
        path: `${campaignPath(campaignId)}/reset`,
        body: { ids: itemIds },
      });
      return answer.result;
    },

    async comment(
      campaignId: string,
      itemId: string,
      comment: string,
    ): Promise<IgaCertificationItem> {
      return call(itemSchema, {
        method: 'POST',
        path: itemPath(campaignId, itemId, 'comment'),
        body: { comment },
      });
    },

    /** 409 "Reviewer already assigned" when the new reviewer already reviews the item. */
    async handOver(
      action: 'forward' | 'reassign',
      campaignId: string,
      itemId: string,
      reviewer: { kind: IgaReviewerKind; id: string },
      comment: string,
    ): Promise<IgaCertificationItem> {
      return call(itemSchema, {
        method: 'POST',
        path: itemPath(campaignId, itemId, action),
        body: { newActorId: `managed/${reviewer.kind}/${reviewer.id}`, comment },
      });
    },

    /** 400 while an item has no decision. */
    async signOff(campaignId: string): Promise<IgaCampaign> {
      return call(campaignSchema, {
        method: 'POST',
        path: `${campaignPath(campaignId)}/signoff`,
        body: {},
      });
    },
  };
}

export type IgaCertificationClient = ReturnType<typeof createIgaCertification>;
