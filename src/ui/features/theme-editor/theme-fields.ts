import {
  THEME_COLOUR_GROUPS,
  type THEME_COLOUR_FIELDS,
  type THEME_HTML_FIELDS,
} from '../../../domain/theme.js';
import type { ScriptField } from './theme-drafts.js';

type ColourField = (typeof THEME_COLOUR_FIELDS)[number];
export type HtmlField = (typeof THEME_HTML_FIELDS)[number];

export interface ColourGroup {
  id: keyof typeof THEME_COLOUR_GROUPS;
  fields: readonly ColourField[];
}

/** Every colour the shared theme rules check, grouped by where it shows. */
export const COLOUR_GROUPS: readonly ColourGroup[] = Object.entries(THEME_COLOUR_GROUPS).map(
  ([id, fields]) => ({ id: id as ColourGroup['id'], fields }),
);

export type TextField =
  | 'logo'
  | 'logoAltText'
  | 'logoProfile'
  | 'logoProfileAltText'
  | 'logoProfileCollapsed'
  | 'logoProfileCollapsedAltText'
  | 'favicon'
  | 'backgroundImage'
  | 'fontFamily';

export type SizeField =
  | 'logoHeight'
  | 'logoProfileHeight'
  | 'logoProfileCollapsedHeight'
  | 'buttonRounded'
  | 'accountCardShadow'
  | 'journeyCardShadow'
  | 'journeyCardBorderRadius';

export const LOGO_FIELDS: readonly (TextField | SizeField)[] = [
  'logo',
  'logoAltText',
  'logoHeight',
  'logoProfile',
  'logoProfileAltText',
  'logoProfileHeight',
  'logoProfileCollapsed',
  'logoProfileCollapsedAltText',
  'logoProfileCollapsedHeight',
  'favicon',
];

export const STYLE_FIELDS: readonly (TextField | SizeField)[] = [
  'fontFamily',
  'backgroundImage',
  'buttonRounded',
  'accountCardShadow',
  'journeyCardShadow',
  'journeyCardBorderRadius',
];

const SIZE_FIELDS: ReadonlySet<string> = new Set<SizeField>([
  'logoHeight',
  'logoProfileHeight',
  'logoProfileCollapsedHeight',
  'buttonRounded',
  'accountCardShadow',
  'journeyCardShadow',
  'journeyCardBorderRadius',
]);

export function isSizeField(field: TextField | SizeField): field is SizeField {
  return SIZE_FIELDS.has(field);
}

/** Header and footer HTML, each shown only while its `…Enabled` flag is on. */
export const HTML_FIELDS: readonly HtmlField[] = [
  'journeyHeader',
  'journeyFooter',
  'accountFooter',
];

export const SCRIPT_FIELDS: readonly ScriptField[] = [
  'journeyFooterScriptTag',
  'accountFooterScriptTag',
];

export const JOURNEY_LAYOUTS = ['card', 'justified'] as const;

/** The platform's journeys, which a theme can be linked to. */
export const KNOWN_JOURNEYS = [
  'Login',
  'Registration',
  'ResetPassword',
  'ForgottenUsername',
  'UpdatePassword',
] as const;

/** A size as typed: digits become a number, anything else stays text for the rules to refuse. */
export function sizeValue(text: string): number | string {
  const trimmed = text.trim();
  return /^\d{1,4}$/.test(trimmed) ? Number(trimmed) : text;
}

/** The text of a setting for a text box; a `{ family, variants }` font shows its family. */
export function settingText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  if (value !== null && typeof value === 'object' && 'family' in value) {
    return typeof value.family === 'string' ? value.family : '';
  }
  return '';
}

/** A new font family, keeping the variants of a `{ family, variants }` setting. */
export function fontFamilyValue(previous: unknown, family: string): unknown {
  if (previous !== null && typeof previous === 'object' && 'family' in previous) {
    return { ...previous, family };
  }
  return family;
}
