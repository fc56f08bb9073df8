import { safeParse } from 'zod/mini';
import { decodeBase64Chunked, encodeBase64Chunked } from '../../../domain/base64-chunks.js';
import { THEME_DEFAULTS } from '../../../domain/constants.js';
import type { THEME_SCRIPT_FIELDS } from '../../../domain/theme.js';
import { realmThemesSchema, type ThemeInput } from '../../../domain/theme.js';
import { addFirstFailures } from '../../../domain/validation/issue-values.js';

export type ScriptField = (typeof THEME_SCRIPT_FIELDS)[number];

export interface StoredTheme {
  id: string;
  name: string;
  isDefault: boolean;
  linkedTrees: readonly string[];
  settings: unknown;
}

/** A theme as the editor holds it while it is being changed. */
export interface ThemeDraft {
  /** Stable while editing, also for a theme that has no id yet. */
  key: string;
  id: string | null;
  name: string;
  isDefault: boolean;
  linkedTrees: readonly string[];
  /** Every stored setting; footer scripts stay base64 here. */
  settings: Readonly<Record<string, unknown>>;
  /** Footer scripts as plain text, for the ones that were edited. */
  scripts: Readonly<Partial<Record<ScriptField, string>>>;
}

export interface DraftError {
  /** A translation key of the shared rules. */
  message: string;
  values?: Readonly<Record<string, unknown>> | undefined;
}

/** Field errors keyed like the gateway's: `<theme index>.<path>`, '' for the whole list. */
export type DraftErrors = Readonly<Record<string, DraftError>>;

function settingsRecord(value: unknown): Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value)
    ? { ...(value as Record<string, unknown>) }
    : {};
}

export function toDraft(theme: StoredTheme): ThemeDraft {
  return {
    key: theme.id,
    id: theme.id,
    name: theme.name,
    isDefault: theme.isDefault,
    linkedTrees: [...theme.linkedTrees],
    settings: settingsRecord(theme.settings),
    scripts: {},
  };
}

/** The plain text of a footer script, or undefined when the stored value cannot be decoded. */
export function scriptText(draft: ThemeDraft, field: ScriptField): string | undefined {
  const edited = draft.scripts[field];
  if (edited !== undefined) return edited;
  const stored = draft.settings[field];
  if (typeof stored !== 'string' || stored === '') return '';
  try {
    return decodeBase64Chunked(stored);
  } catch {
    return undefined;
  }
}

/** The theme as `saveThemes` takes it: edited footer scripts are encoded again. */
export function toThemeInput(draft: ThemeDraft): ThemeInput {
  const scripts = Object.fromEntries(
    Object.entries(draft.scripts).map(([field, text]) => [field, encodeBase64Chunked(text)]),
  );
  return {
    id: draft.id,
    name: draft.name,
    isDefault: draft.isDefault,
    linkedTrees: [...draft.linkedTrees],
    settings: { ...draft.settings, ...scripts },
  };
}

/** Checks a realm's drafts with the shared theme rules, as the gateway will. */
export function validateDrafts(drafts: readonly ThemeDraft[]): DraftErrors {
  const parsed = safeParse(realmThemesSchema, drafts.map(toThemeInput));
  if (parsed.success) return {};
  const errors = new Map<string, DraftError>();
  addFirstFailures(errors, parsed.error.issues);
  return Object.fromEntries(errors);
}

/** The errors of the theme at `index`, keyed by path within the theme. */
export function themeErrors(errors: DraftErrors, index: number): DraftErrors {
  const prefix = `${index}.`;
  return Object.fromEntries(
    Object.entries(errors)
      .filter(([field]) => field.startsWith(prefix))
      .map(([field, error]) => [field.slice(prefix.length), error]),
  );
}

/** What a new theme starts with: the bundled light look. */
const NEW_THEME_SETTINGS: Readonly<Record<string, unknown>> = {
  backgroundColor: '#f6f7f9',
  primaryColor: '#1b4f9c',
  primaryOffColor: '#163f7d',
  textColor: '#ffffff',
  linkColor: '#1a56a8',
  linkActiveColor: '#123f7c',
  dangerColor: '#b42318',
  successColor: '#1a7f37',
  profileBackgroundColor: '#f6f7f9',
  topBarBackgroundColor: '#ffffff',
  topBarTextColor: '#1c2430',
  topBarHeaderColor: '#1c2430',
  accountNavigationBackgroundColor: '#ffffff',
  accountNavigationTextColor: '#1c2430',
  accountCardBackgroundColor: '#ffffff',
  accountCardTextColor: '#1c2430',
  journeyCardBackgroundColor: '#ffffff',
  journeyCardTextColor: '#1c2430',
  journeyCardTitleColor: '#1c2430',
  journeyInputBackgroundColor: '#ffffff',
  journeyInputTextColor: '#1c2430',
  journeyInputBorderColor: '#7b8594',
  journeyInputLabelColor: '#1c2430',
  fontFamily: '',
  logo: '',
  logoAltText: '',
  logoHeight: THEME_DEFAULTS.logoHeight,
  favicon: '',
  buttonRounded: THEME_DEFAULTS.buttonRounded,
  accountCardShadow: THEME_DEFAULTS.cardShadow,
  journeyCardShadow: THEME_DEFAULTS.cardShadow,
  journeyCardBorderRadius: THEME_DEFAULTS.cardRadius,
  journeyLayout: 'card',
  accountFooter: '',
  accountFooterEnabled: false,
  journeyHeader: '',
  journeyHeaderEnabled: false,
  journeyFooter: '',
  journeyFooterEnabled: false,
  accountFooterScriptTag: '',
  accountFooterScriptTagEnabled: false,
  journeyFooterScriptTag: '',
  journeyFooterScriptTagEnabled: false,
};

/** A name not yet used in the realm: `base`, then `base 2`, `base 3`… */
function unusedName(drafts: readonly ThemeDraft[], base: string): string {
  const taken = new Set(drafts.map((draft) => draft.name.trim().toLowerCase()));
  if (!taken.has(base.toLowerCase())) return base;
  for (let n = 2; ; n += 1) {
    const name = `${base} ${n}`;
    if (!taken.has(name.toLowerCase())) return name;
  }
}

export function newDraft(drafts: readonly ThemeDraft[], key: string, name: string): ThemeDraft {
  return {
    key,
    id: null,
    name: unusedName(drafts, name),
    isDefault: drafts.length === 0,
    linkedTrees: [],
    settings: { ...NEW_THEME_SETTINGS },
    scripts: {},
  };
}

/** Whether the drafts differ from what is stored. */
export function hasChanges(drafts: readonly ThemeDraft[], saved: readonly ThemeDraft[]): boolean {
  return JSON.stringify(drafts.map(toThemeInput)) !== JSON.stringify(saved.map(toThemeInput));
}
