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

/** A stable, non-secret UUID for a session: the `sessionUid` of the validate action. */
function sessionUid(session: AmSession): string {
  const hex = createHash('sha256').update(`uid:${session.handle}`).digest('hex');
  return [
    hex.slice(0, 8),
    hex.slice(8, 12),
    hex.slice(12, 16),
    hex.slice(16, 20),
    hex.slice(20, 32),
  ].join('-');
}

/** The validate action's answer: `{valid: false}` for no live session, never an error. */
export function sessionValidationView(session: AmSession | null) {
  if (!session) return { valid: false };
  return {
    valid: true,
    sessionUid: sessionUid(session),
    uid: session.username,
    realm: realmLabel(session.realm),
  };
}
