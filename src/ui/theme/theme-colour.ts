/** The colour notations a theme may use, and nothing that could smuggle other CSS in. */
const COLOUR =
  /^(#[0-9a-f]{3,4}|#[0-9a-f]{6}|#[0-9a-f]{8}|(rgb|hsl)a?\([\d\s.,%/]+\)|[a-z]{3,20})$/i;

const NAMED: Readonly<Record<string, readonly [number, number, number]>> = {
  black: [0, 0, 0],
  white: [255, 255, 255],
  red: [255, 0, 0],
  green: [0, 128, 0],
  blue: [0, 0, 255],
  yellow: [255, 255, 0],
  gray: [128, 128, 128],
  grey: [128, 128, 128],
  navy: [0, 0, 128],
  silver: [192, 192, 192],
};

/** A relative luminance below this reads better with light text than with dark text. */
const DARK_LUMINANCE = 0.179;

export type Rgb = readonly [number, number, number];

export function themeColour(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const trimmed = value.trim();
  return COLOUR.test(trimmed) ? trimmed : undefined;
}

function fromHex(hex: string): Rgb | undefined {
  const digits = hex.length <= 4 ? [...hex].map((digit) => digit + digit).join('') : hex;
  const pairs = digits.slice(0, 6).match(/../g);
  if (!pairs || pairs.length !== 3) return undefined;
  const [r = 0, g = 0, b = 0] = pairs.map((pair) => Number.parseInt(pair, 16));
  return [r, g, b];
}

function channel(part: string, scale: number): number {
  return part.endsWith('%') ? (Number.parseFloat(part) / 100) * scale : Number.parseFloat(part);
}

function fromHsl(h: number, s: number, l: number): Rgb {
  const k = (n: number) => (n + h / 30) % 12;
  const a = s * Math.min(l, 1 - l);
  const f = (n: number) => l - a * Math.max(-1, Math.min(k(n) - 3, Math.min(9 - k(n), 1)));
  return [f(0) * 255, f(8) * 255, f(4) * 255];
}

/** The red, green and blue of a theme colour, when its notation says them outright. */
export function parseRgb(value: string): Rgb | undefined {
  const colour = value.trim().toLowerCase();
  if (colour.startsWith('#')) return fromHex(colour.slice(1));
  const named = NAMED[colour];
  if (named) return named;
  const fn = /^(rgb|hsl)a?\(([^)]*)\)$/.exec(colour);
  if (!fn) return undefined;
  const parts = (fn[2] ?? '').split(/[\s,/]+/).filter(Boolean);
  if (parts.length < 3) return undefined;
  const [first = '0', second = '0', third = '0'] = parts;
  if (fn[1] === 'rgb') return [channel(first, 255), channel(second, 255), channel(third, 255)];
  return fromHsl(Number.parseFloat(first), channel(second, 1), channel(third, 1));
}

/** WCAG relative luminance, 0 for black to 1 for white. */
function relativeLuminance([r, g, b]: Rgb): number {
  const linear = (value: number) => {
    const c = Math.min(255, Math.max(0, value)) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** 'dark' or 'light' for a colour that can be read, otherwise undefined. */
export function colourScheme(value: string | undefined): 'dark' | 'light' | undefined {
  const rgb = value === undefined ? undefined : parseRgb(value);
  if (!rgb) return undefined;
  return relativeLuminance(rgb) < DARK_LUMINANCE ? 'dark' : 'light';
}

/** `#rrggbb` for a colour picker, when the colour can be read. */
export function toHexColour(value: string): string | undefined {
  const rgb = parseRgb(value);
  if (!rgb) return undefined;
  const hex = (part: number) =>
    Math.round(Math.min(255, Math.max(0, part)))
      .toString(16)
      .padStart(2, '0');
  return `#${rgb.map(hex).join('')}`;
}
