export interface RealmTheme {
  id: string;
  name: string;
  isDefault: boolean;
  linkedTrees: readonly string[];
  settings: Readonly<Record<string, unknown>>;
}

export interface ThemeCriteria {
  nodeThemeId?: string | null;
  tree?: string | null;
  storedThemeId?: string | null;
}

export type ThemeChoice =
  { kind: 'chosen'; theme: RealmTheme } | { kind: 'fallback' } | { kind: 'empty' };

function byIdOrName(themes: readonly RealmTheme[], key: string | null | undefined) {
  return key ? themes.find((theme) => theme.id === key || theme.name === key) : undefined;
}

/**
 * Theme choice order: the journey node's theme id, then the theme linked to the tree,
 * then the stored theme id, then the realm's default theme.
 */
export function chooseTheme(
  themes: readonly RealmTheme[],
  { nodeThemeId, tree, storedThemeId }: ThemeCriteria,
): RealmTheme | undefined {
  return (
    byIdOrName(themes, nodeThemeId) ??
    (tree ? themes.find((theme) => theme.linkedTrees.includes(tree)) : undefined) ??
    byIdOrName(themes, storedThemeId) ??
    themes.find((theme) => theme.isDefault)
  );
}

/** A chosen theme, or the fallback logo and favicon when no theme matches. */
export function themeChoice(themes: readonly RealmTheme[], criteria: ThemeCriteria): ThemeChoice {
  const theme = chooseTheme(themes, criteria);
  return theme ? { kind: 'chosen', theme } : { kind: 'fallback' };
}

/** Whether two choices show the same theme (the same chosen theme, or both fallback or empty). */
export function sameThemeChoice(a: ThemeChoice | null, b: ThemeChoice | null): boolean {
  if (a === null || b === null || a.kind !== b.kind) return a === b;
  return a.kind !== 'chosen' || (b.kind === 'chosen' && a.theme.id === b.theme.id);
}
