import { GIVEN_NAMES, SURNAMES } from '../people.js';
import type { Random } from '../prng.js';
import { PLACES, type Place } from './places.js';
import { BROWSER_USER_AGENTS } from './user-agents.js';

/** A user's sign-in habits: where from, on what, at which hours, how often they mistype. */
export interface SignInUser {
  id: string;
  username: string;
  home: Place;
  /** Home and mobile addresses; the first is the usual one. */
  addresses: string[];
  /** Browsers and devices; the first is the usual one. */
  devices: string[];
  /** Local hour around which they sign in, and how far they stray from it. */
  hourCenter: number;
  hourSpread: number;
  failureRate: number;
  /** How often they sign in, relative to the others. */
  activity: number;
  /** A second city some users travel to now and then. */
  travel?: Place;
}

/** Picks from weighted items in O(log n) with a cumulative table. */
export function weightedPicker<T>(items: readonly T[], weightOf: (item: T) => number) {
  const cumulative: number[] = [];
  let total = 0;
  for (const item of items) {
    total += weightOf(item);
    cumulative.push(total);
  }
  return (random: Random): T => {
    const target = random.next() * total;
    let low = 0;
    let high = cumulative.length - 1;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (cumulative[middle]! > target) high = middle;
      else low = middle + 1;
    }
    return items[low]!;
  };
}

export const pickPlace = weightedPicker(PLACES, (place) => place.weight);

export function addressIn(random: Random, place: Place): string {
  return `${random.pick(place.networks)}.${random.int(0, 255)}.${random.int(1, 254)}`;
}

function plain(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
}

export function generateSignInUsers(
  random: Random,
  count: number,
  newId: () => string,
): SignInUser[] {
  const taken = new Set<string>();
  return Array.from({ length: count }, () => {
    const home = pickPlace(random);
    let username = `${plain(random.pick(GIVEN_NAMES))}.${plain(random.pick(SURNAMES))}`;
    for (let suffix = 2; taken.has(username); suffix += 1) username = `${username}${suffix}`;
    taken.add(username);
    const deviceCount = random.int(1, 3);
    const devices = Array.from({ length: deviceCount }, () => random.pick(BROWSER_USER_AGENTS));
    const travels = random.chance(0.1);
    return {
      id: newId(),
      username,
      home,
      addresses: [addressIn(random, home), addressIn(random, home)],
      devices: [...new Set(devices)],
      hourCenter: random.int(7, 21) + random.next(),
      hourSpread: 0.5 + random.next() * 2.5,
      failureRate: 0.01 + random.next() * 0.07,
      activity: 0.3 + random.next() * 2.7,
      ...(travels ? { travel: pickPlace(random) } : {}),
    };
  });
}
