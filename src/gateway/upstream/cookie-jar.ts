/** The cookies one server-side redirect chain collects; paths and domains are one host's. */
export class CookieJar {
  private readonly cookies = new Map<string, string>();

  constructor(initial: Record<string, string> = {}) {
    for (const [name, value] of Object.entries(initial)) this.cookies.set(name, value);
  }

  store(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';');
      const separator = pair.indexOf('=');
      if (separator <= 0) continue;
      const name = pair.slice(0, separator).trim();
      const value = pair.slice(separator + 1).trim();
      if (!value || attributes.some(isExpiry)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

function isExpiry(attribute: string): boolean {
  const [key = '', value = ''] = attribute.split('=').map((part) => part.trim());
  if (/^max-age$/i.test(key)) return Number(value) <= 0;
  if (/^expires$/i.test(key)) return Date.parse(value) <= Date.now();
  return false;
}
