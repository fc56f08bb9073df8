import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import { dirname } from 'node:path';
import { generateAuthEventDays, type AuthEventsOptions } from './generate-auth-events.js';
import { rawEventOf } from './raw-auth-event.js';

const CHUNK_CHARS = 1 << 20;

/** Writes lines to a file through a stream, a chunk at a time, waiting when it is full. */
class LineWriter {
  private readonly stream;
  private pending: string[] = [];
  private pendingChars = 0;

  constructor(readonly path: string) {
    this.stream = createWriteStream(path);
  }

  /** Buffers a line; true when the buffer is full and should be flushed. */
  push(line: string): boolean {
    this.pending.push(line);
    this.pendingChars += line.length + 1;
    return this.pendingChars >= CHUNK_CHARS;
  }

  async flush(): Promise<void> {
    if (this.pending.length === 0) return;
    const chunk = `${this.pending.join('\n')}\n`;
    this.pending = [];
    this.pendingChars = 0;
    if (!this.stream.write(chunk)) await once(this.stream, 'drain');
  }

  async close(): Promise<void> {
    await this.flush();
    this.stream.end();
    await once(this.stream, 'finish');
  }
}

export interface AuthEventsFiles {
  /** The JSONL file of the events (a data source may read it). */
  eventsFile: string;
  /** The JSONL file of the attack labels (in a bucket no data source reads). */
  labelsFile: string;
}

/**
 * Streams the generated events and their labels to two JSONL files. Each is written under a
 * temporary name and renamed when complete, so a reader never sees half a file.
 */
export async function writeAuthEvents(
  options: AuthEventsOptions,
  files: AuthEventsFiles,
): Promise<{ events: number; labels: number }> {
  const suffix = `.tmp-${process.pid}-${Date.now()}`;
  await Promise.all(
    [files.eventsFile, files.labelsFile].map((f) => mkdir(dirname(f), { recursive: true })),
  );
  const events = new LineWriter(files.eventsFile + suffix);
  const labels = new LineWriter(files.labelsFile + suffix);
  const counts = { events: 0, labels: 0 };
  try {
    for (const day of generateAuthEventDays(options)) {
      for (const event of day) {
        if (events.push(JSON.stringify(rawEventOf(event)))) await events.flush();
        counts.events += 1;
        if (!event.attack) continue;
        const { kind, campaignId } = event.attack;
        labels.push(JSON.stringify({ eventId: event.eventId, attack: kind, campaignId }));
        counts.labels += 1;
      }
      await labels.flush();
    }
    await Promise.all([events.close(), labels.close()]);
    await rename(events.path, files.eventsFile);
    await rename(labels.path, files.labelsFile);
  } catch (error) {
    await Promise.all([rm(events.path, { force: true }), rm(labels.path, { force: true })]);
    throw error;
  }
  return counts;
}
