import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUi } from '../../../src/gateway/http/ui.js';

const INDEX = '<!doctype html><html><body><div id="root"></div></body></html>';
let distDir: string;
let app: FastifyInstance;

beforeAll(async () => {
  distDir = mkdtempSync(join(tmpdir(), 'ui-dist-'));
  writeFileSync(join(distDir, 'index.html'), INDEX);
  mkdirSync(join(distDir, 'assets'));
  writeFileSync(join(distDir, 'assets', 'app.js'), 'console.log(1);');
  app = Fastify();
  await registerUi(app, distDir);
});
afterAll(async () => {
  await app.close();
  rmSync(distDir, { recursive: true, force: true });
});

describe('serving the built UI', () => {
  it('answers the site root with the app', async () => {
    const response = await app.inject({ method: 'GET', url: '/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toBe(INDEX);
  });

  it('answers a page route with the app and an asset with the file', async () => {
    const page = await app.inject({ method: 'GET', url: '/dashboard' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toBe(INDEX);
    const asset = await app.inject({ method: 'GET', url: '/assets/app.js' });
    expect(asset.body).toBe('console.log(1);');
    expect(asset.headers['cache-control']).toContain('immutable');
  });

  it('keeps API paths out of the fallback', async () => {
    const response = await app.inject({ method: 'GET', url: '/graphql/nothing' });
    expect(response.statusCode).toBe(404);
  });
});
