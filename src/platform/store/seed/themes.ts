import type { Random } from './prng.js';

interface Palette {
  name: string;
  backgroundColor: string;
  primaryColor: string;
  primaryOffColor: string;
  textColor: string;
  linkColor: string;
  linkActiveColor: string;
  dangerColor: string;
  successColor: string;
  pageTextColor: string;
  surfaceColor: string;
  topBarBackgroundColor: string;
  topBarTextColor: string;
  navigationBackgroundColor: string;
  navigationTextColor: string;
  inputBorderColor: string;
}

const STARTER: Palette = {
  name: 'Starter Theme',
  backgroundColor: '#324054',
  primaryColor: '#324054',
  primaryOffColor: '#242e3c',
  textColor: '#ffffff',
  linkColor: '#0b66c3',
  linkActiveColor: '#08519b',
  dangerColor: '#c62828',
  successColor: '#1b7a3c',
  pageTextColor: '#23282e',
  surfaceColor: '#ffffff',
  topBarBackgroundColor: '#ffffff',
  topBarTextColor: '#455469',
  navigationBackgroundColor: '#ffffff',
  navigationTextColor: '#455469',
  inputBorderColor: '#6b7a8c',
};

const CONTRAST: Palette = {
  name: 'Contrast',
  backgroundColor: '#121212',
  primaryColor: '#ffd60a',
  primaryOffColor: '#e6c000',
  textColor: '#121212',
  linkColor: '#8ab4f8',
  linkActiveColor: '#aecbfa',
  dangerColor: '#ff8a80',
  successColor: '#81c995',
  pageTextColor: '#f1f3f4',
  surfaceColor: '#1e1e1e',
  topBarBackgroundColor: '#000000',
  topBarTextColor: '#ffffff',
  navigationBackgroundColor: '#1e1e1e',
  navigationTextColor: '#e8eaed',
  inputBorderColor: '#9aa0a6',
};

const HIGHLANDER: Palette = {
  name: 'Highlander',
  backgroundColor: '#1b4332',
  primaryColor: '#1b5e3b',
  primaryOffColor: '#134a2d',
  textColor: '#ffffff',
  linkColor: '#1a6b45',
  linkActiveColor: '#12502f',
  dangerColor: '#b3261e',
  successColor: '#2e7d32',
  pageTextColor: '#1f2a24',
  surfaceColor: '#fbfaf5',
  topBarBackgroundColor: '#1b4332',
  topBarTextColor: '#ffffff',
  navigationBackgroundColor: '#f1efe6',
  navigationTextColor: '#1f2a24',
  inputBorderColor: '#5f6f66',
};

function svgDataUri(svg: string): string {
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

function logo(palette: Palette): string {
  return svgDataUri(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 40"><rect width="40" height="40" rx="8" fill="${palette.primaryColor}"/><circle cx="20" cy="20" r="9" fill="${palette.textColor}"/><rect x="50" y="14" width="66" height="12" rx="6" fill="${palette.primaryOffColor}"/></svg>`,
  );
}

function favicon(palette: Palette): string {
  return svgDataUri(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="6" fill="${palette.primaryColor}"/><circle cx="16" cy="16" r="7" fill="${palette.textColor}"/></svg>`,
  );
}

function theme(random: Random, palette: Palette, isDefault: boolean, linkedTrees: string[]) {
  const logoUri = logo(palette);
  return {
    _id: random.uuid(),
    name: palette.name,
    isDefault,
    linkedTrees,
    logo: logoUri,
    logoAltText: `${palette.name} logo`,
    logoHeight: '40',
    logoProfile: logoUri,
    logoProfileAltText: `${palette.name} logo`,
    logoProfileHeight: '24',
    logoProfileCollapsed: favicon(palette),
    logoProfileCollapsedAltText: `${palette.name} icon`,
    logoProfileCollapsedHeight: '24',
    favicon: favicon(palette),
    fontFamily: 'Open Sans',
    backgroundColor: palette.backgroundColor,
    backgroundImage: '',
    primaryColor: palette.primaryColor,
    primaryOffColor: palette.primaryOffColor,
    textColor: palette.textColor,
    linkColor: palette.linkColor,
    linkActiveColor: palette.linkActiveColor,
    dangerColor: palette.dangerColor,
    successColor: palette.successColor,
    buttonRounded: 5,
    profileBackgroundColor: palette.surfaceColor,
    topBarBackgroundColor: palette.topBarBackgroundColor,
    topBarTextColor: palette.topBarTextColor,
    topBarHeaderColor: palette.topBarTextColor,
    topBarBorderColor: palette.inputBorderColor,
    accountNavigationBackgroundColor: palette.navigationBackgroundColor,
    accountNavigationTextColor: palette.navigationTextColor,
    accountNavigationToggleBorderColor: palette.inputBorderColor,
    accountCardBackgroundColor: palette.surfaceColor,
    accountCardTextColor: palette.pageTextColor,
    accountCardHeaderColor: palette.pageTextColor,
    accountCardInputBackgroundColor: palette.surfaceColor,
    accountCardInputTextColor: palette.pageTextColor,
    accountCardInputBorderColor: palette.inputBorderColor,
    accountCardShadow: 3,
    accountFooter: '',
    accountFooterEnabled: false,
    accountFooterScriptTag: '',
    accountFooterScriptTagEnabled: false,
    journeyLayout: 'card',
    journeyCardBackgroundColor: palette.surfaceColor,
    journeyCardTextColor: palette.pageTextColor,
    journeyCardTitleColor: palette.pageTextColor,
    journeyInputBackgroundColor: palette.surfaceColor,
    journeyInputTextColor: palette.pageTextColor,
    journeyInputBorderColor: palette.inputBorderColor,
    journeyInputLabelColor: palette.pageTextColor,
    journeyCardShadow: 3,
    journeyCardBorderRadius: 4,
    journeyHeader: '',
    journeyHeaderEnabled: false,
    journeyFooter: '',
    journeyFooterEnabled: false,
    journeyFooterScriptTag: '',
    journeyFooterScriptTagEnabled: false,
    journeyFocusFirstFocusableItemEnabled: false,
    journeyJustifiedContent: '',
    journeyJustifiedContentEnabled: false,
  };
}

export type SeededTheme = ReturnType<typeof theme>;

/** Journeys the dark theme is linked to, so it shows on them whatever the default is. */
const DARK_THEME_JOURNEYS = ['Registration'];

/** The `ui/themerealm` configuration: per realm a light default theme and a dark journey theme. */
export function themeRealmConfig(random: Random) {
  const realmThemes = (light: Palette) => [
    theme(random, light, true, []),
    theme(random, CONTRAST, false, DARK_THEME_JOURNEYS),
  ];
  return {
    realm: {
      '/': realmThemes(STARTER),
      alpha: realmThemes(STARTER),
      bravo: realmThemes(HIGHLANDER),
    },
  };
}
