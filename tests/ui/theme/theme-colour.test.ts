import { describe, expect, it } from 'vitest';
import {
  colourScheme,
  parseRgb,
  themeColour,
  toHexColour,
} from '../../../src/ui/theme/theme-colour.js';
import { themeColourScheme } from '../../../src/ui/theme/theme-variables.js';
import { CONTRAST_SETTINGS, STARTER_SETTINGS } from './theme-fixtures.js';

describe('theme colours', () => {
  it('accepts CSS colour notations and nothing that could carry other CSS', () => {
    for (const colour of ['#fff', '#ffffff80', 'rgb(1, 2, 3)', 'hsl(120 50% 50% / 0.5)', 'navy']) {
      expect(themeColour(colour)).toBe(colour);
    }
    for (const bad of ['url(x)', 'red;color:blue', 'var(--x)', '', 42]) {
      expect(themeColour(bad)).toBeUndefined();
    }
  });

  it('reads hex, rgb, hsl and common names', () => {
    expect(parseRgb('#324054')).toEqual([50, 64, 84]);
    expect(parseRgb('#fff')).toEqual([255, 255, 255]);
    expect(parseRgb('rgb(10%, 0, 255)')).toEqual([25.5, 0, 255]);
    expect(parseRgb('hsl(0, 100%, 50%)')?.map(Math.round)).toEqual([255, 0, 0]);
    expect(parseRgb('black')).toEqual([0, 0, 0]);
    expect(parseRgb('rebeccapurple')).toBeUndefined();
    expect(toHexColour('rgb(255, 214, 10)')).toBe('#ffd60a');
  });

  it('tells dark colours from light ones', () => {
    expect(colourScheme('#121212')).toBe('dark');
    expect(colourScheme('#324054')).toBe('dark');
    expect(colourScheme('#fbfaf5')).toBe('light');
    expect(colourScheme('#7b8594')).toBe('light');
    expect(colourScheme(undefined)).toBeUndefined();
  });

  it('decides the scheme from the account background of the seeded themes', () => {
    expect(themeColourScheme(STARTER_SETTINGS)).toBe('light');
    expect(themeColourScheme(CONTRAST_SETTINGS)).toBe('dark');
    expect(themeColourScheme({ primaryColor: '#000000' })).toBeUndefined();
  });
});
