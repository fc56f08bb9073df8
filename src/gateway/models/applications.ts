import type { GatewayContext } from '../context.js';
import { gatewayError } from '../errors.js';
import type { WorkforceApplication } from '../generated/resolvers-types.js';
import { safeImageUrl, safeLinkUrl } from './safe-url.js';

const WORKFORCE_FEATURE = 'workforce';

/** The signed-in user's workforce applications; NOT_FOUND while the workforce feature is off. */
export async function loadWorkforceApplications(
  context: GatewayContext,
): Promise<WorkforceApplication[]> {
  const features = await context.idm.features();
  if (!features.some(({ name, enabled }) => name === WORKFORCE_FEATURE && enabled)) {
    throw gatewayError('NOT_FOUND', 'Not found');
  }
  const applications = await context.idmApplications.memberApplications(
    await context.idm.identity(),
  );
  return applications.map((application) => ({
    id: application._id,
    name: application.name,
    description: application.description ?? null,
    icon: safeImageUrl(application.icon),
    launchUrl: safeLinkUrl(application.url),
  }));
}
