import { createServer, type Server } from 'node:net';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { loadPlatformConfig } from '../../../src/platform/config.js';
import { createMailer } from '../../../src/platform/mail/mailer.js';
import { registerOutboxRoutes } from '../../../src/platform/mail/outbox-routes.js';
import { listOutbox } from '../../../src/platform/mail/outbox.js';

const MAIL = { to: 'ann@example.com', subject: 'Hello', text: 'A link: https://x.example/' };
const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

async function tempDir() {
  const dir = await mkdtemp(join(tmpdir(), 'outbox-test-'));
  cleanups.push(() => rm(dir, { recursive: true, force: true }));
  return dir;
}

/** An SMTP server that takes one message and keeps what it was sent. */
async function fakeSmtp() {
  const received: string[] = [];
  const server: Server = createServer((socket) => {
    let data = false;
    socket.write('220 fake ESMTP\r\n');
    socket.on('data', (chunk: Buffer) => {
      for (const line of chunk.toString().split('\r\n').filter(Boolean)) {
        if (data) {
          received.push(line);
          if (line === '.') {
            data = false;
            socket.write('250 queued\r\n');
          }
        } else if (/^(EHLO|HELO)/i.test(line)) socket.write('250 fake\r\n');
        else if (/^DATA/i.test(line)) {
          data = true;
          socket.write('354 go on\r\n');
        } else if (/^QUIT/i.test(line)) socket.end('221 bye\r\n');
        else socket.write('250 ok\r\n');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  cleanups.push(() => new Promise((resolve) => server.close(() => resolve())));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { url: `smtp://127.0.0.1:${port}`, received };
}

describe('mailer', () => {
  it('writes each email as a file of the outbox, which lists them newest first', async () => {
    const dir = await tempDir();
    const config = loadPlatformConfig({ DATA_DIR: dir });
    const mailer = createMailer(config);
    await mailer.send(MAIL, new Date('2026-11-27T10:00:00Z'));
    await mailer.send({ ...MAIL, to: 'bob@example.com' }, new Date('2026-11-27T10:01:00Z'));
    expect(await readdir(join(dir, 'outbox'))).toHaveLength(2);
    const listed = await listOutbox(config.outboxDir);
    expect(listed.map(({ to }) => to)).toEqual(['bob@example.com', 'ann@example.com']);
    expect(listed[1]).toMatchObject({ ...MAIL, date: '2026-11-27T10:00:00.000Z' });
    expect(await listOutbox(config.outboxDir, 'ANN@example.com')).toHaveLength(1);
  });

  it('sends through SMTP_URL instead, writing no file', async () => {
    const dir = await tempDir();
    const smtp = await fakeSmtp();
    const config = loadPlatformConfig({ DATA_DIR: dir, SMTP_URL: smtp.url });
    await createMailer(config).send(MAIL, new Date());
    expect(smtp.received.join('\n')).toContain('Subject: Hello');
    expect(smtp.received.join('\n')).toContain('To: ann@example.com');
    expect(await listOutbox(config.outboxDir)).toEqual([]);
  });
});

describe('outbox endpoint', () => {
  it('is there in development only', async () => {
    for (const [env, status] of [
      ['development', 200],
      ['production', 404],
    ] as const) {
      const app = Fastify();
      registerOutboxRoutes(app, loadPlatformConfig({ DATA_DIR: await tempDir(), NODE_ENV: env }));
      const response = await app.inject({ method: 'GET', url: '/dev/outbox' });
      expect(response.statusCode).toBe(status);
      await app.close();
    }
  });
});
