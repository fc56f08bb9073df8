import { describe, expect, it } from 'vitest';
import { createRandom } from '../../../src/platform/store/seed/prng.js';
import { themeRealmConfig, type SeededTheme } from '../../../src/platform/store/seed/themes.js';

function luminance(hex: string): number {
  const channels = [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16) / 255);
  const [r, g, b] = channels.map((c) =>
    c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4,
  ) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(foreground: string, background: string): number {
  const [light, dark] = [luminance(foreground), luminance(background)].sort((a, b) => b - a) as [
    number,
    number,
  ];
  return (light + 0.05) / (dark + 0.05);
}

const config = themeRealmConfig(createRandom(1));
const themes = Object.values(config.realm).flat();

describe('seeded themes', () => {
  it('gives every realm a light default theme and a dark theme linked to a journey', () => {
    expect(Object.keys(config.realm)).toEqual(['/', 'alpha', 'bravo']);
    const summary = (list: typeof themes) =>
      list.map((theme) => [theme.name, theme.isDefault, theme.linkedTrees]);
    expect(summary(config.realm['/'])).toEqual([
      ['Starter Theme', true, []],
      ['Contrast', false, ['Registration']],
    ]);
    expect(summary(config.realm.alpha)).toEqual(summary(config.realm['/']));
    expect(summary(config.realm.bravo)).toEqual([
      ['Highlander', true, []],
      ['Contrast', false, ['Registration']],
    ]);
    expect(new Set(themes.map((theme) => theme._id)).size).toBe(themes.length);
  });

  it('has the fields the theme screens read', () => {
    for (const theme of themes) {
      expect(theme).toMatchObject({
        logoHeight: '40',
        fontFamily: 'Open Sans',
        buttonRounded: 5,
        journeyLayout: 'card',
        accountFooter: '',
        accountFooterEnabled: false,
      });
      expect(Array.isArray(theme.linkedTrees)).toBe(true);
      expect(theme.logo).toMatch(/^data:image\/svg\+xml;base64,/);
      expect(theme.favicon).toMatch(/^data:image\/svg\+xml;base64,/);
    }
  });

  const pairs: [keyof SeededTheme, keyof SeededTheme][] = [
    ['textColor', 'primaryColor'],
    ['textColor', 'primaryOffColor'],
    ['linkColor', 'profileBackgroundColor'],
    ['linkActiveColor', 'profileBackgroundColor'],
    ['dangerColor', 'profileBackgroundColor'],
    ['successColor', 'profileBackgroundColor'],
    ['topBarTextColor', 'topBarBackgroundColor'],
    ['accountNavigationTextColor', 'accountNavigationBackgroundColor'],
    ['journeyCardTextColor', 'journeyCardBackgroundColor'],
    ['accountCardTextColor', 'accountCardBackgroundColor'],
  ];

  it.each(pairs)('keeps %s on %s at WCAG AA contrast (4.5:1)', (foreground, background) => {
    for (const theme of themes) {
      const ratio = contrast(String(theme[foreground]), String(theme[background]));
      expect(
        ratio,
        `${theme.name}: ${String(theme[foreground])} on ${String(theme[background])}`,
      ).toBeGreaterThanOrEqual(4.5);
    }
  });
});
