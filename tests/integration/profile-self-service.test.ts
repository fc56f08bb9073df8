import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findManagedObject } from '../../src/platform/idm/managed-store.js';
import { GraphQLClient, signIn } from '../support/graphql-client.js';
import { startStack, type RunningStack } from '../support/stack.js';

const PASSWORD = 'Demo!Passw0rd';
const REALM = 'bravo';

const PROFILE = /* GraphQL */ `
  query {
    profile {
      id
      rev
      values
      schema {
        order
        required
        properties {
          name
          type
          nullable
          userEditable
        }
      }
      preferences {
        name
        title
        enabled
      }
    }
  }
`;
const POLICY_CHECK = /* GraphQL */ `
  query Check($values: JSON!) {
    profilePolicyCheck(values: $values) {
      field
      message
      values
    }
  }
`;
const UPDATE = /* GraphQL */ `
  mutation Update($input: UpdateProfileInput!) {
    updateProfile(input: $input) {
      rev
      values
      preferences {
        name
        enabled
      }
    }
  }
`;
const CONSENT = /* GraphQL */ `
  query {
    consentMappings {
      id
      displayName
      description
      consented
      consentDate
    }
  }
`;
const SET_CONSENT = /* GraphQL */ `
  mutation SetConsent($input: SetConsentInput!) {
    setConsent(input: $input) {
      rev
      values
    }
  }
`;
const PROFILE_DATA = /* GraphQL */ `
  query {
    profileData
  }
`;
const DELETE_ACCOUNT = /* GraphQL */ `
  mutation {
    deleteAccount
  }
`;

interface Profile {
  id: string;
  rev: string;
  values: Record<string, unknown>;
  schema: {
    order: string[];
    required: string[];
    properties: { name: string; type: string; nullable: boolean; userEditable: boolean }[];
  };
  preferences: { name: string; title: string; enabled: boolean }[];
}

let stack: RunningStack;
let userNames: string[];

beforeAll(async () => {
  stack = await startStack();
  const rows = await stack.platform.db
    .selectFrom('managed_objects')
    .select('doc')
    .where('type', '=', `${REALM}_user`)
    .orderBy('id')
    .execute();
  userNames = rows
    .map((row) => row.doc)
    .filter((doc) => doc.userName !== 'demo' && (doc.accountStatus ?? 'active') === 'active')
    .map((doc) => String(doc.userName));
}, 120_000);
afterAll(async () => {
  await stack?.close();
});

async function signedIn(index: number): Promise<GraphQLClient> {
  const client = new GraphQLClient(stack.url);
  const result = await signIn(client, {
    realm: REALM,
    username: userNames[index]!,
    password: PASSWORD,
  });
  expect(result.errors).toBeUndefined();
  return client;
}

async function profileOf(client: GraphQLClient): Promise<Profile> {
  const result = await client.request<{ profile: Profile }>(PROFILE);
  expect(result.errors).toBeUndefined();
  return result.data!.profile;
}

describe('profile', () => {
  it('serves the schema without private properties and the preferences as toggles', async () => {
    const profile = await profileOf(await signedIn(0));
    const names = profile.schema.properties.map((property) => property.name);
    expect(names).not.toContain('password');
    expect(names).not.toContain('lastSync');
    expect(names.slice(0, 4)).toEqual(['userName', 'givenName', 'sn', 'mail']);
    expect(profile.schema.required).toEqual(['userName', 'givenName', 'sn', 'mail']);
    expect(profile.schema.properties.find((property) => property.name === 'city')).toEqual({
      name: 'city',
      type: 'string',
      nullable: true,
      userEditable: true,
    });
    expect(profile.preferences.map(({ name, title }) => ({ name, title }))).toEqual([
      { name: 'updates', title: 'Send me news and updates' },
      { name: 'marketing', title: 'Send me special offers and services' },
    ]);
  });

  it("checks values against the platform's policies, per field and translated", async () => {
    const client = await signedIn(1);
    const { values } = await profileOf(client);
    const valid = await client.request(POLICY_CHECK, { values });
    expect(valid.data).toEqual({ profilePolicyCheck: [] });

    const invalid = await client.request(POLICY_CHECK, {
      values: { ...values, userName: userNames[2], sn: '', profileImage: 'javascript:alert(1)' },
    });
    expect(invalid.data).toEqual({
      profilePolicyCheck: [
        { field: 'userName', message: 'validation.unique', values: null },
        { field: 'sn', message: 'validation.required', values: null },
        { field: 'profileImage', message: 'validation.url', values: null },
      ],
    });
  });

  it('saves a change with the revision, and a stale revision is a CONFLICT that changes nothing', async () => {
    const client = await signedIn(3);
    const before = await profileOf(client);
    const saved = await client.request<{
      updateProfile: { rev: string; values: Profile['values'] };
    }>(UPDATE, {
      input: {
        rev: before.rev,
        operations: [{ operation: 'replace', field: '/city', value: 'Lyon' }],
      },
    });
    expect(saved.errors).toBeUndefined();
    expect(saved.data?.updateProfile.values.city).toBe('Lyon');
    expect(saved.data?.updateProfile.rev).not.toBe(before.rev);

    const stale = await client.request(UPDATE, {
      input: {
        rev: before.rev,
        operations: [{ operation: 'replace', field: '/city', value: 'Nantes' }],
      },
    });
    expect(stale.errors?.[0]?.extensions?.code).toBe('CONFLICT');
    expect((await profileOf(client)).values.city).toBe('Lyon');
  });

  it("answers the platform's policy refusal of a save per field, translated", async () => {
    const client = await signedIn(4);
    const { rev } = await profileOf(client);
    const refused = await client.request(UPDATE, {
      input: {
        rev,
        operations: [{ operation: 'replace', field: '/userName', value: userNames[5] }],
      },
    });
    expect(refused.errors?.[0]?.extensions).toEqual({
      code: 'BAD_USER_INPUT',
      fieldErrors: [{ field: 'userName', message: 'validation.unique' }],
    });
  });

  it('toggles a preference', async () => {
    const client = await signedIn(6);
    const { rev } = await profileOf(client);
    const saved = await client.request<{
      updateProfile: { preferences: { name: string; enabled: boolean }[] };
    }>(UPDATE, {
      input: {
        rev,
        operations: [{ operation: 'replace', field: '/preferences/marketing', value: true }],
      },
    });
    expect(saved.data?.updateProfile.preferences).toContainEqual({
      name: 'marketing',
      enabled: true,
    });
  });
});

