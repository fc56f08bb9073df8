import { z } from 'zod';
import { CrestError } from '../http/errors.js';
import type { Db } from '../store/db.js';
import { readConfig } from './config-store.js';

export const KBA_CONFIG_ID = 'selfservice.kba';

/** The realm's security questions, each as its text by locale, and how many a user must answer. */
const kbaConfigSchema = z.looseObject({
  questions: z.record(
    z.string().regex(/^[A-Za-z0-9_-]{1,64}$/),
    z.record(z.string(), z.string().min(1)),
  ),
  minimumAnswersToDefine: z.number().int().min(1),
  minimumAnswersToVerify: z.number().int().min(1),
});

export type KbaConfig = z.infer<typeof kbaConfigSchema>;

export async function loadKbaConfig(db: Db): Promise<KbaConfig> {
  const row = await readConfig(db, KBA_CONFIG_ID);
  if (!row) throw new CrestError(404, `No configuration exists with id ${KBA_CONFIG_ID}`);
  const parsed = kbaConfigSchema.safeParse(row.doc);
  if (!parsed.success) throw new CrestError(500, `Invalid ${KBA_CONFIG_ID} configuration`);
  return parsed.data;
}
