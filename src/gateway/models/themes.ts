import { randomUUID } from 'node:crypto';
import { checkJsonLimits } from '../../domain/json-limits.js';
import { isValidRealmName, normalizeRealm } from '../../domain/realms.js';
import { realmThemesSchema } from '../../domain/theme.js';
import { jsonLimitError } from '../bounded-json-scalar.js';
import { gatewayError } from '../errors.js';
import type { MutationSaveThemesArgs, ResolversTypes } from '../generated/resolvers-types.js';
import type { IdmClient } from '../upstream/idm.js';
import {
  realmOfThemeKey,
  themeRealmKey,
  type ThemeDocument,
  type ThemeRealmDocument,
} from '../upstream/idm-themes.js';
import { validateInput } from '../validate-input.js';

/** Every field of a stored theme but those the schema names. */
export function themeSettings({
  _id: _omittedId,
  name: _omittedName,
  isDefault: _omittedDefault,
  linkedTrees: _omittedTrees,
  ...settings
}: ThemeDocument): Record<string, unknown> {
  return settings;
}

function toThemeRealm(
  document: ThemeRealmDocument,
  revision: string,
): ResolversTypes['ThemeRealm'] {
  return {
    rev: revision,
    realms: Object.entries(document.realm).map(([key, themes]) => ({
      realm: realmOfThemeKey(key),
      themes,
    })),
  };
}

export async function loadThemeRealm(idm: IdmClient): Promise<ResolversTypes['ThemeRealm']> {
  const { document, revision } = await idm.themeRealm();
  return toThemeRealm(document, revision);
}

/**
 * Replaces one realm's themes in `ui/themerealm`, leaving the other realms as stored. The
 * platform checks the revision again on write, so a concurrent save is a CONFLICT.
 */
export async function saveThemes(
  idm: IdmClient,
  { input }: MutationSaveThemesArgs,
): Promise<ResolversTypes['ThemeRealm']> {
  const realm = normalizeRealm(input.realm);
  if (!isValidRealmName(realm)) {
    throw gatewayError('BAD_USER_INPUT', 'Invalid input', [
      { field: 'realm', message: 'validation.realm' },
    ]);
  }
  const themes = validateInput(realmThemesSchema, input.themes);
  const { document, revision } = await idm.themeRealm();
  if (revision !== input.rev)
    throw gatewayError('CONFLICT', 'The themes were changed by someone else');

  const stored = new Map(
    (document.realm[themeRealmKey(realm)] ?? []).map((theme) => [theme._id, theme]),
  );
  const next: ThemeDocument[] = themes.map(({ id, name, isDefault, linkedTrees, settings }) => ({
    ...(id ? stored.get(id) : undefined),
    ...settings,
    _id: id ?? randomUUID(),
    name: name.trim(),
    isDefault,
    linkedTrees,
  }));
  const nextDocument = { ...document, realm: { ...document.realm, [themeRealmKey(realm)]: next } };
  // Each theme's settings fit the limits; every realm's themes together must fit them too.
  const violation = checkJsonLimits(nextDocument);
  if (violation) throw jsonLimitError(violation, 'themes');
  const saved = await idm.saveThemeRealm(nextDocument, input.rev);
  return toThemeRealm(saved.document, saved.revision);
}
