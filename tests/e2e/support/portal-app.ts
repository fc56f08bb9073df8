import { createServer, type Server } from 'node:http';
import type { IDToken } from 'openid-client';
import { portalRelyingParty, type PortalRelyingParty } from '../../support/portal-relying-party.js';

export interface PortalOutcome {
  error: string | null;
  claims?: IDToken;
}

type Pending = Awaited<ReturnType<PortalRelyingParty['start']>>;

/**
 * A tiny web application acting as the `portal` client on `http://localhost:<port>`: `/start`
 * (with an optional `prompt`) begins an authorization with openid-client, `/callback` exchanges
 * the code, `/logout` ends the session at the platform with the last ID token as hint.
 */
export async function startPortalApp(port: number, issuer: () => string) {
  const base = `http://localhost:${port}`;
  const redirectUri = `${base}/callback`;
  const outcomes: PortalOutcome[] = [];
  const pending = new Map<string, Pending>();
  let relyingParty: PortalRelyingParty | undefined;
  let lastIdToken: string | undefined;

  const rp = async () =>
    (relyingParty ??= await portalRelyingParty({ issuer: issuer(), redirectUri }));

  const page = (title: string) =>
    `<!DOCTYPE html><html lang="en"><head><title>${title}</title></head><body><main><h1>${title}</h1></main></body></html>`;

  async function handle(url: URL): Promise<{ status: number; location?: string; body?: string }> {
    switch (url.pathname) {
      case '/start': {
        const prompt = url.searchParams.get('prompt');
        const request = await (await rp()).start(prompt ? { prompt } : {});
        pending.set(request.state, request);
        return { status: 302, location: request.url.href };
      }
      case '/callback': {
        const request = pending.get(url.searchParams.get('state') ?? '');
        const error = url.searchParams.get('error');
        if (!request || error) {
          outcomes.push({ error: error ?? 'unknown_state' });
          return { status: 200, body: page('Portal: not signed in') };
        }
        const tokens = await request.complete(url);
        lastIdToken = tokens.id_token;
        const claims = tokens.claims();
        outcomes.push({ error: null, ...(claims ? { claims } : {}) });
        return { status: 200, body: page('Portal: signed in') };
      }
      case '/logout': {
        const endSession = (await rp()).endSessionUrl({
          ...(lastIdToken ? { id_token_hint: lastIdToken } : { client_id: 'portal' }),
          post_logout_redirect_uri: `${base}/`,
          state: 'signed-out',
        });
        return { status: 302, location: endSession.href };
      }
      case '/':
        return { status: 200, body: page('Portal: signed out') };
      default:
        return { status: 404, body: page('Not found') };
    }
  }

  const server: Server = createServer((request, response) => {
    handle(new URL(request.url ?? '/', base)).then(
      ({ status, location, body }) => {
        response.writeHead(status, {
          ...(location ? { location } : {}),
          'content-type': 'text/html; charset=utf-8',
        });
        response.end(body ?? '');
      },
      (error: unknown) => {
        response.writeHead(500, { 'content-type': 'text/plain' });
        response.end(String(error));
      },
    );
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));

  return {
    base,
    redirectUri,
    outcomes,
    lastOutcome: () => outcomes.at(-1),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
