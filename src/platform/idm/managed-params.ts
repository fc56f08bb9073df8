import { z } from 'zod';

const objectName = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/);
const objectId = z
  .string()
  .min(1)
  .max(255)
  .refine((id) => !id.includes('\u0000') && !id.includes('/'), 'Invalid object id');

export const objectParamsSchema = z.object({ object: objectName });
export const objectIdParamsSchema = z.object({ object: objectName, id: objectId });
export const readQuerySchema = z.object({ _fields: z.string().optional() });
