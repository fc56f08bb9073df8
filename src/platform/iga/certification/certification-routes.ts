import type { FastifyInstance, FastifyReply } from 'fastify';
import { CERTIFICATION_DECISIONS } from '../../../domain/governance/certification-inputs.js';
import { etag } from '../../http/crest/revision.js';
import { badRequest } from '../../http/errors.js';
import type { Db } from '../../store/db.js';
import { callerOf } from '../caller.js';
import {
  ifMatch,
  parseCampaignParams,
  parseCommentBody,
  parseDecisionBody,
  parseHandOverBody,
  parseItemParams,
  parseListQuery,
  parseResetBody,
} from './certification-route-inputs.js';
import type { ItemView } from './certification-views.js';
import { CERTIFICATION_GLOSSARY } from './glossary.js';
import { handOverItem } from './hand-over.js';
import { clearDecisions, commentOnItem, decideItem } from './item-decisions.js';
import { certificationTask, pendingReviewCount, reviewerCampaigns } from './review-queries.js';
import { signOffCampaign } from './sign-off.js';

export interface CertificationRouteDeps {
  db: Db;
  /** The clock that decides deadlines and exception deferrals. */
  now?: () => Date;
}

const BASE = '/certification';
const ITEM = `${BASE}/:campaignId/items/:itemId`;

function withRevision(reply: FastifyReply, item: ItemView): ItemView {
  void reply.header('etag', etag(Number(item._rev)));
  return item;
}

/**
 * Access reviews under /iga/governance/certification: a reviewer's campaigns, a campaign's
 * items for the caller (their certification task), decisions, comments, forward and reassign,
 * sign-off and the glossary. Item writes honour If-Match with the item's `_rev`.
 */
export function registerCertificationRoutes(
  app: FastifyInstance,
  { db, now = () => new Date() }: CertificationRouteDeps,
): void {
  app.get(`${BASE}/items`, async (request) => {
    const { status } = parseListQuery(request);
    const campaigns = await reviewerCampaigns(db, callerOf(request), now());
    const result = campaigns.filter((campaign) => !status || campaign.status === status);
    return { result, totalCount: result.length };
  });

  app.get(`${BASE}/items/pending-count`, async (request) => ({
    count: await pendingReviewCount(db, callerOf(request), now()),
  }));

  app.get(`${BASE}/glossary`, () => ({
    result: CERTIFICATION_GLOSSARY,
    totalCount: CERTIFICATION_GLOSSARY.length,
  }));

  app.get(`${BASE}/:campaignId/items`, async (request) => {
    const { campaignId } = parseCampaignParams(request);
    return certificationTask(db, callerOf(request), campaignId, now());
  });

  for (const decision of CERTIFICATION_DECISIONS) {
    app.post(`${ITEM}/${decision}`, async (request, reply) => {
      const target = { ...parseItemParams(request), expectedRev: ifMatch(request) };
      const comment = parseDecisionBody(request)?.comment;
      const item = await decideItem(db, callerOf(request), { ...target, decision, comment }, now());
      return withRevision(reply, item);
    });
  }

  app.post(`${BASE}/:campaignId/items/reset`, async (request) => {
    const { campaignId } = parseCampaignParams(request);
    const { ids } = parseResetBody(request);
    const result = await clearDecisions(db, callerOf(request), { campaignId, itemIds: ids }, now());
    return { result, totalCount: result.length };
  });

  app.post(`${ITEM}/comment`, async (request, reply) => {
    const target = { ...parseItemParams(request), expectedRev: ifMatch(request) };
    const { comment } = parseCommentBody(request);
    return withRevision(
      reply,
      await commentOnItem(db, callerOf(request), { ...target, comment }, now()),
    );
  });

  for (const action of ['forward', 'reassign'] as const) {
    app.post(`${ITEM}/${action}`, async (request, reply) => {
      const target = { ...parseItemParams(request), expectedRev: ifMatch(request) };
      const { newActorId: next, comment } = parseHandOverBody(request);
      if (action === 'forward' && next.kind !== 'user') {
        throw badRequest('An item is forwarded to a user: newActorId is managed/user/{id}');
      }
      return withRevision(
        reply,
        await handOverItem(db, callerOf(request), { ...target, next, comment }, now()),
      );
    });
  }

  app.post(`${BASE}/:campaignId/items/signoff`, async (request) => {
    const { campaignId } = parseCampaignParams(request);
    return signOffCampaign(db, callerOf(request), campaignId, now());
  });
}
