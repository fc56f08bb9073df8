import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  CERTIFICATION_ID_MAX_LENGTH,
  CERTIFICATION_ID_PATTERN,
  MAX_ITEMS_PER_CLEAR,
} from '../../../domain/governance/certification-inputs.js';
import { MAX_COMMENT_LENGTH } from '../../../domain/governance/governance-feature.js';
import { preconditionFailed } from '../../http/errors.js';
import { expectedRevision } from '../../http/crest/revision.js';
import { parseInput } from '../../http/parse-input.js';

const id = z.string().min(1).max(CERTIFICATION_ID_MAX_LENGTH).regex(CERTIFICATION_ID_PATTERN);

const campaignParams = z.object({ campaignId: id });
const itemParams = z.object({ campaignId: id, itemId: id });

const comment = z.string().max(MAX_COMMENT_LENGTH);
const requiredComment = comment.refine((text) => text.trim() !== '', 'A comment is required');

/** `managed/user/{id}` or `managed/role/{id}`, as the governance service names its actors. */
const actorId = z
  .string()
  .max('managed/user/'.length + CERTIFICATION_ID_MAX_LENGTH)
  .transform((value, context) => {
    const match = /^managed\/(user|role)\/(.+)$/.exec(value);
    const parsedId = id.safeParse(match?.[2]);
    if (!match || !parsedId.success) {
      context.addIssue({
        code: 'custom',
        message: 'Expected managed/user/{id} or managed/role/{id}',
      });
      return z.NEVER;
    }
    return { kind: match[1] as 'user' | 'role', id: parsedId.data };
  });

const decisionBody = z.object({ comment: comment.optional() }).optional();
const commentBody = z.object({ comment: requiredComment });
const handOverBody = z.object({ newActorId: actorId, comment: comment.default('') });
const resetBody = z.object({ ids: z.array(id).min(1).max(MAX_ITEMS_PER_CLEAR) });
const listQuery = z.object({ status: z.enum(['in-progress', 'signed-off']).optional() });

export const parseCampaignParams = (request: FastifyRequest) =>
  parseInput(campaignParams, request.params, 'path');
export const parseItemParams = (request: FastifyRequest) =>
  parseInput(itemParams, request.params, 'path');
export const parseDecisionBody = (request: FastifyRequest) =>
  parseInput(decisionBody, request.body ?? undefined, 'request body');
export const parseCommentBody = (request: FastifyRequest) =>
  parseInput(commentBody, request.body, 'request body');
export const parseHandOverBody = (request: FastifyRequest) =>
  parseInput(handOverBody, request.body, 'request body');
export const parseResetBody = (request: FastifyRequest) =>
  parseInput(resetBody, request.body, 'request body');
export const parseListQuery = (request: FastifyRequest) =>
  parseInput(listQuery, request.query, 'query parameters');

/** The item revision If-Match asks for; undefined when it names none. */
export function ifMatch(request: FastifyRequest): number | undefined {
  const expected = expectedRevision(request.headers['if-match']);
  if (expected === null) throw preconditionFailed();
  return expected;
}
