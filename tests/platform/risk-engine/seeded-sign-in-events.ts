import { generateAuthEventDays } from '../../../src/platform/store/seed/auth-events/generate-auth-events.js';
import { rawEventOf } from '../../../src/platform/store/seed/auth-events/raw-auth-event.js';
import { defaultUsersFor } from '../../../src/platform/store/seed/auth-events/seed-events-file.js';
import type { SignInEvent } from '../../../src/platform/risk-engine/sign-in-event.js';

/** The seed's generated sign-in events, mapped as the seeded data source maps them, and labels. */
export function seededSignInEvents(count: number, seed = 7) {
  const events: SignInEvent[] = [];
  const labels = new Map<string, string>();
  const options = {
    events: count,
    users: defaultUsersFor(count),
    days: 30,
    seed,
    end: new Date('2026-01-31T00:00:00Z'),
  };
  for (const day of generateAuthEventDays(options)) {
    for (const pending of day) {
      const raw = rawEventOf(pending);
      events.push({
        eventId: raw.eventId,
        userId: raw.user.id,
        transactionId: raw.transactionId,
        ipAddress: raw.client.ip,
        timestamp: Date.parse(raw.timestamp),
        userAgent: raw.client.userAgent,
        city: raw.geo.city,
        country: raw.geo.country,
        lat: raw.geo.lat,
        longitude: raw.geo.longitude,
        timeZone: raw.geo.timeZone,
        result: raw.result,
      });
      if (pending.attack) labels.set(raw.eventId, pending.attack.kind);
    }
  }
  return { events, labels };
}
