/** A theme's stored settings, as the platform keeps them. */
export type ThemeSettings = Readonly<Record<string, unknown>>;

const SAFE_URL = /^(https:\/\/|http:\/\/|\/(?!\/)|data:image\/)[^"'\\\s()]*$/i;
const SIZE = /^\d{1,4}$/;

/** A whole number of pixels from a number or digits, otherwise the default. */
export function themeSize(value: unknown, fallback: number): number {
  if (typeof value === 'number' && Number.isInteger(value) && value >= 0 && value < 10_000) {
    return value;
  }
  if (typeof value === 'string' && SIZE.test(value.trim())) return Number(value.trim());
  return fallback;
}

/** An image address a theme may point at: http(s), same-site paths and inline images. */
export function themeImageUrl(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const trimmed = value.trim();
  return trimmed && SAFE_URL.test(trimmed) ? trimmed : undefined;
}
