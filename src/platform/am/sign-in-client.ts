import type { FastifyRequest } from 'fastify';

/** Who is signing in, as the request (and the gateway relaying the browser) tells it. */
export interface SignInClient {
  ipAddress: string | null;
  userAgent: string;
  /** The gateway's device cookie, relayed in `x-device-id`. */
  deviceId: string | null;
}

const DEVICE_ID_HEADER = 'x-device-id';

const DEVICE_ID = /^[A-Za-z0-9_-]{16,128}$/;
const MAX_USER_AGENT_LENGTH = 512;

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/** The caller's address (forwarded addresses are trusted by the server), user agent and device id. */
export function signInClient(request: FastifyRequest): SignInClient {
  const deviceId = header(request, DEVICE_ID_HEADER);
  return {
    ipAddress: request.ip || null,
    userAgent: (header(request, 'user-agent') ?? '').slice(0, MAX_USER_AGENT_LENGTH),
    deviceId: deviceId && DEVICE_ID.test(deviceId) ? deviceId : null,
  };
}
