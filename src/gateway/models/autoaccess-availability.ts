import { AUTO_ACCESS_FEATURE } from '../../domain/autoaccess/auto-access-feature.js';
import type { GatewayContext } from '../context.js';

/**
 * Whether the realm's auto-access feature is on and `probe`, a call of the auto-access services,
 * is answered for the caller. Any refusal or failure is false.
 */
async function autoAccessAnswers(
  context: GatewayContext,
  probe: () => Promise<unknown>,
): Promise<boolean> {
  try {
    const features = await context.idm.features();
    if (!features.some(({ name, enabled }) => name === AUTO_ACCESS_FEATURE && enabled)) {
      return false;
    }
    await probe();
    return true;
  } catch (error) {
    context.log.debug({ err: error }, 'auto access is not available');
    return false;
  }
}

/** The risk administration screens: the entity service answers the data sources' definition. */
export const loadAutoAccessAvailable = (context: GatewayContext) =>
  autoAccessAnswers(context, () => context.autoaccessJas.dataSourceDefinition());

/**
 * The risk analysis screens (dashboard, activity, exploration): the API answers the realm's risk
 * settings, whose levels band the scores. A probe that searched the scored sign-ins would open the
 * realm's analytical index for every administrator's menu.
 */
export const loadRiskAnalysisAvailable = (context: GatewayContext) =>
  autoAccessAnswers(context, () => context.autoaccessSettings.settings());
