import { z } from 'zod';

export const SYSTEM_NOTIFICATION_CONFIG_ID = 'ui/systemnotification';

/** The platform-wide notice of configuration `ui/systemnotification`. */
export const systemNotificationSchema = z.looseObject({
  enabled: z.boolean(),
  message: z.string().max(2000),
  severity: z.enum(['info', 'warning', 'danger']),
  details: z.string().max(20_000).optional(),
});
