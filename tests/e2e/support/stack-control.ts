import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Db } from '../../../src/platform/store/db.js';
import { insertReviewCampaign, type ReviewCampaign } from './review-campaigns.js';
import { e2eSlot } from './shared-stack.js';
import { sharingUserIds } from './sharing-users.js';

interface AgeSignIn {
  realm: string;
  username: string;
  seconds: number;
}

/**
 * What no platform API does: moving a user's sign-in time into the past, as if the sign-in were
 * old, listing the users that take part in sharing (see `sharing-users.ts`) and making an access
 * review campaign (see `review-campaigns.ts`). Served by the global setup, which holds the
 * platform's store, one per stack.
 */
export async function startStackControl(db: Db): Promise<{ url: string; close(): Promise<void> }> {
  const server: Server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      if (request.method === 'GET' && request.url?.startsWith('/sharing-users?')) {
        const realm = new URL(request.url, 'http://stack-control').searchParams.get('realm') ?? '';
        sharingUserIds(db, realm).then(
          (ids) =>
            response
              .writeHead(200, { 'content-type': 'application/json' })
              .end(JSON.stringify(ids)),
          (error: unknown) => response.writeHead(500).end(String(error)),
        );
        return;
      }
      if (request.method === 'POST' && request.url === '/review-campaign') {
        insertReviewCampaign(db, JSON.parse(body) as ReviewCampaign).then(
          () => response.writeHead(204).end(),
          (error: unknown) => response.writeHead(500).end(String(error)),
        );
        return;
      }
      if (request.method !== 'POST' || request.url !== '/age-sign-in') {
        response.writeHead(404).end();
        return;
      }
      const { realm, username, seconds } = JSON.parse(body) as AgeSignIn;
      db.updateTable('am_sessions')
        .set({ auth_time: new Date(Date.now() - seconds * 1000) })
        .where('realm', '=', realm)
        .where('username', '=', username)
        .execute()
        .then(
          () => response.writeHead(204).end(),
          (error: unknown) => response.writeHead(500).end(String(error)),
        );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Makes every session of the user look signed in `seconds` ago. */
export async function ageSignIn(change: AgeSignIn): Promise<void> {
  const response = await fetch(`${e2eSlot().controlUrl}/age-sign-in`, {
    method: 'POST',
    body: JSON.stringify(change),
  });
  if (!response.ok) throw new Error(`age-sign-in: ${response.status}`);
}

/** The ids of the realm's users that own, were granted or asked for a shared resource. */
export async function sharingUsers(realm: string): Promise<Set<string>> {
  const response = await fetch(
    `${e2eSlot().controlUrl}/sharing-users?realm=${encodeURIComponent(realm)}`,
  );
  if (!response.ok) throw new Error(`sharing-users: ${response.status}`);
  return new Set((await response.json()) as string[]);
}