describe('personal data sharing consent', () => {
  it('lists the consentable mappings, records consent with its date and withdraws it', async () => {
    const client = await signedIn(7);
    const listed = await client.request<{
      consentMappings: { id: string; consented: boolean; consentDate: string | null }[];
    }>(CONSENT);
    expect(listed.data?.consentMappings).toEqual([
      {
        id: 'managedBravo_user_systemMarketingCrmContact',
        displayName: 'Marketing CRM',
        description:
          'Your name, email address and preferences, so that offers can be tailored to you.',
        consented: false,
        consentDate: null,
      },
      {
        id: 'managedBravo_user_systemLoyaltyMember',
        displayName: 'Partner loyalty programme',
        description: 'Your name and postal address, to credit loyalty points at partner shops.',
        consented: false,
        consentDate: null,
      },
    ]);

    const crm = 'managedBravo_user_systemMarketingCrmContact';
    const first = await profileOf(client);
    const allowed = await client.request<{
      setConsent: { rev: string; values: Profile['values'] };
    }>(SET_CONSENT, { input: { rev: first.rev, mapping: crm, consented: true } });
    expect(allowed.errors).toBeUndefined();
    const consented = allowed.data!.setConsent.values.consentedMappings as {
      mapping: string;
      consentDate: string;
    }[];
    expect(consented.map((entry) => entry.mapping)).toEqual([crm]);
    expect(Number.isNaN(Date.parse(consented[0]!.consentDate))).toBe(false);
    const after = await client.request<{
      consentMappings: { id: string; consented: boolean; consentDate: string | null }[];
    }>(CONSENT);
    expect(after.data?.consentMappings.find((mapping) => mapping.id === crm)).toMatchObject({
      consented: true,
      consentDate: consented[0]!.consentDate,
    });

    const stale = await client.request(SET_CONSENT, {
      input: { rev: first.rev, mapping: crm, consented: false },
    });
    expect(stale.errors?.[0]?.extensions?.code).toBe('CONFLICT');

    const denied = await client.request<{ setConsent: { values: Profile['values'] } }>(
      SET_CONSENT,
      { input: { rev: allowed.data!.setConsent.rev, mapping: crm, consented: false } },
    );
    expect(denied.data?.setConsent.values.consentedMappings).toEqual([]);
  });

  it('refuses a mapping that does not exist or is not a mapping name', async () => {
    const client = await signedIn(8);
    const { rev } = await profileOf(client);
    const unknown = await client.request(SET_CONSENT, {
      input: { rev, mapping: 'managedAlpha_user_systemMarketingCrmContact', consented: true },
    });
    expect(unknown.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const malformed = await client.request(SET_CONSENT, {
      input: { rev, mapping: '../../config', consented: true },
    });
    expect(malformed.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fieldErrors: [{ field: 'input.mapping', message: 'validation.invalid_format' }],
    });
  });
});

describe('account controls', () => {
  it('serves the whole readable profile for download', async () => {
    const client = await signedIn(9);
    const result = await client.request<{ profileData: Record<string, unknown> }>(PROFILE_DATA);
    expect(result.data?.profileData).toMatchObject({
      userName: userNames[9],
      accountStatus: 'active',
    });
    expect(result.data?.profileData).toHaveProperty('_id');
    expect(result.data?.profileData).not.toHaveProperty('password');
  });

  it('deletes the account: the session no longer works and signing in again fails', async () => {
    const client = await signedIn(10);
    const { id } = await profileOf(client);
    const deleted = await client.request(DELETE_ACCOUNT);
    expect(deleted.data).toEqual({ deleteAccount: true });
    expect(await findManagedObject(stack.platform.db, `${REALM}_user`, id)).toBeUndefined();
    expect((await client.request(PROFILE)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');

    const again = await signIn(new GraphQLClient(stack.url), {
      realm: REALM,
      username: userNames[10]!,
      password: PASSWORD,
    });
    expect(again.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(again.errors?.[0]?.message).toBe('Login failure');
  });

  it('needs a signed-in user', async () => {
    const anonymous = new GraphQLClient(stack.url);
    expect((await anonymous.request(DELETE_ACCOUNT)).errors?.[0]?.extensions?.code).toBe(
      'UNAUTHENTICATED',
    );
    expect((await anonymous.request(PROFILE_DATA)).errors?.[0]?.extensions?.code).toBe(
      'UNAUTHENTICATED',
    );
  });
});
