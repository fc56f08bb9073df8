import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { applyTheme } from '../../../src/ui/app/boot/apply-theme.js';
import { FALLBACK_FAVICON } from '../../../src/ui/theme/theme-logos.js';
import { CONTRAST_SETTINGS, STARTER_SETTINGS, chosen } from './theme-fixtures.js';

const BUNDLED_FAVICON = '/favicon.svg';
const root = () => document.documentElement;
const variable = (name: string) => root().style.getPropertyValue(name);
const scheme = () => root().getAttribute('data-color-scheme');
const favicon = () => document.head.querySelector('link[rel~="icon"]')?.getAttribute('href');

beforeEach(() => {
  document.head.innerHTML = `<link rel="icon" type="image/svg+xml" href="${BUNDLED_FAVICON}">`;
  root().removeAttribute('style');
  root().removeAttribute('data-color-scheme');
});
afterEach(() => {
  root().removeAttribute('style');
  root().removeAttribute('data-color-scheme');
});

describe('applyTheme', () => {
  it('sets the colours, font, shapes and journey look of the chosen theme', () => {
    applyTheme(chosen(STARTER_SETTINGS), root());
    expect(variable('--ic-primary')).toBe('#324054');
    expect(variable('--ic-primary-hover')).toBe('#242e3c');
    expect(variable('--ic-on-primary')).toBe('#ffffff');
    expect(variable('--ic-link')).toBe('#0b66c3');
    expect(variable('--ic-link-active')).toBe('#08519b');
    expect(variable('--ic-danger')).toBe('#c62828');
    expect(variable('--ic-success')).toBe('#1b7a3c');
    expect(variable('--ic-background')).toBe('#ffffff');
    expect(variable('--ic-text')).toBe('#23282e');
    expect(variable('--ic-topbar-background')).toBe('#ffffff');
    expect(variable('--ic-topbar-text')).toBe('#455469');
    expect(variable('--ic-nav-text')).toBe('#455469');
    expect(variable('--ic-journey-background')).toBe('#324054');
    expect(variable('--ic-journey-card-background')).toBe('#ffffff');
    expect(variable('--ic-journey-input-border')).toBe('#6b7a8c');
    expect(variable('--ic-font-family')).toMatch(/^'Open Sans', system-ui/);
    expect(variable('--ic-button-radius')).toBe('5px');
    expect(variable('--ic-card-radius')).toBe('4px');
    expect(variable('--ic-journey-card-radius')).toBe('4px');
    expect(variable('--ic-logo-height')).toBe('40px');
    expect(variable('--ic-card-shadow')).toContain('0 1px 3px');
    expect(scheme()).toBe('light');
    expect(variable('--ic-journey-background-text')).toBe('#ffffff');
    expect(favicon()).toBe('https://cdn.example.com/starter.ico');
  });

  it('lets a dark background decide the dark colour scheme', () => {
    applyTheme(chosen(CONTRAST_SETTINGS), root());
    expect(scheme()).toBe('dark');
    expect(variable('--ic-primary')).toBe('#ffd60a');
  });

  it('uses the spec defaults for rounding, radius, shadow and logo height the theme leaves out', () => {
    applyTheme(chosen({ buttonRounded: 'round', accountCardShadow: 0 }), root());
    expect(variable('--ic-button-radius')).toBe('5px');
    expect(variable('--ic-card-shadow')).toBe('none');
    expect(variable('--ic-logo-height')).toBe('40px');
    expect(scheme()).toBeNull();
  });

  it('ignores values that are not colours, fonts or image addresses', () => {
    applyTheme(
      chosen({
        primaryColor: 'red; background: url(https://evil.example/x)',
        linkColor: 'url(javascript:alert(1))',
        fontFamily: "x'; } body { display: none",
        backgroundImage: 'javascript:alert(1)',
        favicon: 'javascript:alert(1)',
      }),
      root(),
    );
    expect(variable('--ic-primary')).toBe('');
    expect(variable('--ic-link')).toBe('');
    expect(variable('--ic-font-family')).toBe('');
    expect(variable('--ic-journey-background-image')).toBe('');
    expect(favicon()).toBe(FALLBACK_FAVICON);
  });

  it('takes the family of a font given as family and variants, and a background image', () => {
    applyTheme(
      chosen({
        fontFamily: { family: 'Roboto Slab', variants: ['regular', '700'] },
        backgroundImage: 'https://cdn.example.com/bg.jpg',
      }),
      root(),
    );
    expect(variable('--ic-font-family')).toMatch(/^'Roboto Slab', /);
    expect(variable('--ic-journey-background-image')).toBe('url("https://cdn.example.com/bg.jpg")');
  });

  it('uses the fallback favicon and the bundled look when no theme matched', () => {
    applyTheme(chosen(STARTER_SETTINGS), root());
    applyTheme({ kind: 'fallback' }, root());
    expect(variable('--ic-primary')).toBe('');
    expect(variable('--ic-button-radius')).toBe('');
    expect(favicon()).toBe(FALLBACK_FAVICON);
  });

  it('applies nothing when the themes could not be loaded', () => {
    applyTheme({ kind: 'empty' }, root());
    expect(root().getAttribute('style') ?? '').toBe('');
    expect(scheme()).toBeNull();
    expect(favicon()).toBe(BUNDLED_FAVICON);
  });

  it('puts the page favicon back after a theme had replaced it', () => {
    applyTheme(chosen(STARTER_SETTINGS), root());
    applyTheme({ kind: 'empty' }, root());
    expect(favicon()).toBe(BUNDLED_FAVICON);
    expect(variable('--ic-primary')).toBe('');
    expect(scheme()).toBeNull();
  });
});
