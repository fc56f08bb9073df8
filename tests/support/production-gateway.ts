import { loadGatewayConfig } from '../../src/gateway/config.js';
import { buildGateway } from '../../src/gateway/server.js';
import { freePort } from './free-port.js';

/**
 * A second gateway, with NODE_ENV=production, in front of a running platform. It signs in
 * as the running console does (same public URL, so the same registered redirect URI) and
 * accepts its own origin.
 */
export async function startProductionGateway(stack: {
  url: string;
  amUrl: string;
  idmUrl: string;
}): Promise<{ url: string; close(): Promise<void> }> {
  const port = await freePort();
  const url = `http://localhost:${port}`;
  const config = loadGatewayConfig({
    NODE_ENV: 'production',
    GATEWAY_PORT: String(port),
    GATEWAY_PUBLIC_URL: stack.url,
    ALLOWED_ORIGINS: url,
    AM_URL: stack.amUrl,
    IDM_URL: stack.idmUrl,
    SESSION_SECRET: 'a test session secret that is long enough',
    LOG_LEVEL: 'silent',
    ...(process.env.UI_DIST_DIR ? { UI_DIST_DIR: process.env.UI_DIST_DIR } : {}),
  });
  const gateway = await buildGateway({ config });
  await gateway.listen({ host: '127.0.0.1', port });
  return { url, close: () => gateway.close() };
}
