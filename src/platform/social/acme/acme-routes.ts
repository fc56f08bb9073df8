import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type Provider from 'oidc-provider';
import type { InteractionInstance } from 'oidc-provider';
import { z } from 'zod';
import type { PlatformConfig } from '../../config.js';
import { htmlPageHeaders } from '../../http/page-headers.js';
import type { Db } from '../../store/db.js';
import { authenticateAcmeAccount, findAcmeAccount } from './acme-accounts.js';
import { consentPage, errorPage, signInPage } from './acme-pages.js';
import { ACME_INTERACTION_ROUTE, createAcmeProvider } from './acme-provider.js';
import {
  ACME_MOUNT_PATH,
  acmeIssuer,
  loadAcmeClients,
  loadAcmeKeys,
  type AcmeClient,
} from './acme-settings.js';

type Handler = (req: IncomingMessage, res: ServerResponse) => Promise<void>;

interface AcmeInstance {
  provider: Provider;
  handle: Handler;
  clients: AcmeClient[];
}

const PAGE_HEADERS = htmlPageHeaders(
  "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'",
);

const uidParams = z.object({ uid: z.string().min(1).max(128) });
const signInForm = z.object({
  email: z.string().max(254).default(''),
  password: z.string().max(256).default(''),
});

export interface AcmeDeps {
  config: PlatformConfig;
  db: Db;
}

/** Acme ID, created on first use from its stored keys and registered clients. */
export function acmeInstance(app: FastifyInstance, deps: AcmeDeps): () => Promise<AcmeInstance> {
  let instance: Promise<AcmeInstance> | undefined;
  return () => {
    instance ??= (async () => {
      const [keys, clients] = await Promise.all([
        loadAcmeKeys(deps.db),
        loadAcmeClients(deps.db, deps.config),
      ]);
      const provider = createAcmeProvider({ ...deps, keys, clients, log: app.log });
      return { provider, handle: provider.callback(), clients };
    })();
    instance.catch(() => {
      instance = undefined;
    });
    return instance;
  };
}

function sendPage(reply: FastifyReply, status: number, html: string) {
  return reply.code(status).headers(PAGE_HEADERS).send(html);
}

