import { z } from 'zod';

/** A notification id as the platform issues it: a UUID, or another plain token of a real deployment. */
export const notificationIdSchema = z
  .string()
  .regex(/^[A-Za-z0-9][A-Za-z0-9_-]{0,127}$/, 'validation.notificationId');
