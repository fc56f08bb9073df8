import { gatewayError } from '../errors.js';
import type { SessionAccess, SignedIn } from './session.js';

export function requireSignedIn(session: SessionAccess): SignedIn {
  const signedIn = session.signedIn();
  if (!signedIn) throw gatewayError('UNAUTHENTICATED', 'Not signed in');
  return signedIn;
}