/** The interaction of the request's cookie, when it is the one the path names. */
async function interactionOf(
  provider: Provider,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<InteractionInstance | null> {
  const params = uidParams.safeParse(request.params);
  try {
    const details = await provider.interactionDetails(request.raw, reply.raw);
    return params.success && details.uid === params.data.uid ? details : null;
  } catch {
    return null;
  }
}

function clientNameOf(clients: AcmeClient[], interaction: InteractionInstance): string {
  const clientId = String(interaction.params.client_id);
  return clients.find((client) => client.client_id === clientId)?.client_name ?? clientId;
}

function requestedScopes(interaction: InteractionInstance): string[] {
  const scope = interaction.params.scope;
  return typeof scope === 'string' ? scope.split(' ').filter(Boolean) : [];
}

/** Grants what the consent prompt is missing, on the interaction's grant or a new one. */
async function grantConsent(
  provider: Provider,
  interaction: InteractionInstance,
  accountId: string,
) {
  const clientId = String(interaction.params.client_id);
  const grant =
    (interaction.grantId ? await provider.Grant.find(interaction.grantId) : undefined) ??
    new provider.Grant({ accountId, clientId });
  const { missingOIDCScope = [], missingOIDCClaims = [] } = interaction.prompt.details;
  if (missingOIDCScope.length > 0) grant.addOIDCScope(missingOIDCScope.join(' '));
  if (missingOIDCClaims.length > 0) grant.addOIDCClaims(missingOIDCClaims);
  return grant.save();
}

/** Acme's sign-in and consent pages, answering the provider's interactions. */
export function registerAcmeInteractionRoutes(
  app: FastifyInstance,
  acme: () => Promise<AcmeInstance>,
  deps: AcmeDeps,
): void {
  const base = `${ACME_MOUNT_PATH}${ACME_INTERACTION_ROUTE}/:uid`;
  const expired = (reply: FastifyReply) =>
    sendPage(reply, 400, errorPage('This sign-in request has expired. Go back and try again.'));
  const finish = async (
    provider: Provider,
    request: FastifyRequest,
    reply: FastifyReply,
    result: Parameters<Provider['interactionResult']>[2],
    merge: boolean,
  ) => {
    const returnTo = await provider.interactionResult(request.raw, reply.raw, result, {
      mergeWithLastSubmission: merge,
    });
    return reply.redirect(returnTo, 303);
  };

  app.get(base, async (request, reply) => {
    const { provider, clients } = await acme();
    const interaction = await interactionOf(provider, request, reply);
    if (!interaction) return expired(reply);
    const action = `${acmeIssuer(deps.config)}${ACME_INTERACTION_ROUTE}/${interaction.uid}`;
    const clientName = clientNameOf(clients, interaction);
    const accountId = interaction.session?.accountId;
    const account = accountId ? await findAcmeAccount(deps.db, accountId) : null;
    if (interaction.prompt.name === 'consent' && account) {
      return sendPage(
        reply,
        200,
        consentPage({
          action,
          clientName,
          email: account.email,
          scopes: requestedScopes(interaction),
        }),
      );
    }
    return sendPage(reply, 200, signInPage({ action, clientName }));
  });

  app.post(`${base}/login`, async (request, reply) => {
    const { provider, clients } = await acme();
    const interaction = await interactionOf(provider, request, reply);
    if (!interaction) return expired(reply);
    const form = signInForm.safeParse(request.body ?? {});
    const { email, password } = form.success ? form.data : { email: '', password: '' };
    const account = await authenticateAcmeAccount(deps.db, email, password);
    if (!account) {
      const action = `${acmeIssuer(deps.config)}${ACME_INTERACTION_ROUTE}/${interaction.uid}`;
      return sendPage(
        reply,
        401,
        signInPage({ action, clientName: clientNameOf(clients, interaction), email, failed: true }),
      );
    }
    return finish(provider, request, reply, { login: { accountId: account.subject } }, false);
  });

  app.post(`${base}/confirm`, async (request, reply) => {
    const { provider } = await acme();
    const interaction = await interactionOf(provider, request, reply);
    const accountId = interaction?.session?.accountId;
    if (!interaction || !accountId || interaction.prompt.name !== 'consent') return expired(reply);
    const grantId = await grantConsent(provider, interaction, accountId);
    return finish(provider, request, reply, { consent: { grantId } }, true);
  });

  app.post(`${base}/abort`, async (request, reply) => {
    const { provider } = await acme();
    const interaction = await interactionOf(provider, request, reply);
    if (!interaction) return expired(reply);
    return finish(
      provider,
      request,
      reply,
      { error: 'access_denied', error_description: 'The user denied access' },
      false,
    );
  });
}

/**
 * Serves the rest of `/social/acme/...` from Acme's oidc-provider (a Koa app), with the mount
 * path kept in `originalUrl` and the public URL's host and protocol, as AM's own providers are.
 */
export function registerAcmeProviderRoutes(
  app: FastifyInstance,
  acme: () => Promise<AcmeInstance>,
  deps: AcmeDeps,
): void {
  const publicUrl = new URL(deps.config.PLATFORM_PUBLIC_URL);
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, _payload, done) => done(null));

  app.all(`${ACME_MOUNT_PATH}/*`, async (request, reply) => {
    const { handle } = await acme();
    reply.hijack();
    const raw: IncomingMessage & { originalUrl?: string } = request.raw;
    raw.originalUrl = raw.url;
    raw.url = (raw.url ?? '/').slice(ACME_MOUNT_PATH.length) || '/';
    raw.headers['x-forwarded-host'] = publicUrl.host;
    raw.headers['x-forwarded-proto'] = publicUrl.protocol.slice(0, -1);
    await handle(raw, reply.raw);
  });
}
