import type { UpstreamHttp } from './http.js';

/** The governance service's access review campaigns, their items and the glossary. */
export function createIgaCertification(http: UpstreamHttp, bearer: () => Promise<string>) {
  void http;
  void bearer;
  return {};
}
