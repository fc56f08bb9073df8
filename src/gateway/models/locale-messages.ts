import { UpstreamError } from '../upstream/errors.js';
import type { IdmClient } from '../upstream/idm.js';

/** The server's message overrides for a locale; none when the platform has none for it. */
export async function loadLocaleMessages(
  idm: IdmClient,
  locale: string,
  packages: string[] | null | undefined,
): Promise<Record<string, unknown>> {
  try {
    return await idm.localeMessages(locale, packages ?? undefined);
  } catch (error) {
    if (error instanceof UpstreamError && error.status === 404) return {};
    throw error;
  }
}
