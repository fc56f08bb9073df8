import type { NodeHandler } from '../journey.js';
import { suspendedPage } from './suspended-page.js';

/** The journey's last page: a message (check your email), shown again whatever is sent back. */
export function finalMessage(page: {
  stage: string;
  header: string;
  message: string;
}): NodeHandler {
  return {
    run: ({ values, services: { platform } }) =>
      Promise.resolve({ kind: 'page', page: suspendedPage(platform, page), values }),
  };
}
