import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { notificationIdSchema } from '../../domain/notification.js';
import { INTERNAL_ADMIN_ID, INTERNAL_USER_COMPONENT } from '../../domain/user.js';
import { forbidden, notFound } from '../http/errors.js';
import { isAdministrator, requirePlatformAdministrator, requirePrincipal } from './access.js';
import { parseFields, pickFields } from '../http/crest/fields.js';
import { readQuerySchema } from './managed-params.js';
import {
  createNotification,
  deleteNotification,
  deleteNotificationsForTarget,
  findNotification,
  notificationView,
} from './notification-store.js';
import {
  administersTarget,
  notificationTargetSchema,
  requireExistingTarget,
  requireTargetAccess,
} from './notification-target.js';
import { wantsNotifications, withNotifications } from './notifications-field.js';
import { parseInput } from '../http/parse-input.js';
import type { IdmDeps } from './idm-deps.js';

/** The internal administrator is not stored; its one revision never changes. */
const INTERNAL_ADMIN_REV = '1';

const notificationParams = z.object({ id: notificationIdSchema });
const internalUserParams = z.object({ id: z.string().min(1).max(255) });

const actionQuery = z.discriminatedUnion('_action', [
  z.object({
    _action: z.literal('deleteNotificationsForTarget'),
    target: notificationTargetSchema,
  }),
  z.object({ _action: z.literal('create') }),
]);

const createBody = z.object({
  target: notificationTargetSchema,
  message: z.string().trim().min(1).max(2000),
  notificationType: z
    .string()
    .regex(/^[A-Za-z]{1,32}$/)
    .default('info'),
});

/** Notifications: `_notifications` of the internal administrator, removal, clearing and creation. */
export function registerNotificationRoutes(app: FastifyInstance, deps: IdmDeps): void {
  const { db } = deps;

  app.delete('/openidm/internal/notification/:id', async (request) => {
    const { id } = parseInput(notificationParams, request.params, 'path');
    const principal = await requirePrincipal(deps, request);
    const found = await findNotification(db, id);
    if (!found) throw notFound(`Notification ${id} not found`);
    requireTargetAccess(principal, found.target);
    const deleted = await deleteNotification(db, id, found.target);
    if (!deleted) throw notFound(`Notification ${id} not found`);
    return notificationView(deleted);
  });

  app.post('/openidm/notification', async (request) => {
    const query = parseInput(actionQuery, request.query, 'action');
    const principal = await requirePrincipal(deps, request);
    switch (query._action) {
      case 'deleteNotificationsForTarget':
        requireTargetAccess(principal, query.target);
        return { deleted: await deleteNotificationsForTarget(db, query.target) };
      case 'create': {
        if (!isAdministrator(principal)) throw forbidden();
        const notification = parseInput(createBody, request.body, 'notification');
        if (!administersTarget(principal, notification.target)) throw forbidden();
        await requireExistingTarget(db, notification.target);
        const row = await createNotification(db, notification);
        return { ...notificationView(row), target: row.target };
      }
    }
  });

  app.get('/openidm/internal/user/:id', async (request, reply) => {
    const { id } = parseInput(internalUserParams, request.params, 'path');
    const { _fields } = parseInput(readQuerySchema, request.query, 'query parameters');
    await requirePlatformAdministrator(deps, request);
    if (id !== INTERNAL_ADMIN_ID)
      throw notFound(`Object ${INTERNAL_USER_COMPONENT}/${id} not found`);
    const fields = parseFields(_fields);
    const resource = pickFields({ _id: id, _rev: INTERNAL_ADMIN_REV }, fields);
    if (!wantsNotifications(fields)) return resource;
    return withNotifications(db, reply, `${INTERNAL_USER_COMPONENT}/${id}`, resource);
  });
}
