import { createAutoAccessJas } from '../../../src/gateway/upstream/autoaccess-jas.js';
import { createUpstreamHttp } from '../../../src/gateway/upstream/http.js';
import type { ScriptedUpstream } from './scripted-upstream.js';

/** The entity service's client on the file's scripted upstream, for an alpha caller's token. */
export function scriptedJas(upstream: ScriptedUpstream) {
  return createAutoAccessJas(
    createUpstreamHttp({ service: 'autoaccess', baseUrl: upstream.url, timeoutMs: 5_000 }),
    () => Promise.resolve({ accessToken: 'token-1', realm: 'alpha' }),
  );
}
