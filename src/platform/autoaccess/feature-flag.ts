import { z } from 'zod';
import { readConfig } from '../idm/config-store.js';
import type { Db } from '../store/db.js';
import { AUTO_ACCESS_FEATURE } from '../../domain/autoaccess/auto-access-feature.js';

/** The configuration document IDM serves as `info/features` and administrators edit. */
const FEATURES_CONFIG_ID = 'ui/features';

const featuresSchema = z.object({
  features: z.array(z.object({ name: z.string(), enabled: z.boolean() })),
});

/** Read on every request, so switching the flag off through IDM takes effect at once. */
export async function isAutoAccessEnabled(db: Db): Promise<boolean> {
  const stored = featuresSchema.safeParse((await readConfig(db, FEATURES_CONFIG_ID))?.doc);
  if (!stored.success) return false;
  return stored.data.features.some(
    (feature) => feature.name === AUTO_ACCESS_FEATURE && feature.enabled,
  );
}
