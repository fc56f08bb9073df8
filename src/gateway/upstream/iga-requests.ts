import type { UpstreamHttp } from './http.js';

/** The governance service's catalog, requests, approvals, grants, delegates and direct reports. */
export function createIgaRequests(http: UpstreamHttp, bearer: () => Promise<string>) {
  void http;
  void bearer;
  return {};
}
