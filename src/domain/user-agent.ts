/** What a sign-in tells about the browser that made it. */
export interface UserAgentInfo {
  browser: string;
  os: string;
  /** The processor architecture when the user agent says it: amd64, arm64, arm or ia32. */
  cpu: string | null;
}

const UNKNOWN_BROWSER = 'Unknown browser';
const UNKNOWN_OS = 'Unknown OS';

/** The browser a sign-in recorded, or null where its user agent did not say. */
export const knownBrowser = (browser: string | null | undefined): string | null =>
  browser && browser !== UNKNOWN_BROWSER ? browser : null;

/** The operating system a sign-in recorded, or null where its user agent did not say. */
export const knownOs = (os: string | null | undefined): string | null =>
  os && os !== UNKNOWN_OS ? os : null;

const BROWSERS: [RegExp, string][] = [
  [/\bEdg(e|A|iOS)?\//, 'Edge'],
  [/\b(OPR|Opera)\//, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\b(Firefox|FxiOS)\//, 'Firefox'],
  [/\b(Chrome|CriOS|HeadlessChrome|Chromium)\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
];

const SYSTEMS: [RegExp, string][] = [
  [/\b(iPhone|iPad|iPod)\b/, 'iOS'],
  [/\bAndroid\b/, 'Android'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

const ARCHITECTURES: [RegExp, string][] = [
  [/\b(aarch64|arm64)\b/i, 'arm64'],
  [/\b(iPhone|iPad|iPod)\b/, 'arm64'],
  [/\barmv\d+/i, 'arm'],
  [/\b(x86_64|x64|Win64|WOW64|amd64|Intel Mac OS X)\b/i, 'amd64'],
  [/\b(i[3-6]86|x86)\b/i, 'ia32'],
];

function firstMatch(table: [RegExp, string][], userAgent: string): string | null {
  return table.find(([pattern]) => pattern.test(userAgent))?.[1] ?? null;
}

/** Browser, operating system and processor families from a User-Agent header. */
export function parseUserAgent(userAgent: string | null | undefined): UserAgentInfo {
  const text = userAgent ?? '';
  return {
    browser: firstMatch(BROWSERS, text) ?? UNKNOWN_BROWSER,
    os: firstMatch(SYSTEMS, text) ?? UNKNOWN_OS,
    cpu: firstMatch(ARCHITECTURES, text),
  };
}

/** A device's default name: "<Browser> on <OS>". */
export function deviceLabel({ browser, os }: Pick<UserAgentInfo, 'browser' | 'os'>): string {
  return `${browser} on ${os}`;
}

/** Whether a device still has the default name the platform gave a device of this browser and OS. */
export const hasDefaultDeviceLabel = (
  alias: string,
  browser: string | null,
  os: string | null,
): boolean => alias === deviceLabel({ browser: browser ?? UNKNOWN_BROWSER, os: os ?? UNKNOWN_OS });
