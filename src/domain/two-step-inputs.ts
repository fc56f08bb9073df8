import * as z from 'zod/mini';
import { deviceNameSchema } from './account-security-inputs.js';

/** Digits an authenticator app shows (RFC 6238 with 6 digits). */
const ONE_TIME_CODE_LENGTH = 6;
const MAX_CREDENTIAL_PART_LENGTH = 8192;

export const oneTimeCodeSchema = z
  .string()
  .check(z.regex(new RegExp(`^\\d{${ONE_TIME_CODE_LENGTH}}$`), 'validation.oneTimeCode'));

const enrolmentIdSchema = z
  .string()
  .check(z.regex(/^[A-Za-z0-9_-]{1,64}$/, 'validation.enrolmentId'));

const optionalDeviceName = z.pipe(
  z.nullish(z.string()),
  z.transform((name) =>
    name === null || name === undefined || name.trim() === '' ? undefined : name,
  ),
);

const base64url = z
  .string()
  .check(
    z.maxLength(MAX_CREDENTIAL_PART_LENGTH, 'validation.webAuthnCredential'),
    z.regex(/^[A-Za-z0-9_-]*$/, 'validation.webAuthnCredential'),
  );

/** A new credential as the browser's WebAuthn API gives it (in `@simplewebauthn/browser`'s JSON). */
const webAuthnRegistrationSchema = z.object({
  id: base64url,
  rawId: base64url,
  type: z.literal('public-key'),
  response: z.object({
    clientDataJSON: base64url,
    attestationObject: base64url,
    authenticatorData: z.optional(base64url),
    transports: z.optional(
      z
        .array(z.enum(['ble', 'cable', 'hybrid', 'internal', 'nfc', 'smart-card', 'usb']))
        .check(z.maxLength(8)),
    ),
    publicKeyAlgorithm: z.optional(z.number().check(z.int())),
    publicKey: z.optional(base64url),
  }),
  clientExtensionResults: z.optional(z.record(z.string(), z.unknown())),
  authenticatorAttachment: z.optional(z.enum(['platform', 'cross-platform'])),
});

export const confirmAuthenticatorAppSchema = z.object({
  enrolmentId: enrolmentIdSchema,
  code: oneTimeCodeSchema,
  name: z.pipe(optionalDeviceName, z.optional(deviceNameSchema)),
});

export const confirmSecurityKeySchema = z.object({
  enrolmentId: enrolmentIdSchema,
  credential: webAuthnRegistrationSchema,
  name: z.pipe(optionalDeviceName, z.optional(deviceNameSchema)),
});
