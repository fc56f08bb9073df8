import { managedUserObject, managedUserResource } from '../../../domain/realms.js';

const LDAP_CONNECTOR = 'ldap';

const text = (nativeName: string, required = false) => ({
  type: 'string',
  nativeName,
  nativeType: 'string',
  ...(required && { required }),
});
const texts = (nativeName: string) => ({
  type: 'array',
  items: { type: 'string', nativeType: 'string' },
  nativeName,
  nativeType: 'string',
});

/** An LDAP directory's connector: accounts and groups with their attributes and types. */
const ldapConnector = {
  connectorRef: {
    bundleName: 'org.forgerock.openicf.connectors.ldap-connector',
    bundleVersion: '[1.5.0.0,1.6.0.0)',
    connectorName: 'org.identityconnectors.ldap.LdapConnector',
  },
  configurationProperties: {
    host: 'ldap.example.com',
    port: 636,
    ssl: true,
    baseContexts: ['ou=people,dc=example,dc=com', 'ou=groups,dc=example,dc=com'],
  },
  objectTypes: {
    account: {
      $schema: 'http://json-schema.org/draft-03/schema',
      id: '__ACCOUNT__',
      type: 'object',
      nativeType: '__ACCOUNT__',
      properties: {
        dn: text('__NAME__', true),
        uid: text('uid'),
        cn: text('cn', true),
        sn: text('sn', true),
        givenName: text('givenName'),
        mail: text('mail'),
        telephoneNumber: text('telephoneNumber'),
        description: text('description'),
        employeeType: text('employeeType'),
        departmentNumber: texts('departmentNumber'),
        ldapGroups: texts('ldapGroups'),
        disabled: { type: 'boolean', nativeName: 'disabled', nativeType: 'boolean' },
        accountExpires: { type: 'number', nativeName: 'accountExpires', nativeType: 'long' },
      },
    },
    group: {
      $schema: 'http://json-schema.org/draft-03/schema',
      id: '__GROUP__',
      type: 'object',
      nativeType: '__GROUP__',
      properties: {
        dn: text('__NAME__', true),
        cn: text('cn', true),
        description: text('description'),
        uniqueMember: texts('uniqueMember'),
      },
    },
  },
};

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** A realm's users mapped to the directory's accounts: `managedAlpha_user_systemLdapAccount`. */
export function ldapAccountMapping(realm: string) {
  return {
    name: `managed${capitalised(managedUserObject(realm))}_system${capitalised(LDAP_CONNECTOR)}Account`,
    source: managedUserResource(realm),
    target: `system/${LDAP_CONNECTOR}/account`,
  };
}

/** The directory connector, `provisioner.openicf/ldap`. */
export function connectorConfigObjects(): Record<string, object> {
  return { [`provisioner.openicf/${LDAP_CONNECTOR}`]: ldapConnector };
}
