import { describe, expect, it } from 'vitest';
import { chooseTheme, themeChoice, type RealmTheme } from '../../src/domain/theme-choice.js';

const theme = (id: string, rest: Partial<RealmTheme> = {}): RealmTheme => ({
  id,
  name: `${id} name`,
  isDefault: false,
  linkedTrees: [],
  settings: {},
  ...rest,
});

describe('theme choice order', () => {
  const themes = [
    theme('default', { isDefault: true }),
    theme('linked', { linkedTrees: ['Registration'] }),
    theme('stored'),
    theme('node'),
  ];

  it('node theme id, then tree-linked theme, then stored theme id, then default', () => {
    const all = { nodeThemeId: 'node', tree: 'Registration', storedThemeId: 'stored' };
    expect(chooseTheme(themes, all)?.id).toBe('node');
    expect(chooseTheme(themes, { ...all, nodeThemeId: null })?.id).toBe('linked');
    expect(chooseTheme(themes, { ...all, nodeThemeId: null, tree: 'Login' })?.id).toBe('stored');
    expect(chooseTheme(themes, { tree: 'Login', storedThemeId: 'gone' })?.id).toBe('default');
  });

  it('matches a theme id or a theme name', () => {
    expect(chooseTheme(themes, { nodeThemeId: 'stored name' })?.id).toBe('stored');
  });

  it('falls back to the fallback logo and favicon when nothing matches', () => {
    expect(themeChoice([theme('a')], {})).toEqual({ kind: 'fallback' });
    expect(themeChoice([], { storedThemeId: 'a' })).toEqual({ kind: 'fallback' });
  });
});
