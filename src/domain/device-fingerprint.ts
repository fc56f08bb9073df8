import { parseUserAgent } from './user-agent.js';

/**
 * The identifier of a trusted device: a SHA-256 of the gateway's device cookie and the
 * browser and OS families (not versions, so that an update is the same device). The platform
 * stores it; the gateway recomputes it to tell which device is the current one.
 */
export async function deviceFingerprint(
  deviceId: string | null | undefined,
  userAgent: string | null | undefined,
): Promise<string> {
  const { browser, os } = parseUserAgent(userAgent);
  const bytes = new TextEncoder().encode([deviceId ?? '', browser, os].join('\n'));
  const digest = await globalThis.crypto.subtle.digest('SHA-256', bytes);
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}
