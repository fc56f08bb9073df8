import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { forbidden } from '../http/errors.js';
import { parseInput } from '../http/parse-input.js';
import { callerOf, type GovernanceCaller } from './caller.js';

const MAX_ID_LENGTH = 128;

/** An id in a path or a body: a managed object id, a catalog item id, a request id. */
export const governanceId = z
  .string()
  .min(1)
  .max(MAX_ID_LENGTH)
  .regex(/^[A-Za-z0-9][A-Za-z0-9._:-]*$/, 'not an id');

const userParams = z.object({ id: governanceId });

/** The `{id}` of a `user/{id}/...` path. */
export function pathUserId(request: FastifyRequest): string {
  return parseInput(userParams, request.params, 'path').id;
}

/** The caller of a `user/{id}/...` path that only its own user may call; 403 otherwise. */
export function selfPathCaller(request: FastifyRequest): GovernanceCaller {
  const caller = callerOf(request);
  if (pathUserId(request) !== caller.userId) {
    throw forbidden('Only the user themselves may call this');
  }
  return caller;
}
