import { CookieJar } from '../../platform/am/authorization-code-flow.js';

export const ACME_PASSWORD = 'Acme!Passw0rd';

export interface AcmeStep {
  url: string;
  status: number;
  location: string | null;
  body: string;
}

/**
 * A browser at Acme ID: follows redirects, keeps Acme's cookies, and fills its sign-in and
 * consent pages, until the browser would leave Acme for `leaveAt`.
 */
export class AcmeBrowser {
  readonly jar = new CookieJar();
  readonly steps: AcmeStep[] = [];

  constructor(private readonly leaveAt: string[]) {}

  private leaves(url: URL): boolean {
    return this.leaveAt.some((prefix) => url.href.startsWith(prefix));
  }

  async request(url: URL, init: { method?: string; form?: Record<string, string> } = {}) {
    const response = await fetch(url, {
      method: init.method ?? 'GET',
      redirect: 'manual',
      headers: {
        cookie: this.jar.header(),
        ...(init.form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      ...(init.form ? { body: new URLSearchParams(init.form) } : {}),
    });
    this.jar.update(response.headers.getSetCookie());
    const step = {
      url: url.href,
      status: response.status,
      location: response.headers.get('location'),
      body: await response.text(),
    };
    this.steps.push(step);
    return step;
  }

  /** Follows redirects from `url`; ends on a page of Acme's, or on the way out of Acme. */
  async follow(
    start: URL,
    init: { method?: string; form?: Record<string, string> } = {},
  ): Promise<{ page: AcmeStep; url: URL } | { leftTo: URL; page?: undefined }> {
    let url = start;
    let step = await this.request(url, init);
    for (let hop = 0; hop < 10; hop += 1) {
      if (step.status !== 302 && step.status !== 303) return { page: step, url };
      const next = new URL(step.location ?? '', url);
      if (this.leaves(next)) return { leftTo: next };
      url = next;
      step = await this.request(url);
    }
    throw new Error('too many redirects at Acme');
  }

  /** The `action` of the page's form that posts to `suffix`. */
  static formAction(page: AcmeStep, suffix: string): URL {
    const match = new RegExp(`action="([^"]*/${suffix})"`).exec(page.body);
    if (!match?.[1]) throw new Error(`no ${suffix} form on ${page.url}: ${page.body}`);
    return new URL(match[1].replace(/&amp;/g, '&'));
  }

  /**
   * From the authorize URL to where Acme sends the browser back: signs in when asked and
   * answers the consent page (`allow` or deny).
   */
  async authorize(
    authorizeUrl: string,
    {
      email,
      password = ACME_PASSWORD,
      allow = true,
    }: {
      email: string;
      password?: string;
      allow?: boolean;
    },
  ): Promise<{ returnedTo: URL; sawSignIn: boolean; sawConsent: boolean; formPost?: string }> {
    let sawSignIn = false;
    let sawConsent = false;
    let at = await this.follow(new URL(authorizeUrl));
    for (let round = 0; round < 4; round += 1) {
      if (!at.page) return { returnedTo: at.leftTo, sawSignIn, sawConsent };
      const { page } = at;
      if (page.body.includes('Sign in to Acme ID')) {
        sawSignIn = true;
        at = await this.follow(AcmeBrowser.formAction(page, 'login'), {
          method: 'POST',
          form: { email, password },
        });
      } else if (page.body.includes('to use your Acme ID?')) {
        sawConsent = true;
        at = await this.follow(AcmeBrowser.formAction(page, allow ? 'confirm' : 'abort'), {
          method: 'POST',
          form: {},
        });
      } else if (page.body.includes('<form method="post" action=')) {
        const action = /action="([^"]+)"/.exec(page.body)?.[1] ?? '';
        const fields = Object.fromEntries(
          [...page.body.matchAll(/name="([^"]+)" value="([^"]*)"/g)].map((match) => [
            match[1] ?? '',
            (match[2] ?? '').replace(/&amp;/g, '&'),
          ]),
        );
        return {
          returnedTo: new URL(action.replace(/&amp;/g, '&')),
          sawSignIn,
          sawConsent,
          formPost: new URLSearchParams(fields).toString(),
        };
      } else {
        throw new Error(`unexpected Acme page ${page.status} at ${page.url}: ${page.body}`);
      }
    }
    throw new Error('Acme did not let the browser go');
  }
}
