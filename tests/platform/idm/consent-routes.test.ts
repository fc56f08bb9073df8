import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { syncMappings } from '../../../src/platform/store/seed/consent.js';
import { bearer, createIdmTestApp, type IdmTestApp } from './idm-test-app.js';

let idm: IdmTestApp;
beforeAll(async () => {
  idm = await createIdmTestApp();
}, 60_000);
afterAll(() => idm.close());

const consentMappings = (token?: string, action = 'getConsentMappings') =>
  idm.app.inject({
    method: 'POST',
    url: `/openidm/consent?_action=${action}`,
    headers: token ? bearer(token) : {},
    payload: {},
  });

describe('POST /openidm/consent?_action=getConsentMappings', () => {
  it("answers the mappings of the caller's own user object that need consent", async () => {
    const response = await consentMappings('alpha-demo');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      {
        name: 'managedAlpha_user_systemMarketingCrmContact',
        displayName: 'Marketing CRM',
        description:
          'Your name, email address and preferences, so that offers can be tailored to you.',
        icon: 'campaign',
      },
      {
        name: 'managedAlpha_user_systemLoyaltyMember',
        displayName: 'Partner loyalty programme',
        description: 'Your name and postal address, to credit loyalty points at partner shops.',
        icon: 'loyalty',
      },
    ]);
  });

  it('keeps each realm to its own mappings', async () => {
    const names = (await consentMappings('bravo-demo')).json<{ name: string }[]>();
    expect(names.map(({ name }) => name)).toEqual([
      'managedBravo_user_systemMarketingCrmContact',
      'managedBravo_user_systemLoyaltyMember',
    ]);
  });

  it('offers the administrator, who has no user object, nothing to consent to', async () => {
    expect((await consentMappings('admin')).json()).toEqual([]);
  });

  it('needs a principal and a known action', async () => {
    expect((await consentMappings()).statusCode).toBe(401);
    expect((await consentMappings('alpha-demo', 'consent')).statusCode).toBe(400);
  });
});

describe('the seeded sync mappings', () => {
  it('give every realm two consentable mappings and one that does not ask', () => {
    const mappings = syncMappings(['root', 'alpha']);
    expect(mappings.filter((mapping) => mapping.source === 'managed/user')).toHaveLength(3);
    expect(
      mappings
        .filter((mapping) => mapping.consentRequired)
        .map(({ source, name }) => `${source} ${name}`),
    ).toEqual([
      'managed/user managedUser_systemMarketingCrmContact',
      'managed/user managedUser_systemLoyaltyMember',
      'managed/alpha_user managedAlpha_user_systemMarketingCrmContact',
      'managed/alpha_user managedAlpha_user_systemLoyaltyMember',
    ]);
  });
});
