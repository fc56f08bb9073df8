import { createRandom, type Random } from '../prng.js';
import { campaignEvents, planCampaigns, type Campaign } from './attack-campaigns.js';
import type { PendingEvent } from './raw-auth-event.js';
import {
  addressIn,
  generateSignInUsers,
  weightedPicker,
  type SignInUser,
} from './sign-in-users.js';

const DAY = 86_400_000;
const HOUR = 3_600_000;
/** The share of the events that injected attacks make. */
const ATTACK_SHARE = 0.015;

export interface AuthEventsOptions {
  events: number;
  users: number;
  days: number;
  seed: number;
  /** The events fall in the `days` days before this instant. */
  end: Date;
}

const HEX = Array.from({ length: 256 }, (_, byte) => byte.toString(16).padStart(2, '0'));

/** A version-4 uuid from four draws: quicker than byte by byte, a million times over. */
function idMaker(random: Random): () => string {
  const hex = () => {
    const word = (random.next() * 0x100000000) >>> 0;
    return (
      HEX[word >>> 24]! + HEX[(word >>> 16) & 0xff]! + HEX[(word >>> 8) & 0xff]! + HEX[word & 0xff]!
    );
  };
  return () => {
    const a = hex();
    const b = hex();
    const c = hex();
    const d = hex();
    const variant = '89ab'[parseInt(c[0]!, 16) & 3]!;
    return `${a}-${b.slice(0, 4)}-4${b.slice(5)}-${variant}${c.slice(1, 4)}-${c.slice(4)}${d}`;
  };
}

/** Weekdays are busier than weekends. */
function dayWeights(start: number, days: number): number[] {
  return Array.from({ length: days }, (_, day) => {
    const weekday = new Date(start + day * DAY).getUTCDay();
    return weekday === 0 || weekday === 6 ? 0.6 : 1;
  });
}

/** Splits `total` over the days in proportion to their weights, exactly. */
function perDay(total: number, weights: number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  const counts = weights.map((weight) => Math.floor((total * weight) / sum));
  let left = total - counts.reduce((a, b) => a + b, 0);
  for (let day = 0; left > 0; day = (day + 1) % counts.length, left -= 1) counts[day]! += 1;
  return counts;
}

function habitualEvent(
  random: Random,
  user: SignInUser,
  dayStart: number,
  newId: () => string,
): PendingEvent {
  const travelling = user.travel !== undefined && random.chance(0.05);
  const place = travelling ? user.travel! : user.home;
  const localHour = user.hourCenter + (random.next() + random.next() - 1) * user.hourSpread * 1.5;
  const utcHour = (((localHour - place.utcOffset) % 24) + 24) % 24;
  const onMobile = random.chance(0.2);
  return {
    time: dayStart + Math.floor(utcHour * HOUR),
    eventId: newId(),
    transactionId: newId(),
    userId: user.id,
    username: user.username,
    ip: travelling ? addressIn(random, place) : user.addresses[onMobile ? 1 : 0]!,
    userAgent: random.chance(0.75) ? user.devices[0]! : random.pick(user.devices),
    place,
    successful: !random.chance(user.failureRate),
  };
}

/**
 * Sign-in events day by day, each day's batch in time order: the users' habitual sign-ins and,
 * mixed in, the injected attacks (each attack event carries its label). The same options always
 * give the same events.
 */
export function* generateAuthEventDays(options: AuthEventsOptions): Generator<PendingEvent[]> {
  const random = createRandom(options.seed);
  const newId = idMaker(random);
  const users = generateSignInUsers(random, Math.max(1, options.users), newId);
  const pickUser = weightedPicker(users, (user) => user.activity);
  const days = Math.max(1, options.days);
  const start = options.end.getTime() - days * DAY;
  const campaigns = planCampaigns(random, Math.floor(options.events * ATTACK_SHARE), days);
  const attackEvents = campaigns.reduce((sum, campaign) => sum + campaign.size, 0);
  const habitual = perDay(options.events - attackEvents, dayWeights(start, days));
  const campaignsByDay = new Map<number, Campaign[]>();
  for (const campaign of campaigns) {
    campaignsByDay.set(campaign.day, [...(campaignsByDay.get(campaign.day) ?? []), campaign]);
  }

  for (let day = 0; day < days; day += 1) {
    const dayStart = start + day * DAY;
    const batch: PendingEvent[] = [];
    for (let index = 0; index < habitual[day]!; index += 1) {
      batch.push(habitualEvent(random, pickUser(random), dayStart, newId));
    }
    for (const campaign of campaignsByDay.get(day) ?? []) {
      batch.push(...campaignEvents({ random, users, newId, dayStart }, campaign));
    }
    batch.sort((a, b) => a.time - b.time);
    yield batch;
  }
}
