import { z } from 'zod';
import { deviceNameSchema } from '../../../domain/account-security-inputs.js';
import { badRequest } from '../../http/errors.js';

const MAX_PART_LENGTH = 8192;
const base64url = z
  .string()
  .max(MAX_PART_LENGTH)
  .regex(/^[A-Za-z0-9_-]*$/);

const enrolmentIdSchema = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/);

/** A new credential as `@simplewebauthn/browser`'s `startRegistration` gives it. */
const registrationResponseSchema = z.object({
  id: base64url,
  rawId: base64url,
  type: z.literal('public-key'),
  response: z.object({
    clientDataJSON: base64url,
    attestationObject: base64url,
    authenticatorData: base64url.optional(),
    transports: z
      .array(z.enum(['ble', 'cable', 'hybrid', 'internal', 'nfc', 'smart-card', 'usb']))
      .max(8)
      .optional(),
    publicKeyAlgorithm: z.number().int().optional(),
    publicKey: base64url.optional(),
  }),
  clientExtensionResults: z.record(z.string(), z.unknown()).default({}),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
});

export const oathConfirmSchema = z.object({
  enrolmentId: enrolmentIdSchema,
  code: z.string().max(16),
  deviceName: z.unknown().optional(),
});

export const webAuthnConfirmSchema = z.object({
  enrolmentId: enrolmentIdSchema,
  credential: registrationResponseSchema,
  deviceName: z.unknown().optional(),
});

export const pushRegisterSchema = z.object({ deviceName: z.unknown().optional() }).default({});

/** A body parsed by `schema`, or a 400 naming what is wrong. */
export function parseBody<T extends z.ZodType>(schema: T, body: unknown): z.infer<T> {
  const parsed = schema.safeParse(body ?? {});
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw badRequest('Invalid request', {
      field: issue?.path.join('.') ?? '',
      reason: issue?.message,
    });
  }
  return parsed.data;
}

/** The name a new device gets: the one given (checked like a rename), or the kind's default. */
export function newDeviceName(value: unknown, fallback: string): string {
  if (value === undefined || value === null || value === '') return fallback;
  const parsed = deviceNameSchema.safeParse(value);
  if (!parsed.success) {
    throw badRequest('Invalid deviceName', {
      field: 'deviceName',
      reason: parsed.error.issues[0]?.message,
    });
  }
  return parsed.data;
}
