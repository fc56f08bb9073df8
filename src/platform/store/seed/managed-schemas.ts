import { managedUserObject } from '../../../domain/realms.js';
import { PROFILE_TEXT_MAX_LENGTH } from '../../../domain/validation/profile-rules.js';

const NULLABLE_STRING = ['string', 'null'];
const WITHIN_LENGTH = {
  policyId: 'maximum-length',
  params: { maxLength: PROFILE_TEXT_MAX_LENGTH },
};

/** A text property, held to the profile's text length besides any policies of its own. */
function text(
  title: string,
  description: string,
  {
    policies = [],
    ...options
  }: {
    policies?: { policyId: string; params?: Record<string, unknown> }[];
    [option: string]: unknown;
  } = {},
) {
  return {
    title,
    description,
    type: NULLABLE_STRING,
    viewable: true,
    userEditable: true,
    searchable: true,
    isPersonal: true,
    ...options,
    policies: [...policies, WITHIN_LENGTH],
  };
}

function userSchema(realm: string) {
  const object = managedUserObject(realm);
  const realmTitle =
    realm === 'root' ? 'Root realm' : `${realm[0]!.toUpperCase()}${realm.slice(1)} realm`;
  return {
    $schema: 'http://forgerock.org/json-schema#',
    type: 'object',
    title: `${realmTitle} - Users`,
    description: `${realmTitle} - Users`,
    icon: 'fa-user',
    'mat-icon': 'people',
    properties: {
      userName: text('Username', 'Username', {
        type: 'string',
        minLength: 1,
        policies: [
          { policyId: 'valid-username' },
          { policyId: 'cannot-contain-characters', params: { forbiddenChars: ['/'] } },
          { policyId: 'minimum-length', params: { minLength: 1 } },
        ],
      }),
      password: {
        title: 'Password',
        description: 'Password',
        type: 'string',
        viewable: false,
        userEditable: true,
        searchable: false,
        scope: 'private',
        isProtected: true,
        isPersonal: false,
        policies: [
          { policyId: 'minimum-length', params: { minLength: 8 } },
          { policyId: 'maximum-length', params: { maxLength: 128 } },
          { policyId: 'at-least-X-capitals', params: { numCaps: 1 } },
          { policyId: 'at-least-X-lowercase', params: { numLower: 1 } },
          { policyId: 'at-least-X-numbers', params: { numNums: 1 } },
          { policyId: 'at-least-X-symbols', params: { numSymbols: 1 } },
          {
            policyId: 'cannot-contain-others',
            params: { disallowedFields: ['userName', 'givenName', 'sn'] },
          },
          { policyId: 'dictionary' },
          { policyId: 'is-new', params: { historyLength: 4 } },
          {
            policyId: 're-auth-required',
            params: { exceptRoles: ['internal/role/openidm-admin', 'internal/role/openidm-cert'] },
          },
        ],
      },
      givenName: text('First Name', 'First Name', { type: 'string' }),
      sn: text('Last Name', 'Last Name', { type: 'string' }),
      mail: text('Email Address', 'Email Address', {
        type: 'string',
        policies: [{ policyId: 'valid-email-address-format' }],
      }),
      description: text('Description', 'Description', { isPersonal: false }),
      accountStatus: text('Status', 'Status', {
        type: 'string',
        userEditable: false,
        isPersonal: false,
        enum: ['active', 'inactive', 'blocked'],
        default: 'active',
      }),
      telephoneNumber: text('Telephone Number', 'Telephone Number', {
        pattern: '^\\+?([0-9\\- \\(\\)])*$',
      }),
      postalAddress: text('Address 1', 'Address 1'),
      city: text('City', 'City'),
      postalCode: text('Postal Code', 'Postal Code'),
      country: text('Country', 'Country'),
      stateProvince: text('State/Province', 'State/Province'),
      company: text('Company', 'Company', { isPersonal: false }),
      manager: {
        title: 'Manager',
        description: 'Manager',
        type: 'relationship',
        viewable: true,
        userEditable: false,
        searchable: false,
        validate: true,
        reverseRelationship: true,
        reversePropertyName: 'reports',
        properties: {
          _ref: { type: 'string' },
          _refProperties: {
            type: 'object',
            properties: { _id: { type: 'string', propName: '_id' } },
          },
        },
        resourceCollection: [
          {
            path: `managed/${object}`,
            label: 'User',
            query: { queryFilter: 'true', fields: ['userName', 'givenName', 'sn'] },
          },
        ],
      },
      aliasList: {
        title: 'User Alias Names List',
        description:
          'List of identity aliases used primarily to record social IdP subjects for this user',
        type: 'array',
        items: { type: 'string', title: 'User Alias Names Items' },
        viewable: true,
        userEditable: true,
        searchable: false,
      },
      preferences: {
        title: 'Preferences',
        description: 'Preferences',
        type: 'object',
        viewable: true,
        userEditable: true,
        searchable: false,
        properties: {
          updates: {
            title: 'Send me news and updates',
            description: 'Send me news and updates',
            type: 'boolean',
          },
          marketing: {
            title: 'Send me special offers and services',
            description: 'Send me special offers and services',
            type: 'boolean',
          },
        },
        order: ['updates', 'marketing'],
      },
      consentedMappings: {
        title: 'Consented Mappings',
        description: 'Consented Mappings',
        type: 'array',
        viewable: true,
        userEditable: true,
        searchable: false,
        items: {
          type: 'object',
          title: 'Consented Mappings Item',
          properties: {
            mapping: { title: 'Mapping', type: 'string' },
            consentDate: { title: 'Consent Date', type: 'string' },
          },
          order: ['mapping', 'consentDate'],
          required: ['mapping', 'consentDate'],
        },
      },
      profileImage: text('Profile Image', 'Profile Image', {
        isPersonal: false,
        policies: [{ policyId: 'valid-url' }],
      }),
      lastSync: {
        title: 'Last Sync timestamp',
        description: 'Last Sync timestamp',
        type: 'object',
        viewable: false,
        userEditable: false,
        searchable: false,
        scope: 'private',
        properties: {
          effectiveAssignments: { type: 'array', items: { type: 'object' } },
          timestamp: { type: 'string' },
        },
      },
    },
    order: [
      'userName',
      'password',
      'givenName',
      'sn',
      'mail',
      'description',
      'accountStatus',
      'telephoneNumber',
      'postalAddress',
      'city',
      'postalCode',
      'country',
      'stateProvince',
      'company',
      'manager',
      'aliasList',
      'preferences',
      'consentedMappings',
      'profileImage',
      'lastSync',
    ],
    required: ['userName', 'givenName', 'sn', 'mail'],
  };
}

/** The `managed` configuration: one user object per seeded realm. */
export function managedConfig(realms: readonly string[]) {
  return {
    objects: realms.map((realm) => ({ name: managedUserObject(realm), schema: userSchema(realm) })),
  };
}
