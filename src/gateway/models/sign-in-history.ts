import { knownBrowser, knownOs } from '../../domain/user-agent.js';
import type { GatewayContext } from '../context.js';
import type { SignInEvent } from '../generated/resolvers-types.js';
import { accountRef, placeOf } from './account-ref.js';

const SIGN_IN_HISTORY_SIZE = 20;

/** The signed-in user's recent sign-ins, newest first. */
export async function loadSignInHistory({
  session,
  amAccount,
}: GatewayContext): Promise<SignInEvent[]> {
  const events = await amAccount.authEvents(accountRef(session), SIGN_IN_HISTORY_SIZE);
  return events.map((event) => ({
    id: event._id,
    time: event.time,
    result: event.result.toLowerCase() === 'success' ? 'SUCCESS' : 'FAILURE',
    ipAddress: event.ipAddress ?? null,
    ...placeOf(event.location),
    browser: knownBrowser(event.device?.browser),
    os: knownOs(event.device?.os),
  }));
}
