import { THEME_DEFAULTS } from '../../domain/constants.js';
import { colourScheme, themeColour } from './theme-colour.js';
import { themeImageUrl, themeSize, type ThemeSettings } from './theme-values.js';

/** Theme colour settings and the CSS custom properties each one sets. */
const COLOUR_VARIABLES: Readonly<Record<string, readonly string[]>> = {
  primaryColor: ['--ic-primary'],
  primaryOffColor: ['--ic-primary-hover'],
  textColor: ['--ic-on-primary'],
  linkColor: ['--ic-link', '--ic-focus-ring'],
  linkActiveColor: ['--ic-link-active'],
  dangerColor: ['--ic-danger'],
  successColor: ['--ic-success'],
  backgroundColor: ['--ic-journey-background'],
  profileBackgroundColor: ['--ic-background'],
  accountCardBackgroundColor: ['--ic-surface'],
  accountCardTextColor: ['--ic-text'],
  accountCardHeaderColor: ['--ic-heading'],
  accountCardInputBackgroundColor: ['--ic-input-background'],
  accountCardInputTextColor: ['--ic-input-text'],
  accountCardInputBorderColor: ['--ic-input-border'],
  topBarBackgroundColor: ['--ic-topbar-background'],
  topBarTextColor: ['--ic-topbar-text'],
  topBarHeaderColor: ['--ic-topbar-heading'],
  topBarBorderColor: ['--ic-topbar-border'],
  accountNavigationBackgroundColor: ['--ic-nav-background'],
  accountNavigationTextColor: ['--ic-nav-text'],
  accountNavigationToggleBorderColor: ['--ic-nav-toggle-border'],
  journeyCardBackgroundColor: ['--ic-journey-card-background'],
  journeyCardTextColor: ['--ic-journey-card-text'],
  journeyCardTitleColor: ['--ic-journey-card-title'],
  journeyInputBackgroundColor: ['--ic-journey-input-background'],
  journeyInputTextColor: ['--ic-journey-input-text'],
  journeyInputBorderColor: ['--ic-journey-input-border'],
  journeyInputLabelColor: ['--ic-journey-input-label'],
};

/** Every property a theme can set, so that applying another theme first clears them all. */
export const THEME_VARIABLE_NAMES: readonly string[] = [
  ...new Set(Object.values(COLOUR_VARIABLES).flat()),
  '--ic-font-family',
  '--ic-button-radius',
  '--ic-card-radius',
  '--ic-card-shadow',
  '--ic-journey-card-radius',
  '--ic-journey-card-shadow',
  '--ic-journey-background-image',
  '--ic-journey-background-text',
  '--ic-logo-height',
];

const FALLBACK_FONTS =
  "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";
const FONT_NAME = /^[\p{L}\p{N} _-]{1,80}$/u;

/** The family name of the `fontFamily` setting, a string or `{ family, variants }`. */
function fontFamilyName(value: unknown): string | undefined {
  const family =
    typeof value === 'string'
      ? value
      : value !== null && typeof value === 'object' && 'family' in value
        ? value.family
        : undefined;
  if (typeof family !== 'string') return undefined;
  const trimmed = family.trim().replace(/^['"]|['"]$/g, '');
  return FONT_NAME.test(trimmed) ? trimmed : undefined;
}

/** A colour for each colour scheme, switched as in theme.css. */
function perScheme(light: string, dark: string): string {
  return `var(--ic-if-light, ${light}) var(--ic-if-dark, ${dark})`;
}

/**
 * A card shadow of strength `level`: 0 is none, the default 3 is the bundled look. The shadow's
 * colour follows the colour scheme.
 */
function cardShadow(level: number): string {
  if (level <= 0) return 'none';
  const blur = level;
  const spread = Math.max(1, level - 1);
  const offset = Math.max(1, Math.round(level / 3));
  return [
    `0 ${offset}px ${blur}px ${perScheme('rgb(0 0 0 / 12%)', 'rgb(0 0 0 / 50%)')}`,
    `0 ${offset}px ${spread}px ${perScheme('rgb(0 0 0 / 8%)', 'rgb(0 0 0 / 30%)')}`,
  ].join(', ');
}

/**
 * The colour scheme the theme's background decides, if any: shown as `data-color-scheme`, it
 * switches the bundled colours the theme leaves out to match.
 */
export function themeColourScheme(settings: ThemeSettings): 'dark' | 'light' | undefined {
  const background =
    themeColour(settings['profileBackgroundColor']) ??
    themeColour(settings['accountCardBackgroundColor']) ??
    themeColour(settings['journeyCardBackgroundColor']) ??
    themeColour(settings['backgroundColor']);
  return colourScheme(background);
}

/** Text that stays readable straight on the journey background. */
function journeyBackgroundText(settings: ThemeSettings): string | undefined {
  const scheme = colourScheme(themeColour(settings['backgroundColor']));
  if (!scheme) return undefined;
  return scheme === 'dark' ? '#ffffff' : '#1c2430';
}

/** The CSS custom properties a theme's settings set; settings it lacks leave the bundled look. */
export function themeVariables(settings: ThemeSettings): Record<string, string> {
  const variables: Record<string, string> = {};
  for (const [setting, names] of Object.entries(COLOUR_VARIABLES)) {
    const value = themeColour(settings[setting]);
    if (value) for (const name of names) variables[name] = value;
  }
  const font = fontFamilyName(settings['fontFamily']);
  if (font) variables['--ic-font-family'] = `'${font}', ${FALLBACK_FONTS}`;

  variables['--ic-button-radius'] =
    `${themeSize(settings['buttonRounded'], THEME_DEFAULTS.buttonRounded)}px`;
  variables['--ic-card-radius'] = `${THEME_DEFAULTS.cardRadius}px`;
  variables['--ic-card-shadow'] = cardShadow(
    themeSize(settings['accountCardShadow'], THEME_DEFAULTS.cardShadow),
  );
  variables['--ic-journey-card-radius'] =
    `${themeSize(settings['journeyCardBorderRadius'], THEME_DEFAULTS.cardRadius)}px`;
  variables['--ic-journey-card-shadow'] = cardShadow(
    themeSize(settings['journeyCardShadow'], THEME_DEFAULTS.cardShadow),
  );
  variables['--ic-logo-height'] =
    `${themeSize(settings['logoHeight'], THEME_DEFAULTS.logoHeight)}px`;

  const image = themeImageUrl(settings['backgroundImage']);
  if (image) variables['--ic-journey-background-image'] = `url("${image}")`;
  const backgroundText = journeyBackgroundText(settings);
  if (backgroundText) variables['--ic-journey-background-text'] = backgroundText;
  return variables;
}
