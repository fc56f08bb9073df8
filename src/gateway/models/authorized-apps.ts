import type { GatewayContext } from '../context.js';
import { gatewayError } from '../errors.js';
import type { AuthorizedApp } from '../generated/resolvers-types.js';
import { accountRef } from './account-ref.js';

/** Applications the signed-in user has granted access, without the console's own client. */
export async function loadAuthorizedApps({
  session,
  amAccount,
  config,
}: GatewayContext): Promise<AuthorizedApp[]> {
  const applications = await amAccount.applications(accountRef(session));
  return applications
    .filter((application) => application._id !== config.OAUTH_CLIENT_ID)
    .map((application) => ({
      clientId: application._id,
      name: application.name ?? application._id,
      scopes: Array.isArray(application.scopes)
        ? application.scopes
        : Object.keys(application.scopes),
      expiryDateTime: application.expiryDateTime ?? null,
    }));
}

/** Revokes an application's grants and tokens; the console's own client is not offered. */
export async function revokeAuthorizedApp(
  context: GatewayContext,
  { clientId }: { clientId: string },
): Promise<AuthorizedApp[]> {
  if (clientId === context.config.OAUTH_CLIENT_ID) {
    throw gatewayError('NOT_FOUND', 'Application not found');
  }
  await context.amAccount.revokeApplication(accountRef(context.session), clientId);
  return loadAuthorizedApps(context);
}
