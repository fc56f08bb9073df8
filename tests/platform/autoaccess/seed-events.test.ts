import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  authEventsFiles,
  LABELS_BUCKET,
  TRAINING_BUCKET,
} from '../../../src/platform/store/seed/auth-events/seed-events-file.js';
import {
  ATTACK_KINDS,
  type AttackLabel,
  type RawAuthEvent,
} from '../../../src/platform/store/seed/auth-events/raw-auth-event.js';
import { writeAuthEvents } from '../../../src/platform/store/seed/auth-events/write-auth-events.js';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'seed-events-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

const OPTIONS = {
  events: 6000,
  users: 60,
  days: 14,
  seed: 42,
  end: new Date('2026-11-20T00:00:00Z'),
};

async function seeded(name: string, options = OPTIONS) {
  const files = authEventsFiles(dir, `events/${name}.jsonl`);
  const counts = await writeAuthEvents(options, files);
  const [events, labels] = await Promise.all([
    readFile(files.eventsFile, 'utf8'),
    readFile(files.labelsFile, 'utf8'),
  ]);
  return { files, counts, events, labels };
}

const lines = <T>(text: string) =>
  text
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as T);

describe('seeded sign-in events', () => {
  it('writes the same bytes for the same options, and others for another seed', async () => {
    const first = await seeded('first');
    const second = await seeded('second');
    expect(second.events).toBe(first.events);
    expect(second.labels).toBe(first.labels);
    const other = await seeded('other', { ...OPTIONS, seed: 43 });
    expect(other.events).not.toBe(first.events);
  });

  it('writes exactly the events asked for, in time order, within the days before the end', async () => {
    const { events, counts } = await seeded('count');
    const parsed = lines<RawAuthEvent>(events);
    expect(parsed).toHaveLength(6000);
    expect(counts.events).toBe(6000);
    const times = parsed.map((event) => Date.parse(event.timestamp));
    const start = OPTIONS.end.getTime() - OPTIONS.days * 86_400_000;
    expect(times.every((time) => time >= start && time < OPTIONS.end.getTime())).toBe(true);
    expect(new Set(parsed.map((event) => event.eventId)).size).toBe(6000);
  });

  it('logs events in the raw shape of a sign-in service', async () => {
    const [event] = lines<RawAuthEvent>((await seeded('shape')).events);
    expect(event).toEqual({
      eventId: expect.stringMatching(/^[0-9a-f-]{36}$/) as unknown,
      transactionId: expect.any(String) as unknown,
      timestamp: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/) as unknown,
      user: { id: expect.any(String) as unknown, username: expect.any(String) as unknown },
      client: {
        ip: expect.stringMatching(/^\d+\.\d+\.\d+\.\d+$/) as unknown,
        userAgent: expect.any(String) as unknown,
        botDetected: expect.any(Boolean) as unknown,
      },
      geo: {
        city: expect.any(String) as unknown,
        country: expect.any(String) as unknown,
        lat: expect.any(Number) as unknown,
        longitude: expect.any(Number) as unknown,
        timeZone: expect.any(String) as unknown,
      },
      result: expect.stringMatching(/^(SUCCESSFUL|FAILED)$/) as unknown,
    });
  });

  it('keeps the labels of every kind of attack in their own bucket, apart from the events', async () => {
    const { files, events, labels } = await seeded('labels');
    expect(files.eventsFile).toContain(join(TRAINING_BUCKET, 'events'));
    expect(files.labelsFile).toContain(join(LABELS_BUCKET, 'events'));
    expect(events).not.toContain('"attack"');
    const labelled = lines<AttackLabel>(labels);
    expect(new Set(labelled.map((label) => label.attack))).toEqual(new Set(ATTACK_KINDS));
    const byId = new Map(lines<RawAuthEvent>(events).map((event) => [event.eventId, event]));
    expect(labelled.every((label) => byId.has(label.eventId))).toBe(true);
    expect(labelled.length).toBeGreaterThan(0.005 * OPTIONS.events);
    expect(labelled.length).toBeLessThanOrEqual(0.015 * OPTIONS.events);

    const bots = labelled.filter((label) => label.attack === 'bot_user_agent');
    expect(
      bots.every(
        (label) => !byId.get(label.eventId)!.client.userAgent.startsWith('Mozilla/5.0 (Windows'),
      ),
    ).toBe(true);
    const seenAsBots = new Set<string>(['credential_stuffing', 'distributed_attack']);
    const attackOf = new Map(labelled.map((label) => [label.eventId, label.attack]));
    for (const event of byId.values()) {
      expect(event.client.botDetected).toBe(seenAsBots.has(attackOf.get(event.eventId) ?? ''));
    }
    const bruteForce = labelled.filter((label) => label.attack === 'brute_force');
    const campaign = bruteForce.filter((label) => label.campaignId === bruteForce[0]!.campaignId);
    const attempts = campaign.map((label) => byId.get(label.eventId)!);
    expect(new Set(attempts.map((event) => event.user.id)).size).toBe(1);
    expect(attempts.filter((event) => event.result === 'FAILED').length).toBeGreaterThanOrEqual(5);
  });

  it('gives each user habits: most of their sign-ins from one city', async () => {
    const parsed = lines<RawAuthEvent>((await seeded('habits')).events);
    const cities = new Map<string, Map<string, number>>();
    for (const event of parsed) {
      const counts = cities.get(event.user.id) ?? new Map<string, number>();
      counts.set(event.geo.city, (counts.get(event.geo.city) ?? 0) + 1);
      cities.set(event.user.id, counts);
    }
    const homeShares = [...cities.values()].map((counts) => {
      const values = [...counts.values()];
      return Math.max(...values) / values.reduce((a, b) => a + b, 0);
    });
    const habitual = homeShares.filter((share) => share > 0.8).length;
    expect(habitual / homeShares.length).toBeGreaterThan(0.8);
  });
});
