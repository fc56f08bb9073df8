import { Secret, TOTP } from 'otpauth';
import { describe, expect, it } from 'vitest';
import { acceptedOathStep, newOathSecret, oathUri } from '../../../../src/platform/am/mfa/oath.js';

const NOW = new Date('2026-03-02T10:00:15Z');
const STEP = Math.floor(NOW.getTime() / 30_000);

function codeAt(secret: string, time: Date): string {
  return TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: time.getTime() });
}
const shifted = (steps: number) => new Date(NOW.getTime() + steps * 30_000);

describe('TOTP verification', () => {
  const secret = newOathSecret();

  it('makes a base32 secret of 160 bits and an otpauth:// URI apps read', () => {
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    const uri = new URL(oathUri({ secret, issuer: 'Identity Console', accountName: 'demo' }));
    expect(uri.protocol).toBe('otpauth:');
    expect(uri.host).toBe('totp');
    expect(uri.searchParams.get('secret')).toBe(secret);
    expect(uri.searchParams.get('issuer')).toBe('Identity Console');
    expect(uri.searchParams.get('digits')).toBe('6');
    expect(uri.searchParams.get('period')).toBe('30');
  });

  it("takes the current step's code and those of one step either side", () => {
    expect(acceptedOathStep(secret, codeAt(secret, NOW), NOW, null)).toBe(STEP);
    expect(acceptedOathStep(secret, codeAt(secret, shifted(-1)), NOW, null)).toBe(STEP - 1);
    expect(acceptedOathStep(secret, codeAt(secret, shifted(1)), NOW, null)).toBe(STEP + 1);
  });

  it('refuses codes two steps away, of another secret, or not of six digits', () => {
    expect(acceptedOathStep(secret, codeAt(secret, shifted(-2)), NOW, null)).toBeNull();
    expect(acceptedOathStep(secret, codeAt(secret, shifted(2)), NOW, null)).toBeNull();
    expect(acceptedOathStep(secret, codeAt(newOathSecret(), NOW), NOW, null)).toBeNull();
    expect(acceptedOathStep(secret, '12345', NOW, null)).toBeNull();
    expect(acceptedOathStep(secret, 'abcdef', NOW, null)).toBeNull();
  });

  it('refuses a code of a step already used, or of an earlier one', () => {
    const code = codeAt(secret, NOW);
    expect(acceptedOathStep(secret, code, NOW, STEP)).toBeNull();
    expect(acceptedOathStep(secret, codeAt(secret, shifted(-1)), NOW, STEP)).toBeNull();
    expect(acceptedOathStep(secret, codeAt(secret, shifted(1)), NOW, STEP)).toBe(STEP + 1);
  });
});
