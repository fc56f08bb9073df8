import { z } from 'zod';
import type { PlatformConfig } from '../config.js';
import type { Db } from '../store/db.js';

/** The settings document of a realm's social identity providers (client secrets included). */
export function socialProvidersConfigId(realm: string): string {
  return `am/providers/${realm}`;
}

const providerSchema = z.object({
  name: z.string().regex(/^[a-z0-9][a-z0-9_-]{0,63}$/),
  displayName: z.string().min(1),
  enabled: z.boolean(),
  uiConfig: z.object({
    buttonColor: z.string().regex(/^#[0-9a-fA-F]{6}$/),
    buttonTextColor: z.string().regex(/^#[0-9a-fA-F]{6}$/),
  }),
  wellKnownEndpoint: z.string().min(1),
  clientId: z.string().min(1),
  clientSecret: z.string().min(1),
  scopes: z.array(z.string().min(1)).min(1),
  /** `query` returns to `redirectUri` directly; `form_post` posts to AM, which relays to the UI. */
  responseMode: z.enum(['query', 'form_post']),
  redirectUri: z.string().min(1),
});

export type SocialProviderConfig = z.infer<typeof providerSchema>;

const socialProvidersDocSchema = z.object({ providers: z.array(providerSchema) });
export type SocialProvidersDoc = z.infer<typeof socialProvidersDocSchema>;

/**
 * Property expressions in stored URLs, resolved when read, so that the configuration follows the
 * platform's and the gateway's public URLs.
 */
export const PLATFORM_URL_PROPERTY = '&{platform.public.url}';
export const GATEWAY_URL_PROPERTY = '&{gateway.public.url}';

export function resolveProperties(config: PlatformConfig, value: string): string {
  return value
    .replaceAll(PLATFORM_URL_PROPERTY, config.PLATFORM_PUBLIC_URL)
    .replaceAll(GATEWAY_URL_PROPERTY, config.GATEWAY_PUBLIC_URL.replace(/\/+$/, ''));
}

function resolved(config: PlatformConfig, provider: SocialProviderConfig): SocialProviderConfig {
  return {
    ...provider,
    wellKnownEndpoint: resolveProperties(config, provider.wellKnownEndpoint),
    redirectUri: resolveProperties(config, provider.redirectUri),
  };
}

/** The realm's configured providers, enabled or not, with their URLs resolved; none when unset. */
export async function realmSocialProviders(
  deps: { config: PlatformConfig; db: Db },
  realm: string,
): Promise<SocialProviderConfig[]> {
  const row = await deps.db
    .selectFrom('social_settings')
    .select('doc')
    .where('id', '=', socialProvidersConfigId(realm))
    .executeTakeFirst();
  if (!row) return [];
  return socialProvidersDocSchema
    .parse(row.doc)
    .providers.map((provider) => resolved(deps.config, provider));
}

export async function enabledSocialProvider(
  deps: { config: PlatformConfig; db: Db },
  realm: string,
  name: string,
): Promise<SocialProviderConfig | null> {
  const providers = await realmSocialProviders(deps, realm);
  return providers.find((provider) => provider.name === name && provider.enabled) ?? null;
}

/** What anyone may read about a provider: never its client credentials or endpoints. */
export function publicProviderView(provider: SocialProviderConfig) {
  return {
    _id: provider.name,
    provider: provider.name,
    displayName: provider.displayName,
    enabled: provider.enabled,
    uiConfig: {
      buttonDisplayName: provider.displayName,
      buttonColor: provider.uiConfig.buttonColor,
      buttonTextColor: provider.uiConfig.buttonTextColor,
    },
  };
}
