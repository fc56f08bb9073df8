import { loadGatewayConfig } from './config.js';
import { buildGateway } from './server.js';

const config = loadGatewayConfig(process.env);
const app = await buildGateway({ config });
await app.listen({ host: config.GATEWAY_HOST, port: config.GATEWAY_PORT });

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void app.close());
}
