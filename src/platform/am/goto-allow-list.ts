/**
 * An entry of the goto allow list: an absolute http(s) URL whose host may start with `*.` (any
 * subdomain) and whose path and query may hold `*` (any characters), such as
 * `https://portal.example.com/*`. Scheme and port must match exactly.
 */
interface GotoPattern {
  protocol: string;
  port: string;
  /** The host without a leading `*.`, and whether subdomains of it match instead of itself. */
  host: string;
  anySubdomain: boolean;
  path: RegExp;
}

const WILDCARD_SUBDOMAIN = '*.';

function escapeRegExp(text: string): string {
  return text.replace(/[.+?^${}()|[\]\\]/g, '\\$&');
}

/** The pattern, or undefined when it is not one the allow list takes. */
function parseGotoPattern(pattern: string): GotoPattern | undefined {
  let url: URL;
  try {
    url = new URL(pattern.trim());
  } catch {
    return undefined;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
  if (url.username !== '' || url.password !== '' || url.hash !== '') return undefined;
  const anySubdomain = url.hostname.startsWith(WILDCARD_SUBDOMAIN);
  const host = anySubdomain ? url.hostname.slice(WILDCARD_SUBDOMAIN.length) : url.hostname;
  if (host === '' || host.includes('*')) return undefined;
  const pathPattern = escapeRegExp(`${url.pathname}${url.search}`).replaceAll('*', '.*');
  return {
    protocol: url.protocol,
    port: url.port,
    host,
    anySubdomain,
    path: new RegExp(`^${pathPattern}$`),
  };
}

export function isGotoPattern(pattern: string): boolean {
  return parseGotoPattern(pattern) !== undefined;
}

function hostMatches(pattern: GotoPattern, hostname: string): boolean {
  return pattern.anySubdomain ? hostname.endsWith(`.${pattern.host}`) : hostname === pattern.host;
}

/** Whether `url` (parsed, without credentials) is on the allow list. */
export function isAllowedGoto(url: URL, allowList: readonly string[]): boolean {
  return allowList.some((entry) => {
    const pattern = parseGotoPattern(entry);
    return (
      pattern !== undefined &&
      url.protocol === pattern.protocol &&
      url.port === pattern.port &&
      hostMatches(pattern, url.hostname) &&
      pattern.path.test(`${url.pathname}${url.search}`)
    );
  });
}
