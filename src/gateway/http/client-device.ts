import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

const DEVICE_COOKIE = 'ic_device';
/** Browsers keep a cookie at most 400 days. */
const DEVICE_COOKIE_MAX_AGE_S = 400 * 24 * 3600;
const DEVICE_ID = /^[A-Za-z0-9_-]{16,128}$/;

/** The browser behind a request, as the gateway relays it to sign-in. */
export interface ClientDevice {
  /** A random id in a long-lived HttpOnly cookie; it proves nothing, it only tells devices apart. */
  deviceId: string;
  userAgent: string;
  ipAddress: string;
  /** The app's language, for the texts a journey step carries. */
  language: string;
}

/** The request's device, setting the device cookie the first time it is needed. */
export function clientDevice(
  request: FastifyRequest,
  reply: FastifyReply,
  secure: boolean,
): () => ClientDevice {
  let device: ClientDevice | undefined;
  return () => {
    if (device) return device;
    let deviceId = request.cookies[DEVICE_COOKIE];
    if (!deviceId || !DEVICE_ID.test(deviceId)) {
      deviceId = randomBytes(24).toString('base64url');
      void reply.setCookie(DEVICE_COOKIE, deviceId, {
        path: '/',
        httpOnly: true,
        sameSite: 'lax',
        secure,
        maxAge: DEVICE_COOKIE_MAX_AGE_S,
      });
    }
    device = {
      deviceId,
      userAgent: request.headers['user-agent'] ?? '',
      ipAddress: request.ip,
      language: request.headers['accept-language'] ?? '',
    };
    return device;
  };
}

/** The headers that tell access management who is signing in, and in which language. */
export function clientDeviceHeaders(device: ClientDevice): Record<string, string> {
  return {
    'x-forwarded-for': device.ipAddress,
    'user-agent': device.userAgent,
    'x-device-id': device.deviceId,
    ...(device.language ? { 'accept-language': device.language } : {}),
  };
}
