import type { PlatformConfig } from '../config.js';

function gatewayBase(config: PlatformConfig): string {
  return config.GATEWAY_PUBLIC_URL.replace(/\/+$/, '');
}

/** Where a signed-in end user lands when no valid goto was given. */
export function endUserUrl(config: PlatformConfig, realm: string): string {
  return `${gatewayBase(config)}/dashboard?realm=${encodeURIComponent(realm)}`;
}

export function loginUrl(config: PlatformConfig, realm: string): string {
  return `${gatewayBase(config)}/login?realm=${encodeURIComponent(realm)}`;
}

export function oauthRedirectUri(config: PlatformConfig): string {
  return `${gatewayBase(config)}/auth/callback`;
}

export function postLogoutRedirectUri(config: PlatformConfig): string {
  return `${gatewayBase(config)}/login`;
}

export function isSecureUrl(url: string): boolean {
  return new URL(url).protocol === 'https:';
}
