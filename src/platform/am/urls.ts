import { AUTH_CALLBACK_PATH, DEFAULT_LANDING_PATH, LOGIN_PATH } from '../../domain/app-paths.js';
import type { PlatformConfig } from '../config.js';

function gatewayBase(config: PlatformConfig): string {
  return config.GATEWAY_PUBLIC_URL.replace(/\/+$/, '');
}

/** Where a signed-in end user lands when no valid goto was given. */
export function endUserUrl(config: PlatformConfig, realm: string): string {
  return `${gatewayBase(config)}${DEFAULT_LANDING_PATH}?realm=${encodeURIComponent(realm)}`;
}

export function loginUrl(config: PlatformConfig, realm: string): string {
  return `${gatewayBase(config)}${LOGIN_PATH}?realm=${encodeURIComponent(realm)}`;
}

export function oauthRedirectUri(config: PlatformConfig): string {
  return `${gatewayBase(config)}${AUTH_CALLBACK_PATH}`;
}

export function postLogoutRedirectUri(config: PlatformConfig): string {
  return `${gatewayBase(config)}${LOGIN_PATH}`;
}

export function isSecureUrl(url: string): boolean {
  return new URL(url).protocol === 'https:';
}
