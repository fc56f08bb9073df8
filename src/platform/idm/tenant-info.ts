import { z } from 'zod';

/** The configuration document holding the tenant's facts. */
export const TENANT_CONFIG_ID = 'ui/tenant';

/** What the console shows of the tenant: its name, subscription, region and tier, and whether it is locked. */
export const tenantInfoSchema = z.object({
  name: z.string().trim().min(1).max(63),
  subscription: z.string().trim().min(1).max(100).optional(),
  /** A cloud region such as `europe-west2`. */
  region: z.string().trim().min(1).max(63).optional(),
  /** The tier of the environment: development, staging, uat, production or another name. */
  currentTier: z.string().trim().min(1).max(63).optional(),
  /** Configuration changes are paused, for example while the environment is promoted. */
  locked: z.boolean().default(false),
});

export type TenantInfo = z.infer<typeof tenantInfoSchema>;

/** The embedded platform's tenant, also the answer when the store holds none. */
export const DEFAULT_TENANT_INFO: TenantInfo = {
  name: 'identity-console',
  subscription: 'Enterprise',
  region: 'europe-west2',
  currentTier: 'development',
  locked: false,
};
