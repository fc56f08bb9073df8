import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import type { PlatformConfig } from '../../config.js';
import { notFound } from '../../http/errors.js';
import { htmlPageHeaders } from '../../http/page-headers.js';
import type { Db } from '../../store/db.js';
import { answerPush, pendingPushes, type PendingPush } from './push-devices.js';

const SIMULATOR_PATH = '/am/push/simulator';

const keyParams = z.object({
  key: z
    .string()
    .min(1)
    .max(64)
    .regex(/^[A-Za-z0-9_-]+$/),
});
const answerParams = keyParams.extend({
  id: z
    .string()
    .min(1)
    .max(64)
    .regex(/^[A-Za-z0-9_-]+$/),
});
const answerQuery = z.object({ _action: z.enum(['approve', 'deny']) });

export function pushSimulatorUrl(config: PlatformConfig, simulatorKey: string): string {
  return `${config.PLATFORM_PUBLIC_URL}${SIMULATOR_PATH}/${simulatorKey}`;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function pushItem(key: string, push: PendingPush): string {
  const action = (name: string) => `${SIMULATOR_PATH}/${key}/${push.id}?_action=${name}`;
  const from = push.clientAddress ? ` from ${escapeHtml(push.clientAddress)}` : '';
  return `<li>
  <p>Sign-in request at <time datetime="${push.createdAt.toISOString()}">${push.createdAt.toISOString()}</time>${from}</p>
  <form method="post" action="${action('approve')}"><button type="submit">Approve</button></form>
  <form method="post" action="${action('deny')}"><button type="submit">Deny</button></form>
</li>`;
}

function simulatorPage(key: string, pushes: PendingPush[]): string {
  const list =
    pushes.length === 0
      ? '<p>No sign-in is waiting for approval.</p>'
      : `<ul>${pushes.map((push) => pushItem(key, push)).join('')}</ul>`;
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Push device</title></head>
<body><main>
<h1>Push device</h1>
<p>This page plays the phone of a push device: it approves or denies the sign-ins sent to it.</p>
${list}
<p><a href="${SIMULATOR_PATH}/${key}">Refresh</a></p>
</main></body>
</html>`;
}

function sendPage(reply: FastifyReply, html: string) {
  return reply.headers(htmlPageHeaders("default-src 'none'; form-action 'self'")).send(html);
}

/**
 * The push devices' simulator: a page per device (its secret key in the path) lists the sign-ins
 * waiting for it, each with Approve and Deny.
 */
export function registerPushSimulatorRoutes(app: FastifyInstance, { db }: { db: Db }): void {
  // The page's forms post empty bodies; nothing in them is read.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_request, _body, done) => done(null, {}),
  );

  app.get(`${SIMULATOR_PATH}/:key`, async (request, reply) => {
    const params = keyParams.safeParse(request.params);
    const pushes = params.success
      ? await pendingPushes(db, params.data.key, new Date())
      : undefined;
    if (!params.success || !pushes) throw notFound('Push device not found');
    return sendPage(reply, simulatorPage(params.data.key, pushes));
  });

  app.post(`${SIMULATOR_PATH}/:key/:id`, async (request, reply) => {
    const params = answerParams.safeParse(request.params);
    const query = answerQuery.safeParse(request.query);
    if (!params.success || !query.success) throw notFound('Notification not found');
    const { key, id } = params.data;
    const answered = await answerPush(db, key, id, query.data._action === 'approve', new Date());
    if (!answered) throw notFound('Notification not found');
    return reply.redirect(`${SIMULATOR_PATH}/${key}`, 303);
  });
}
