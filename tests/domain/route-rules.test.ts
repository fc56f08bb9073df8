import { describe, expect, it } from 'vitest';
import { journeyDestination } from '../../src/domain/journey-destination.js';
import { hasOAuthReturnQuery, isAdminAccount } from '../../src/domain/route-rules.js';

describe('route rules', () => {
  it('spots an OAuth return by state or oauth_token', () => {
    expect(hasOAuthReturnQuery({ state: '' })).toBe(true);
    expect(hasOAuthReturnQuery({ oauth_token: 't' })).toBe(true);
    expect(hasOAuthReturnQuery({ code: 'c' })).toBe(false);
  });

  it('recognises the admin account whatever its case', () => {
    expect(isAdminAccount('amadmin')).toBe(true);
    expect(isAdminAccount(' AMAdmin ')).toBe(true);
    expect(isAdminAccount('demo')).toBe(false);
  });

  it('continues a sign-in to the validated goto or the dashboard', () => {
    expect(journeyDestination('/profile')).toBe('/profile');
    expect(journeyDestination('  ')).toBe('/dashboard');
    expect(journeyDestination(null)).toBe('/dashboard');
  });
});
