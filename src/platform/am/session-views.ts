import { createHash } from 'node:crypto';
import { realmLabel } from './realms.js';
import { idleExpiration, maxExpiration, type AmSession } from './sessions-store.js';

function contextId(session: AmSession): string {
  return createHash('sha256').update(session.handle).digest('hex').slice(0, 32);
}

/** The getSessionInfo / refresh answer. */
export function sessionInfoView(session: AmSession) {
  return {
    username: session.username,
    universalId: session.universalId,
    realm: realmLabel(session.realm),
    latestAccessTime: session.latestAccessTime.toISOString(),
    maxIdleExpirationTime: idleExpiration(session).toISOString(),
    maxSessionExpirationTime: maxExpiration(session).toISOString(),
    properties: { AMCtxId: contextId(session), sessionHandle: session.handle },
  };
}

/** One entry of the sessions query. */
export function sessionListView(session: AmSession) {
  return {
    username: session.username,
    universalId: session.universalId,
    realm: realmLabel(session.realm),
    sessionHandle: session.handle,
    latestAccessTime: session.latestAccessTime.toISOString(),
    maxIdleExpirationTime: idleExpiration(session).toISOString(),
    maxSessionExpirationTime: maxExpiration(session).toISOString(),
  };
}
