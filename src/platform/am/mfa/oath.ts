import { Secret, TOTP } from 'otpauth';

/** RFC 6238 settings every authenticator app understands. */
const PERIOD_S = 30;
const DIGITS = 6;
const ALGORITHM = 'SHA1';
/** Codes of the step before and after the current one are accepted too (clock drift). */
const WINDOW = 1;

export interface OathParameters {
  secret: string;
  issuer: string;
  accountName: string;
}

function totp({ secret, issuer, accountName }: OathParameters): TOTP {
  return new TOTP({
    issuer,
    label: accountName,
    algorithm: ALGORITHM,
    digits: DIGITS,
    period: PERIOD_S,
    secret: Secret.fromBase32(secret),
  });
}

/** A new base32 secret of 160 bits, as RFC 4226 recommends. */
export function newOathSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The `otpauth://totp/...` URI an authenticator app reads from the QR code. */
export function oathUri(parameters: OathParameters): string {
  return totp(parameters).toString();
}

export const OATH_SETTINGS = { period: PERIOD_S, digits: DIGITS, algorithm: ALGORITHM } as const;

/**
 * The time step a code is good for at `now` (one step of drift either way), or null. A step at or
 * before `lastUsedStep` is refused: each code signs in once.
 */
export function acceptedOathStep(
  secret: string,
  code: string,
  now: Date,
  lastUsedStep: number | null,
): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const generator = totp({ secret, issuer: '', accountName: '' });
  const timestamp = now.getTime();
  const delta = generator.validate({ token: code, timestamp, window: WINDOW });
  if (delta === null) return null;
  const step = generator.counter({ timestamp }) + delta;
  return lastUsedStep !== null && step <= lastUsedStep ? null : step;
}
