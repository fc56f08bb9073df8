import { describe, expect, it } from 'vitest';
import {
  CATALOGUES,
  compareCatalogues,
  flatten,
  keyGroups,
  placeholders,
  pluralCategories,
  TRANSLATIONS,
} from './catalogue.js';

const en = flatten(CATALOGUES.en);

describe('the en catalogue', () => {
  it('keeps the exact texts of the spec', () => {
    expect(en.get('errors.generic')).toBe('Something went wrong, please try again.');
    expect(en.get('errors.upstreamUnavailable')).toBe('Issue connecting to the server.');
    expect(en.get('errors.loginFailure')).toBe("Sorry that isn't right. Try again.");
    expect(en.get('validation.kbaDuplicateQuestions')).toBe(
      'Custom questions cannot be duplicates',
    );
  });

  it('has no empty message and every plural key in all of its forms', () => {
    expect([...en].filter(([, message]) => message.trim() === '')).toEqual([]);
    for (const [base, categories] of keyGroups(en)) {
      if (categories.size > 0) expect([...categories].sort(), base).toEqual(pluralCategories('en'));
    }
  });
});

describe.each(TRANSLATIONS)('the %s catalogue', (language) => {
  const translation = CATALOGUES[language];
  const messages = flatten(translation);

  it('has every key of en, no other key, the plural forms it needs and the same placeholders', () => {
    expect(compareCatalogues(CATALOGUES.en, translation, language)).toEqual({
      missing: [],
      extra: [],
      plurals: [],
      placeholders: [],
    });
  });

  it('has no empty message and translates nearly everything', () => {
    expect([...messages].filter(([, message]) => message.trim() === '')).toEqual([]);
    const same = [...en].filter(([key, message]) => messages.get(key) === message);
    expect(same.length / en.size).toBeLessThan(0.05);
  });
});

describe('the catalogue comparison', () => {
  const reference = {
    shell: { signOut: 'Sign out', greeting: 'Hello {{name}}' },
    items_one: '{{count}} item',
    items_other: '{{count}} items',
  };

  it('notices a missing key, an extra key, a missing plural form and a renamed interpolation', () => {
    const broken = {
      shell: { greeting: 'Bonjour {{nom}}', extra: 'En trop' },
      items_one: '{{count}} élément',
      items_other: '{{count}} éléments',
    };
    expect(compareCatalogues(reference, broken, 'fr')).toEqual({
      missing: ['shell.signOut'],
      extra: ['shell.extra'],
      plurals: ['items: one,other'],
      placeholders: ['shell.greeting: {{name}} → {{nom}}'],
    });
  });

  it('accepts a complete translation', () => {
    const complete = {
      items_one: '{{count}} Element',
      items_other: '{{count}} Elemente',
      shell: { greeting: 'Hallo {{name}}', signOut: 'Abmelden' },
    };
    expect(compareCatalogues(reference, complete, 'de')).toEqual({
      missing: [],
      extra: [],
      plurals: [],
      placeholders: [],
    });
  });

  it('reads interpolation names, formats and nestings', () => {
    expect(placeholders('Hi {{ name }}, {{fields,list}} $t(app.name)')).toEqual([
      '$t(app.name)',
      '{{fields, list}}',
      '{{name}}',
    ]);
  });
});

describe('French typography', () => {
  const messages = [...flatten(CATALOGUES.fr)];
  const prose = (message: string) =>
    message.replace(/\{\{[^}]*\}\}|https?:\/\/\S*|&\{[^}]*\}|<[^>]*>/g, '');

  it('puts a no-break space before ? ! ; : and inside « »', () => {
    const loose = messages.filter(([, message]) =>
      /(^|[^\u00a0\u202f])[?!;:]|«(?!\u00a0)|(?<!\u00a0)»/.test(prose(message)),
    );
    expect(loose.map(([key]) => key)).toEqual([]);
  });

  it('uses the typographic apostrophe', () => {
    expect(messages.filter(([, message]) => message.includes("'"))).toEqual([]);
  });
});
