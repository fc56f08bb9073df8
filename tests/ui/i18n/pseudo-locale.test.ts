import { describe, expect, it } from 'vitest';
import { createI18n } from '../../../src/ui/i18n/i18n.js';
import { loadLanguage } from '../../../src/ui/i18n/language-loader.js';
import {
  PSEUDO_CHARACTERS,
  pseudoLocalize,
  pseudoLocalizeTree,
} from '../../../src/ui/i18n/pseudo-locale.js';
import { CATALOGUES, flatten, placeholders } from './catalogue.js';

const UNTOUCHED = /\{\{[^}]*\}\}|\$t\([^)]*\)|<[^>]*>/g;
const visibleLength = (message: string) => message.replace(UNTOUCHED, '').length;

describe('pseudoLocalize', () => {
  it('brackets the message and swaps letters for accented look-alikes', () => {
    const pseudo = pseudoLocalize('Sign out');
    expect(pseudo).toMatch(/^\[Šîĝñ öûţ .+\]$/);
  });

  it('keeps interpolations, nestings and tags exactly as they are', () => {
    const pseudo = pseudoLocalize('Hello {{name}}, see <1>$t(app.name)</1> {{items, list}}');
    expect(pseudo).toContain('{{name}}');
    expect(pseudo).toContain('<1>$t(app.name)</1>');
    expect(pseudo).toContain('{{items, list}}');
    expect(pseudo).toMatch(/^\[Ĥéļļö /);
  });

  it('lengthens every message by 30 to 40 percent', () => {
    for (const message of [
      'Sign out',
      'Something went wrong, please try again.',
      'Notifications',
    ]) {
      const added = visibleLength(pseudoLocalize(message)) - 2 - message.length;
      expect(added / message.length).toBeGreaterThanOrEqual(0.3);
      expect(added / message.length).toBeLessThanOrEqual(0.45);
    }
  });
});

describe('the en-XA pseudo-locale', () => {
  const en = flatten(CATALOGUES.en);
  const pseudo = flatten(pseudoLocalizeTree(CATALOGUES.en));

  it('covers every key of en, bracketed, with the same placeholders', () => {
    expect([...pseudo.keys()]).toEqual([...en.keys()]);
    for (const [key, message] of en) {
      const localized = pseudo.get(key) ?? '';
      expect(localized, key).toMatch(/^\[.*\]$/s);
      expect(placeholders(localized), key).toEqual(placeholders(message));
      expect(visibleLength(localized), key).toBeGreaterThan(visibleLength(message));
    }
  });

  it('leaves no plain ASCII letter outside placeholders', () => {
    const plain = [...pseudo].filter(([, message]) =>
      /[A-Za-z]/.test(message.replace(UNTOUCHED, '')),
    );
    expect(plain.map(([key]) => key)).toEqual([]);
  });

  it('is generated when the language is chosen, not shipped as a file', async () => {
    const i18n = createI18n();
    await loadLanguage(i18n, 'en-XA');
    const signOut = i18n.t('shell.signOut');
    expect(signOut).toMatch(/^\[Šîĝñ öûţ/);
    expect([...signOut].some((character) => PSEUDO_CHARACTERS.has(character))).toBe(true);
    expect(i18n.t('dashboard.greeting.morning', { name: 'Ann' })).toMatch(/^\[Ĝööð ɱöŕñîñĝ, Ann/);
  });
});
