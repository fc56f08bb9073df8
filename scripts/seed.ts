import { z } from 'zod';
import { loadPlatformConfig } from '../src/platform/config.js';
import {
  authEventsFiles,
  defaultUsersFor,
} from '../src/platform/store/seed/auth-events/seed-events-file.js';
import { writeAuthEvents } from '../src/platform/store/seed/auth-events/write-auth-events.js';

/**
 * Writes generated sign-in events, with labelled injected attacks, into the training bucket
 * (DATA_DIR/buckets/autoaccess-training/events/) and their labels into autoaccess-labels.
 *
 *   npx tsx scripts/seed.ts --events N [--users U] [--days D] [--seed S]
 */
const optionsSchema = z.object({
  events: z.coerce.number().int().min(1).max(100_000_000),
  users: z.coerce.number().int().min(1).max(10_000_000).optional(),
  days: z.coerce.number().int().min(1).max(3660).default(30),
  seed: z.coerce.number().int().optional(),
});

const USAGE = 'npx tsx scripts/seed.ts --events N [--users U] [--days D] [--seed S]';

function parseArgs(args: string[]): Record<string, string> {
  const values: Record<string, string> = {};
  for (let index = 0; index < args.length; index += 2) {
    const name = args[index];
    const value = args[index + 1];
    if (!name?.startsWith('--') || value === undefined) {
      console.error(`Usage: ${USAGE} (at ${name})`);
      process.exit(2);
    }
    values[name.slice(2)] = value;
  }
  return values;
}

const config = loadPlatformConfig(process.env);
if (config.bucketsDirIsTemporary) throw new Error('Set DATA_DIR to a folder to seed events');
const parsed = optionsSchema.safeParse(parseArgs(process.argv.slice(2)));
if (!parsed.success) {
  console.error(`Usage: ${USAGE}\n${z.prettifyError(parsed.error)}`);
  process.exit(2);
}
const options = parsed.data;
const seed = options.seed ?? config.SEED_RANDOM_SEED;
const users = options.users ?? defaultUsersFor(options.events);
const path = `events/auth-events-${options.events}-seed${seed}.jsonl`;
const files = authEventsFiles(config.bucketsDir, path);
const end = new Date(Math.floor(Date.now() / 86_400_000) * 86_400_000);
const started = performance.now();
const written = await writeAuthEvents(
  { events: options.events, users, days: options.days, seed, end },
  files,
);
const seconds = (performance.now() - started) / 1000;
console.log(
  `${written.events} events (${written.labels} of attacks) from ${users} users over ${options.days} days in ${seconds.toFixed(1)} s`,
);
console.log(`events: ${files.eventsFile}`);
console.log(`labels: ${files.labelsFile}`);
