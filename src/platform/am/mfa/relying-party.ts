import type { PlatformConfig } from '../../config.js';

export interface RelyingParty {
  id: string;
  name: string;
  /** Where sign-ins run: the console, and the platform's own hosted sign-in. */
  origins: string[];
}

const RELYING_PARTY_NAME = 'Identity Console';

/** The WebAuthn relying party: the console's host, as the platform's settings name it. */
export function relyingParty(config: PlatformConfig): RelyingParty {
  const console = new URL(config.GATEWAY_PUBLIC_URL);
  const platform = new URL(config.PLATFORM_PUBLIC_URL);
  const origins = [console.origin];
  if (platform.hostname === console.hostname || platform.hostname.endsWith(`.${console.hostname}`))
    origins.push(platform.origin);
  return { id: console.hostname, name: RELYING_PARTY_NAME, origins };
}
