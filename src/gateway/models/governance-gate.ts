import { GOVERNANCE_FEATURE } from '../../domain/governance/governance-feature.js';
import type { GatewayContext } from '../context.js';
import { gatewayError } from '../errors.js';

/** Refuses a governance call (NOT_FOUND) while the realm's governance feature is off. */
export async function requireGovernance(context: Pick<GatewayContext, 'idm'>): Promise<void> {
  const features = await context.idm.features();
  if (!features.some(({ name, enabled }) => name === GOVERNANCE_FEATURE && enabled)) {
    throw gatewayError('NOT_FOUND', 'Governance is not enabled');
  }
}
