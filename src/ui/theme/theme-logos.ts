import { THEME_DEFAULTS } from '../../domain/constants.js';
import type { ThemeChoice } from '../../domain/theme-choice.js';
import fallbackFaviconUrl from './fallback-favicon.svg?no-inline';
import fallbackLogoUrl from './fallback-logo.svg?no-inline';
import { themeImageUrl, themeSize, type ThemeSettings } from './theme-values.js';

export interface ThemeLogo {
  src: string;
  /** Empty when the theme gives no alt text: the app name is then shown beside the image. */
  alt: string;
  height: number;
}

export interface ThemeLogos {
  /** Above the sign-in journey. */
  journey: ThemeLogo | undefined;
  /** In the top bar while the side menu is open. */
  profile: ThemeLogo | undefined;
  /** In the top bar while the side menu is collapsed. */
  profileCollapsed: ThemeLogo | undefined;
  favicon: string | undefined;
}

export const FALLBACK_LOGO: ThemeLogo = {
  src: fallbackLogoUrl,
  alt: '',
  height: THEME_DEFAULTS.logoHeight,
};
export const FALLBACK_FAVICON = fallbackFaviconUrl;

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

function logo(settings: ThemeSettings, prefix: string, height: number): ThemeLogo | undefined {
  const src = themeImageUrl(settings[prefix]);
  if (!src) return undefined;
  return {
    src,
    alt: text(settings[`${prefix}AltText`]),
    height: themeSize(settings[`${prefix}Height`], height),
  };
}

/** The logos a theme's settings name; the profile logos fall back to the journey logo. */
export function settingsLogos(settings: ThemeSettings): ThemeLogos {
  const journey = logo(settings, 'logo', THEME_DEFAULTS.logoHeight);
  const profile = logo(settings, 'logoProfile', THEME_DEFAULTS.logoHeight) ?? journey;
  return {
    journey,
    profile,
    profileCollapsed: logo(settings, 'logoProfileCollapsed', THEME_DEFAULTS.logoHeight) ?? profile,
    favicon: themeImageUrl(settings['favicon']),
  };
}

const NO_LOGOS: ThemeLogos = {
  journey: undefined,
  profile: undefined,
  profileCollapsed: undefined,
  favicon: undefined,
};

const FALLBACK_LOGOS: ThemeLogos = {
  journey: FALLBACK_LOGO,
  profile: FALLBACK_LOGO,
  profileCollapsed: FALLBACK_LOGO,
  favicon: FALLBACK_FAVICON,
};

/**
 * The logos to show: the chosen theme's (the fallback ones where it names none), the fallback
 * logo and favicon when no theme matched, and none at all when the themes could not be loaded.
 */
export function themeLogos(choice: ThemeChoice | null): ThemeLogos {
  if (choice?.kind === 'chosen') {
    const logos = settingsLogos(choice.theme.settings);
    return {
      journey: logos.journey ?? FALLBACK_LOGO,
      profile: logos.profile ?? FALLBACK_LOGO,
      profileCollapsed: logos.profileCollapsed ?? FALLBACK_LOGO,
      favicon: logos.favicon ?? FALLBACK_FAVICON,
    };
  }
  return choice?.kind === 'fallback' ? FALLBACK_LOGOS : NO_LOGOS;
}
