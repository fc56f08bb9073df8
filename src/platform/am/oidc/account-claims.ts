import type { AccountClaims } from 'oidc-provider';
import { AUTO_ACCESS_SCOPE } from '../../../domain/autoaccess/auto-access-scope.js';
import { IGA_SCOPE } from '../../../domain/governance/governance-feature.js';
import { ANALYTICS_SCOPE } from '../../../domain/reports/report-feature.js';
import { INTERNAL_ADMIN_FALLBACK, displayName } from '../../../domain/user.js';
import type { PlatformConfig } from '../../config.js';
import type { AmAccount } from '../accounts.js';
import { realmLabel } from '../realms.js';
import { loginUrl } from '../urls.js';

/** Claims by scope. `openid` claims are always in the ID token. */
export const CLAIMS_BY_SCOPE = {
  openid: ['sub', 'realm', 'post_logout_url'],
  profile: ['name', 'given_name', 'family_name', 'preferred_username'],
  email: ['email'],
  address: ['address'],
  phone: ['phone_number'],
};

/** The auto-access, governance and analytics services' scopes carry no claims: they only admit the token. */
export const SUPPORTED_SCOPES = [
  ...Object.keys(CLAIMS_BY_SCOPE),
  'offline_access',
  AUTO_ACCESS_SCOPE,
  IGA_SCOPE,
  ANALYTICS_SCOPE,
];

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

function withoutEmpty(record: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(record).filter(([, value]) => value !== undefined));
}

function addressOf(profile: Record<string, unknown>) {
  const address = withoutEmpty({
    street_address: text(profile.postalAddress),
    locality: text(profile.city),
    region: text(profile.stateProvince),
    postal_code: text(profile.postalCode),
    country: text(profile.country),
  });
  return Object.keys(address).length > 0 ? address : undefined;
}

export function accountClaims(config: PlatformConfig, account: AmAccount): AccountClaims {
  const common = {
    sub: account.userId,
    realm: realmLabel(account.realm),
    post_logout_url: loginUrl(config, account.realm),
    preferred_username: account.username,
  };
  const profile = account.profile;
  if (!profile) {
    const [givenName, ...rest] = INTERNAL_ADMIN_FALLBACK.displayName.split(' ');
    return {
      ...common,
      name: INTERNAL_ADMIN_FALLBACK.displayName,
      given_name: givenName,
      family_name: rest.join(' '),
    };
  }
  return {
    ...common,
    ...withoutEmpty({
      name: displayName({
        givenName: text(profile.givenName),
        sn: text(profile.sn),
        userName: account.username,
        userId: account.userId,
      }),
      given_name: text(profile.givenName),
      family_name: text(profile.sn),
      email: text(profile.mail),
      phone_number: text(profile.telephoneNumber),
      address: addressOf(profile),
    }),
  };
}
