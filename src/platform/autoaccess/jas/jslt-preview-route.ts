import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  compileJslt,
  JsltEvaluationError,
  JsltSyntaxError,
} from '../../../domain/jslt/evaluate.js';
import { badRequest } from '../../http/errors.js';
import { parseInput } from '../../http/parse-input.js';

/** A mapping has one expression per feature of the authentication definition (13 today). */
const MAX_FEATURES = 64;

const previewBodySchema = z.object({
  data: z.json(),
  feature_mapping: z
    .record(z.string(), z.string())
    .refine((mapping) => Object.keys(mapping).length <= MAX_FEATURES, {
      message: `at most ${MAX_FEATURES} features`,
    }),
});

/**
 * `POST /jslt/preview {data, feature_mapping}`: each feature's expression run on `data` on its
 * own. All succeed: `{result}`. Any fails: a 400 whose detail holds each failure's message (with
 * its position) and the results of the others.
 */
export function registerJsltPreviewRoute(app: FastifyInstance): void {
  app.post('/jslt/preview', (request) => {
    const { data, feature_mapping } = parseInput(previewBodySchema, request.body, 'request body');
    const result: Record<string, unknown> = {};
    const errors: Record<string, string> = {};
    for (const [feature, expression] of Object.entries(feature_mapping)) {
      try {
        result[feature] = compileJslt(expression).evaluate(data);
      } catch (error) {
        if (!(error instanceof JsltSyntaxError || error instanceof JsltEvaluationError))
          throw error;
        errors[feature] = error.message;
      }
    }
    if (Object.keys(errors).length > 0) {
      throw badRequest('JSLT evaluation failed', { errors, result });
    }
    return { result };
  });
}
