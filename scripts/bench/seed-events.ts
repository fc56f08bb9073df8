import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  authEventsFiles,
  defaultUsersFor,
} from '../../src/platform/store/seed/auth-events/seed-events-file.js';
import { writeAuthEvents } from '../../src/platform/store/seed/auth-events/write-auth-events.js';

export interface SeedEventsFigures {
  events: number;
  labels: number;
  seconds: number;
  bytes: number;
}

/** Times the seeding of sign-in events (1 000 000 by default) into a temporary bucket folder. */
export async function benchSeedEvents(events = 1_000_000): Promise<SeedEventsFigures> {
  const dir = await mkdtemp(join(tmpdir(), 'bench-seed-events-'));
  try {
    const files = authEventsFiles(dir, 'events/bench.jsonl');
    const started = performance.now();
    const written = await writeAuthEvents(
      { events, users: defaultUsersFor(events), days: 30, seed: 20261121, end: new Date() },
      files,
    );
    const seconds = (performance.now() - started) / 1000;
    const { size } = await stat(files.eventsFile);
    return { ...written, seconds: Math.round(seconds * 10) / 10, bytes: size };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
