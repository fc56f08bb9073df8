import { z } from 'zod';
import { readConfig } from './config-store.js';
import type { Db } from '../store/db.js';

/** The configuration document IDM serves as `info/features` and administrators edit. */
const FEATURES_CONFIG_ID = 'ui/features';

const featuresSchema = z.object({
  features: z.array(z.object({ name: z.string(), enabled: z.boolean() })),
});

/** Read on every request, so switching a flag off through IDM takes effect at once. */
export async function isFeatureEnabled(db: Db, name: string): Promise<boolean> {
  const stored = featuresSchema.safeParse((await readConfig(db, FEATURES_CONFIG_ID))?.doc);
  if (!stored.success) return false;
  return stored.data.features.some((feature) => feature.name === name && feature.enabled);
}
