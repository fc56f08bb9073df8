import { z } from 'zod';
import type { GatewayConfig } from '../config.js';

const health = z.object({ instance: z.string().optional() });

/**
 * Whether the platform behind AM_URL is the one started with this gateway: when the
 * launcher names its run (PLATFORM_INSTANCE_ID), the platform's /healthz must report that
 * name, so a gateway never serves another copy's platform that took the port.
 */
export async function isOwnPlatform(
  config: Pick<GatewayConfig, 'AM_URL' | 'PLATFORM_INSTANCE_ID'>,
  timeoutMs = 1000,
): Promise<boolean> {
  if (!config.PLATFORM_INSTANCE_ID) return true;
  try {
    const response = await fetch(new URL('/healthz', config.AM_URL), {
      signal: AbortSignal.timeout(timeoutMs),
    });
    const parsed = health.safeParse(await response.json());
    return parsed.success && parsed.data.instance === config.PLATFORM_INSTANCE_ID;
  } catch {
    return false;
  }
}
