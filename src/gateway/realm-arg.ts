import { z } from 'zod';
import { isValidRealmName, normalizeRealm } from '../domain/realms.js';

/** A realm argument: root when omitted, refused when it is not a realm name. */
export const realmArgSchema = z
  .string()
  .nullish()
  .transform((realm) => normalizeRealm(realm))
  .refine(isValidRealmName, 'validation.realm');
