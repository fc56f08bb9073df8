export const uiConfiguration = {
  configuration: {
    lang: 'en',
    defaultLocale: 'en',
    platformSettings: {
      hostedPages: true,
      helpUrl: 'https://support.pingidentity.com/',
      docsUrl: 'https://docs.pingidentity.com/',
    },
  },
};

export const uiFeatures = {
  features: [
    { name: 'governance', enabled: true },
    { name: 'workforce', enabled: true },
    { name: 'automatedReports', enabled: true },
    { name: 'autoAccess', enabled: true },
    { name: 'workflow', enabled: false },
    { name: 'analyticsReporting', enabled: false },
    { name: 'secrets', enabled: false },
    { name: 'serviceAccountUi', enabled: false },
    { name: 'extendedSamlConfig', enabled: false },
    { name: 'newMultiselect', enabled: false },
    { name: 'promotionViaApi', enabled: false },
  ],
};

/** Server-side message overrides, merged over the bundled catalogues. */
export const uiLocales: Record<string, { enduser: object; shared: object }> = {
  fr: {
    enduser: {
      pages: {
        dashboard: {
          widgets: {
            welcome: {
              greeting: 'Bonjour',
              welcomeMessage: 'Bienvenue dans votre espace personnel.',
            },
          },
        },
      },
    },
    shared: { sideMenu: { dashboard: 'Tableau de bord', profile: 'Mon profil' } },
  },
  de: {
    enduser: {
      pages: {
        dashboard: {
          widgets: {
            welcome: {
              greeting: 'Hallo',
              welcomeMessage: 'Willkommen in Ihrem persönlichen Bereich.',
            },
          },
        },
      },
    },
    shared: { sideMenu: { dashboard: 'Übersicht', profile: 'Mein Profil' } },
  },
};
