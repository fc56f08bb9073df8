import { managedUserObject } from '../../../../../domain/realms.js';
import { loadObjectSchema, type ObjectSchema } from '../../../../idm/managed-config.js';
import type { JourneyPlatform } from '../journey-platform.js';

/** The realm's managed user schema, whose property policies the collectors enforce. */
export async function userSchema(platform: JourneyPlatform): Promise<ObjectSchema | undefined> {
  return loadObjectSchema(platform.db, managedUserObject(platform.realm));
}
