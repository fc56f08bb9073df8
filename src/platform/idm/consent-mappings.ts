import { z } from 'zod';
import type { Db } from '../store/db.js';
import { readConfig } from './config-store.js';

/** The configuration holding synchronization mappings, as in the real platform. */
export const SYNC_CONFIG_ID = 'sync';

const mappingSchema = z.looseObject({
  name: z.string(),
  source: z.string(),
  target: z.string(),
  consentRequired: z.boolean().optional(),
  displayName: z.string().optional(),
  description: z.string().optional(),
  icon: z.string().optional(),
});
export type SyncMapping = z.infer<typeof mappingSchema>;

const syncConfigSchema = z.looseObject({ mappings: z.array(mappingSchema).default([]) });

/** The mappings that share a source's data only with the consent of its owner. */
export async function consentMappingsOf(db: Db, source: string) {
  const parsed = syncConfigSchema.safeParse((await readConfig(db, SYNC_CONFIG_ID))?.doc ?? {});
  if (!parsed.success) return [];
  return parsed.data.mappings
    .filter((mapping) => mapping.consentRequired === true && mapping.source === source)
    .map(({ name, displayName, description, icon }) => ({
      name,
      displayName: displayName ?? name,
      ...(description === undefined ? {} : { description }),
      ...(icon === undefined ? {} : { icon }),
    }));
}
