const WEB_URL_START = /^https?:\/\/[^\s/?#]/i;

/**
 * An absolute http or https URL with a host and no whitespace: the `url` rule. Apart from the rules
 * (and zod) for pages that only need to know whether a URL can be shown.
 */
export function parseWebUrl(text: string): URL | undefined {
  if (!WEB_URL_START.test(text) || /\s/u.test(text)) return undefined;
  try {
    const url = new URL(text);
    return ['http:', 'https:'].includes(url.protocol) && url.hostname !== '' ? url : undefined;
  } catch {
    return undefined;
  }
}
