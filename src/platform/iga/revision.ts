import type { FastifyRequest } from 'fastify';
import { expectedRevision } from '../http/crest/revision.js';
import { CrestError, preconditionFailed } from '../http/errors.js';

/**
 * The revision a write was made against, from `If-Match` or the body's `_rev`: every governance
 * update names one (428 otherwise), and one that cannot match is a 412.
 */
export function requiredRevision(request: FastifyRequest, bodyRev: string | undefined): number {
  const expected = expectedRevision(request.headers['if-match'] ?? bodyRev);
  if (expected === undefined) {
    throw new CrestError(428, 'The revision is required: send If-Match or _rev');
  }
  if (expected === null) throw preconditionFailed();
  return expected;
}
