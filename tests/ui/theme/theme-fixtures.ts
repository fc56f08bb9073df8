import type { RealmTheme, ThemeChoice } from '../../../src/domain/theme-choice.js';

/** The seeded light default theme's settings, as the platform serves them. */
export const STARTER_SETTINGS = {
  logo: 'data:image/svg+xml;base64,PHN2Zy8+',
  logoAltText: 'Starter Theme logo',
  logoHeight: '40',
  logoProfile: 'https://cdn.example.com/starter-profile.svg',
  logoProfileAltText: 'Starter profile logo',
  logoProfileHeight: '24',
  logoProfileCollapsed: 'https://cdn.example.com/starter-icon.svg',
  logoProfileCollapsedAltText: 'Starter icon',
  logoProfileCollapsedHeight: '24',
  favicon: 'https://cdn.example.com/starter.ico',
  fontFamily: 'Open Sans',
  backgroundColor: '#324054',
  backgroundImage: '',
  primaryColor: '#324054',
  primaryOffColor: '#242e3c',
  textColor: '#ffffff',
  linkColor: '#0b66c3',
  linkActiveColor: '#08519b',
  dangerColor: '#c62828',
  successColor: '#1b7a3c',
  buttonRounded: 5,
  profileBackgroundColor: '#ffffff',
  topBarBackgroundColor: '#ffffff',
  topBarTextColor: '#455469',
  topBarHeaderColor: '#455469',
  accountNavigationBackgroundColor: '#ffffff',
  accountNavigationTextColor: '#455469',
  accountCardBackgroundColor: '#ffffff',
  accountCardTextColor: '#23282e',
  accountCardShadow: 3,
  accountFooter: '',
  accountFooterEnabled: false,
  journeyLayout: 'card',
  journeyCardBackgroundColor: '#ffffff',
  journeyCardTextColor: '#23282e',
  journeyCardTitleColor: '#23282e',
  journeyInputBackgroundColor: '#ffffff',
  journeyInputTextColor: '#23282e',
  journeyInputBorderColor: '#6b7a8c',
  journeyInputLabelColor: '#23282e',
  journeyCardShadow: 3,
  journeyCardBorderRadius: 4,
  journeyHeader: '',
  journeyHeaderEnabled: false,
  journeyFooter: '',
  journeyFooterEnabled: false,
};

/** The seeded dark theme linked to the Registration journey. */
export const CONTRAST_SETTINGS = {
  ...STARTER_SETTINGS,
  backgroundColor: '#121212',
  primaryColor: '#ffd60a',
  primaryOffColor: '#e6c000',
  textColor: '#121212',
  profileBackgroundColor: '#1e1e1e',
  accountCardBackgroundColor: '#1e1e1e',
  accountCardTextColor: '#f1f3f4',
  journeyCardBackgroundColor: '#1e1e1e',
  journeyCardTextColor: '#f1f3f4',
};

export function realmTheme(
  settings: Record<string, unknown>,
  rest: Partial<RealmTheme> = {},
): RealmTheme {
  return {
    id: 'starter',
    name: 'Starter Theme',
    isDefault: true,
    linkedTrees: [],
    settings,
    ...rest,
  };
}

export function chosen(settings: Record<string, unknown>): ThemeChoice {
  return { kind: 'chosen', theme: realmTheme(settings) };
}
