import type { z } from 'zod';
import type { CatalogItemConflict } from '../../domain/request-cart.js';
import type { UpstreamHttp } from './http.js';
import {
  igaCatalogItemSchema,
  igaConflictSchema,
  igaCountsSchema,
  igaCreatedSchema,
  igaDelegateSchema,
  igaGrantSchema,
  igaPageSchema,
  igaPersonSchema,
  igaRequestSchema,
  type IgaCatalogItem,
  type IgaCounts,
  type IgaDelegate,
  type IgaGrant,
  type IgaPage,
  type IgaPerson,
  type IgaRequest,
} from './iga-requests-schemas.js';

/** One page of a list, as the governance service counts: rows and how many to skip. */
export interface IgaPaging {
  pageSize: number;
  offset: number;
}

export type IgaRequestAction = 'approve' | 'reject' | 'reassign' | 'cancel' | 'comment';

export interface IgaNewRequests {
  userIds: readonly string[];
  itemIds: readonly string[];
  justification: string;
  expiryDate: string | null;
  priority: 'low' | 'medium' | 'high';
}

const personListSchema = igaPageSchema(igaPersonSchema);

const userPath = (userId: string, rest: string) =>
  `governance/user/${encodeURIComponent(userId)}/${rest}`;

const pagingQuery = ({ pageSize, offset }: IgaPaging) => ({
  _pageSize: String(pageSize),
  _pagedResultsOffset: String(offset),
});

/** The governance service's catalog, requests, approvals, grants, delegates and direct reports. */
export function createIgaRequests(http: UpstreamHttp, bearer: () => Promise<string>) {
  const call = async <S extends z.ZodType>(
    schema: S,
    request: Parameters<UpstreamHttp['request']>[1],
  ) => http.request(schema, { ...request, bearer: await bearer() });

  return {
    async catalog(
      userId: string,
      filter: { type?: string | null; applicationId?: string | null; search?: string | null },
      paging: IgaPaging,
    ): Promise<IgaPage<IgaCatalogItem>> {
      return call(igaPageSchema(igaCatalogItemSchema), {
        path: userPath(userId, 'catalog'),
        query: {
          type: filter.type ?? undefined,
          applicationId: filter.applicationId ?? undefined,
          search: filter.search || undefined,
          ...pagingQuery(paging),
        },
      });
    },

    async conflict(itemId: string, userIds: readonly string[]): Promise<CatalogItemConflict> {
      const answer = await call(igaConflictSchema, {
        method: 'POST',
        path: 'governance/requests',
        query: { _action: 'validate' },
        body: { itemId, users: userIds },
      });
      return answer.conflict;
    },

    async users(search: string): Promise<IgaPerson[]> {
      return (await call(personListSchema, { path: 'governance/users', query: { search } })).result;
    },

    async requests(
      userId: string,
      status: string | null | undefined,
      paging: IgaPaging,
    ): Promise<IgaPage<IgaRequest>> {
      return call(igaPageSchema(igaRequestSchema), {
        path: userPath(userId, 'requests'),
        query: { status: status ?? undefined, ...pagingQuery(paging) },
      });
    },

    async approvals(
      userId: string,
      view: 'pending' | 'completed',
      paging: IgaPaging,
    ): Promise<IgaPage<IgaRequest>> {
      return call(igaPageSchema(igaRequestSchema), {
        path: userPath(userId, 'approvals'),
        query: { view, ...pagingQuery(paging) },
      });
    },

    /** 403 when the caller takes no part in it. */
    async request(id: string): Promise<IgaRequest> {
      return call(igaRequestSchema, { path: `governance/requests/${encodeURIComponent(id)}` });
    },

    /** 409 with `detail.reason` duplicate or existingAccess when a pair is pending or held. */
    async create(requests: IgaNewRequests): Promise<string[]> {
      const answer = await call(igaCreatedSchema, {
        method: 'POST',
        path: 'governance/requests',
        query: { _action: 'create' },
        body: {
          users: requests.userIds,
          catalog: requests.itemIds.map((id) => ({ id })),
          justification: requests.justification,
          expiryDate: requests.expiryDate,
          priority: requests.priority,
        },
      });
      return answer.requestIds;
    },

    /** A stale rev is a 412; a request no longer pending a 409. */
    async act(
      id: string,
      action: IgaRequestAction,
      { rev, comment, userId }: { rev: string; comment: string; userId?: string },
    ): Promise<IgaRequest> {
      return call(igaRequestSchema, {
        method: 'POST',
        path: `governance/requests/${encodeURIComponent(id)}`,
        query: { _action: action },
        headers: { 'if-match': `"${rev}"` },
        body: { comment, ...(userId ? { userId } : {}) },
      });
    },

    async requestRemoval(
      userId: string,
      grantId: string,
      justification: string,
    ): Promise<IgaRequest> {
      return call(igaRequestSchema, {
        method: 'POST',
        path: userPath(userId, `grants/${encodeURIComponent(grantId)}`),
        query: { _action: 'remove' },
        body: { justification },
      });
    },

    /** 403 unless the caller is the user or their manager. */
    async grants(
      userId: string,
      filter: { grantType: string; search?: string | null },
      paging: IgaPaging,
    ): Promise<IgaPage<IgaGrant>> {
      return call(igaPageSchema(igaGrantSchema), {
        path: userPath(userId, 'grants'),
        query: {
          grantType: filter.grantType,
          search: filter.search || undefined,
          ...pagingQuery(paging),
        },
      });
    },

    async directReports(userId: string): Promise<IgaPerson[]> {
      return (await call(personListSchema, { path: userPath(userId, 'directReports') })).result;
    },

    /** 403 when the user is not one of the manager's reports. */
    async directReport(userId: string, reportId: string): Promise<IgaPerson> {
      return call(igaPersonSchema, {
        path: userPath(userId, `directReports/${encodeURIComponent(reportId)}`),
      });
    },

    async delegates(userId: string): Promise<IgaDelegate[]> {
      return (await call(igaPageSchema(igaDelegateSchema), { path: userPath(userId, 'delegates') }))
        .result;
    },

    /** 400 when the end precedes the start, the delegate is the user or not of the realm. */
    async addDelegate(
      userId: string,
      delegate: { userId: string; startDate: string; endDate: string },
    ): Promise<IgaDelegate> {
      return call(igaDelegateSchema, {
        method: 'POST',
        path: userPath(userId, 'delegates'),
        query: { _action: 'create' },
        body: delegate,
      });
    },

    async removeDelegate(userId: string, id: string, rev: string): Promise<IgaDelegate> {
      return call(igaDelegateSchema, {
        method: 'DELETE',
        path: userPath(userId, `delegates/${encodeURIComponent(id)}`),
        headers: { 'if-match': `"${rev}"` },
      });
    },

    async counts(userId: string): Promise<IgaCounts> {
      return call(igaCountsSchema, { path: userPath(userId, 'counts') });
    },
  };
}
