/** What Login's SelectIdPCallback offers in every seeded realm: Acme ID, then the password. */
export const SEEDED_SIGN_IN_PROVIDERS = [
  {
    provider: 'acme',
    uiConfig: { buttonDisplayName: 'Acme ID', buttonColor: '#4b2bbf', buttonTextColor: '#ffffff' },
  },
  { provider: 'localAuthentication' },
];
