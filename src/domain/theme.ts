import * as z from 'zod/mini';
import { maxItemsCheck, ruleCheck } from './validation/rule-check.js';

/** CSS colours a theme may hold: hex, rgb()/rgba(), hsl()/hsla() or a plain colour name. */
const COLOUR =
  /^(#[0-9a-f]{3,4}|#[0-9a-f]{6}|#[0-9a-f]{8}|(rgb|hsl)a?\([\d\s.,%/]+\)|[a-z]{3,20})$/i;
const JOURNEY_NAME = /^[A-Za-z0-9_-]{1,64}$/;
const MAX_HTML_LENGTH = 200_000;
/** Themes a realm may hold, and journeys a theme may be linked to. */
const THEME_LIMITS = { themes: 50, linkedTrees: 100 } as const;

/** Every theme colour the rules check, grouped by where it shows. */
export const THEME_COLOUR_GROUPS = {
  brand: [
    'primaryColor',
    'primaryOffColor',
    'textColor',
    'linkColor',
    'linkActiveColor',
    'dangerColor',
    'successColor',
  ],
  account: [
    'profileBackgroundColor',
    'topBarBackgroundColor',
    'topBarTextColor',
    'topBarHeaderColor',
    'accountNavigationBackgroundColor',
    'accountNavigationTextColor',
    'accountCardBackgroundColor',
    'accountCardTextColor',
  ],
  journey: [
    'backgroundColor',
    'journeyCardBackgroundColor',
    'journeyCardTextColor',
    'journeyCardTitleColor',
    'journeyInputBackgroundColor',
    'journeyInputTextColor',
    'journeyInputBorderColor',
    'journeyInputLabelColor',
  ],
} as const;

export const THEME_COLOUR_FIELDS = Object.values(THEME_COLOUR_GROUPS).flat();

export const THEME_HTML_FIELDS = ['accountFooter', 'journeyHeader', 'journeyFooter'] as const;
export const THEME_SCRIPT_FIELDS = ['accountFooterScriptTag', 'journeyFooterScriptTag'] as const;

const colour = z.string().check(z.regex(COLOUR, 'validation.theme.colour'));
const html = z.string().check(z.maxLength(MAX_HTML_LENGTH, 'validation.maxLength'));
const base64 = z.string().check(z.regex(/^[A-Za-z0-9+/]*={0,2}$/, 'validation.theme.base64'));
/** A size in pixels, as the theme stores it: a whole number from 0 to 9999. */
const size = z.union([
  z.number(),
  z.string().check(z.regex(/^\d{1,4}$/, 'themeEditor.validation.size')),
]);

const settingsShape = {
  ...Object.fromEntries(THEME_COLOUR_FIELDS.map((field) => [field, z.optional(colour)])),
  ...Object.fromEntries(THEME_HTML_FIELDS.map((field) => [field, z.optional(html)])),
  ...Object.fromEntries(THEME_SCRIPT_FIELDS.map((field) => [field, z.optional(base64)])),
  fontFamily: z.optional(
    z.union([
      z.string().check(z.maxLength(200, 'validation.maxLength')),
      z.looseObject({ family: z.string(), variants: z.optional(z.array(z.string())) }),
    ]),
  ),
  logo: z.optional(z.string().check(z.maxLength(MAX_HTML_LENGTH, 'validation.maxLength'))),
  favicon: z.optional(z.string().check(z.maxLength(MAX_HTML_LENGTH, 'validation.maxLength'))),
  logoHeight: z.optional(size),
  buttonRounded: z.optional(size),
  accountCardShadow: z.optional(size),
  journeyCardShadow: z.optional(size),
  journeyCardBorderRadius: z.optional(size),
};

const themeInputSchema = z.object({
  id: z.nullish(z.string().check(z.regex(/^[A-Za-z0-9_-]{1,64}$/, 'validation.theme.id'))),
  name: z.string().check(ruleCheck('required'), ruleCheck('maxLength', { length: 64 })),
  isDefault: z.boolean(),
  linkedTrees: z
    .array(z.string().check(z.regex(JOURNEY_NAME, 'validation.tree')))
    .check(maxItemsCheck(THEME_LIMITS.linkedTrees)),
  settings: z.looseObject(settingsShape),
});
export type ThemeInput = z.infer<typeof themeInputSchema>;

/** A realm's list: names unique, exactly one default. */
export const realmThemesSchema = z.array(themeInputSchema).check(
  maxItemsCheck(THEME_LIMITS.themes),
  z.refine((themes) => themes.filter((theme) => theme.isDefault).length === 1, {
    message: 'validation.theme.oneDefault',
  }),
  z.refine(
    (themes) =>
      new Set(themes.map((theme) => theme.name.trim().toLowerCase())).size === themes.length,
    { message: 'validation.theme.uniqueNames' },
  ),
);
