import { z } from 'zod';
import { UpstreamError } from './errors.js';
import type { UpstreamHttp } from './http.js';

const tenantSchema = z.looseObject({
  name: z.string(),
  subscription: z.string().optional(),
  region: z.string().optional(),
  currentTier: z.string().optional(),
  locked: z.boolean().default(false),
});

export type TenantInfo = z.infer<typeof tenantSchema>;

/** The tenant's facts, read as the signed-in user; null when the deployment serves none. */
export function createIdmTenant(http: UpstreamHttp, accessToken: () => Promise<string>) {
  return {
    async tenant(): Promise<TenantInfo | null> {
      try {
        const { name, subscription, region, currentTier, locked } = await http.request(
          tenantSchema,
          { path: 'info/tenant', bearer: await accessToken() },
        );
        return { name, subscription, region, currentTier, locked };
      } catch (error) {
        if (error instanceof UpstreamError && error.status === 404) return null;
        throw error;
      }
    },
  };
}
