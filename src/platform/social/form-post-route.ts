import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { encodeAmData } from '../../domain/social-link.js';
import { SOCIAL_FORM_POST_RETURN_PATH } from '../../domain/app-paths.js';
import type { PlatformConfig } from '../config.js';

const formBody = z.record(z.string(), z.string());

/** Where a provider that answers with `response_mode=form_post` posts its authorization response. */
export const FORM_POST_ROUTE = '/am/oauth2/client/form_post/:provider';

/**
 * Relays a posted authorization response to the UI's `/handleOAuth/{amData}`, which completes the
 * link: the browser leaves the provider with a plain top-level redirect and the response travels
 * as base64url JSON in the path.
 */
export function registerFormPostRoute(
  app: FastifyInstance,
  { config }: { config: PlatformConfig },
): void {
  const gateway = config.GATEWAY_PUBLIC_URL.replace(/\/+$/, '');
  app.post(FORM_POST_ROUTE, (request, reply) => {
    const body = formBody.safeParse(request.body ?? {});
    const amData = encodeAmData(new URLSearchParams(body.success ? body.data : {}));
    return reply
      .header('cache-control', 'no-store')
      .redirect(`${gateway}${SOCIAL_FORM_POST_RETURN_PATH}/${amData}`, 303);
  });
}
