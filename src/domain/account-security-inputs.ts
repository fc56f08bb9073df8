import * as z from 'zod/mini';
import { ruleCheck } from './validation/rule-check.js';

export const AUTH_DEVICE_TYPES = ['OATH', 'PUSH', 'WEBAUTHN'] as const;
export type AuthDeviceType = (typeof AUTH_DEVICE_TYPES)[number];

const DEVICE_NAME_MAX_LENGTH = 64;

/** A trusted device's alias or an authentication device's name. */
export const deviceNameSchema = z
  .string()
  .check(
    ruleCheck('required'),
    ruleCheck('maxLength', { length: DEVICE_NAME_MAX_LENGTH }),
    ruleCheck('noLeadingTrailingSpace'),
  );

const deviceIdSchema = z
  .string()
  .check(z.regex(/^[A-Za-z0-9][A-Za-z0-9_-]{0,127}$/, 'validation.deviceId'));

const sessionHandleSchema = z
  .string()
  .check(z.regex(/^[A-Za-z0-9][A-Za-z0-9:_-]{0,255}$/, 'validation.sessionHandle'));

const oauthClientIdSchema = z
  .string()
  .check(z.regex(/^[A-Za-z0-9][A-Za-z0-9._:-]{0,127}$/, 'validation.clientId'));

export const renameTrustedDeviceSchema = z.object({ id: deviceIdSchema, alias: deviceNameSchema });
export const deleteTrustedDeviceSchema = z.object({ id: deviceIdSchema });

export const renameAuthDeviceSchema = z.object({
  type: z.enum(AUTH_DEVICE_TYPES),
  id: deviceIdSchema,
  name: deviceNameSchema,
});
export const deleteAuthDeviceSchema = z.object({
  type: z.enum(AUTH_DEVICE_TYPES),
  id: deviceIdSchema,
});

export const signOutSessionSchema = z.object({ handle: sessionHandleSchema });
export const revokeAuthorizedAppSchema = z.object({ clientId: oauthClientIdSchema });
