import { LOGIN_PATH } from '../../../../domain/app-paths.js';
import type { JourneyPlatform } from './journey-platform.js';

/** The console's sign-in page in the realm, with more query parameters when given. */
export function consoleLoginUrl(
  platform: JourneyPlatform,
  parameters: Record<string, string> = {},
): string {
  const url = new URL(LOGIN_PATH, platform.config.GATEWAY_PUBLIC_URL);
  url.searchParams.set('realm', platform.realm);
  for (const [name, value] of Object.entries(parameters)) url.searchParams.set(name, value);
  return url.href;
}
