import type { FastifyInstance } from 'fastify';
import { loadGatewayConfig } from '../../src/gateway/config.js';
import { buildGateway } from '../../src/gateway/server.js';
import { freePort } from './free-port.js';
import { startPlatform, type RunningPlatform } from './platform.js';

export interface RunningStack {
  platform: RunningPlatform;
  gateway: FastifyInstance;
  /** The gateway's base URL, e.g. http://localhost:41234 */
  url: string;
  close(): Promise<void>;
}

/** The embedded platform and the gateway in this process, on ephemeral ports, over real HTTP. */
export async function startStack(
  options: {
    platformEnv?: Record<string, string>;
    gatewayEnv?: Record<string, string>;
    /** `localhost` serves the platform on the console's host, as `npm start` does. */
    platformPublicHost?: string;
    /** A port chosen beforehand, when the platform's settings must name the console's URL. */
    gatewayPort?: number;
  } = {},
): Promise<RunningStack> {
  const gatewayPort = options.gatewayPort ?? (await freePort());
  const url = `http://localhost:${gatewayPort}`;
  const platform = await startPlatform(
    { GATEWAY_PUBLIC_URL: url, ...options.platformEnv },
    { publicHost: options.platformPublicHost },
  );
  const config = loadGatewayConfig({
    GATEWAY_PORT: String(gatewayPort),
    GATEWAY_PUBLIC_URL: url,
    AM_URL: platform.amUrl,
    IDM_URL: platform.idmUrl,
    AUTOACCESS_API_URL: `${platform.url}/autoaccess/api`,
    AUTOACCESS_JAS_URL: `${platform.url}/autoaccess/jas`,
    IGA_URL: `${platform.url}/iga`,
    SESSION_SECRET: 'a test session secret that is long enough',
    LOG_LEVEL: 'silent',
    ...(process.env.UI_DIST_DIR ? { UI_DIST_DIR: process.env.UI_DIST_DIR } : {}),
    ...options.gatewayEnv,
  });
  const gateway = await buildGateway({ config });
  await gateway.listen({ host: '127.0.0.1', port: gatewayPort });
  return {
    platform,
    gateway,
    url,
    async close() {
      await gateway.close();
      await platform.close();
    },
  };
}
