import type { EventFeatureTable, FeatureName } from '../features/event-features.js';
import { buildVocabulary, encodeValues, UNSEEN } from '../features/vocabulary.js';
import type { SignInEvent } from '../sign-in-event.js';
import type { RawScores, TrainingContext } from './learned-model.js';

/**
 * UEBA after Freeman et al. (NDSS 2016): for each feature, the ratio of how likely a value is
 * among everyone's sign-ins to how likely it is for this user, the user's estimate smoothed
 * towards the population's. A user's familiarity with a value is counted in distinct days, and
 * the event's own day is left out, so a burst of sign-ins from one new place or device in one
 * session never vouches for itself. Users' profiles learn from sign-ins that did not fail.
 */
const GROUPS: { weight: number; features: FeatureName[] }[] = [
  { weight: 1, features: ['ipAddress', 'ipPrefix'] },
  { weight: 1, features: ['city', 'country'] },
  { weight: 1, features: ['uaFamily', 'userAgentType', 'os', 'osVersion', 'device', 'deviceType'] },
  { weight: 0.5, features: ['dayparting', 'weekday'] },
];
const FEATURES = GROUPS.flatMap((group) => group.features);
/** Reasons are named coarse first: "Unusual Country" says more than "Unusual IP". */
const EXPLANATION_ORDER: FeatureName[] = [
  'country',
  'city',
  'userAgentType',
  'os',
  'deviceType',
  'device',
  'osVersion',
  'uaFamily',
  'ipPrefix',
  'ipAddress',
  'dayparting',
  'weekday',
];
const SMOOTHING = 1;
const KEPT_DAYS = 3;
const DAY_MS = 86_400_000;

interface FeatureProfile {
  name: FeatureName;
  vocabulary: string[];
  /** Events per value code, over everyone. */
  counts: number[];
  /** Per (user, value) entry: the user, the value, on how many days, and the first days. */
  users: number[];
  codes: number[];
  dayCounts: number[];
  days: number[];
}

export interface UebaState {
  minUserEvents: number;
  total: number;
  userIds: string[];
  userEvents: number[];
  /** Each user's distinct days of sign-ins that did not fail, ascending. */
  userDays: number[][];
  features: FeatureProfile[];
}

const dayOf = (time: number) => Math.floor(time / DAY_MS);
const learnsFrom = (event: SignInEvent) => event.result !== 'FAILED';

function profileFeature(
  name: FeatureName,
  values: string[],
  userOf: Int32Array,
  days: Int32Array,
  included: Uint8Array,
  profiled: Uint8Array,
): FeatureProfile {
  const kept = values.filter((_, index) => included[index] === 1);
  const vocabulary = buildVocabulary(kept);
  const codes = encodeValues(values, vocabulary);
  const counts = new Array<number>(vocabulary.length).fill(0);
  const entries = new Map<number, { dayCount: number; days: number[]; lastDay: number }>();
  const size = vocabulary.length;
  for (let index = 0; index < values.length; index += 1) {
    const code = codes[index]!;
    if (included[index] !== 1 || code === UNSEEN) continue;
    counts[code]! += 1;
    if (profiled[index] !== 1) continue;
    const key = userOf[index]! * size + code;
    const entry = entries.get(key);
    const day = days[index]!;
    if (!entry) entries.set(key, { dayCount: 1, days: [day], lastDay: day });
    else if (!entry.days.includes(day) && entry.lastDay !== day) {
      entry.dayCount += 1;
      entry.lastDay = day;
      if (entry.days.length < KEPT_DAYS) entry.days.push(day);
    }
  }
  const profile: FeatureProfile = {
    name,
    vocabulary,
    counts,
    users: [],
    codes: [],
    dayCounts: [],
    days: [],
  };
  for (const [key, entry] of entries) {
    profile.users.push(Math.floor(key / size));
    profile.codes.push(key % size);
    profile.dayCounts.push(entry.dayCount);
    for (let slot = 0; slot < KEPT_DAYS; slot += 1) profile.days.push(entry.days[slot] ?? -1);
  }
  return profile;
}

export function trainUeba(context: TrainingContext): Promise<UebaState> {
  const { events, table, included } = context;
  const userIds: string[] = [];
  const userIndex = new Map<string, number>();
  const userOf = new Int32Array(events.length);
  const days = Int32Array.from(events, (event) => dayOf(event.timestamp));
  const profiled = new Uint8Array(events.length);
  events.forEach((event, index) => {
    let user = userIndex.get(event.userId);
    if (user === undefined) {
      user = userIds.length;
      userIndex.set(event.userId, user);
      userIds.push(event.userId);
    }
    userOf[index] = user;
    profiled[index] = included[index] === 1 && learnsFrom(event) ? 1 : 0;
  });
  const userEvents = new Array<number>(userIds.length).fill(0);
  const daySets = userIds.map(() => new Set<number>());
  events.forEach((_, index) => {
    if (included[index] !== 1) return;
    userEvents[userOf[index]!]! += 1;
    if (profiled[index] === 1) daySets[userOf[index]!]!.add(days[index]!);
  });
  const features = FEATURES.map((name, position) => {
    context.progress(Math.round((100 * position) / FEATURES.length));
    return profileFeature(name, table.values[name], userOf, days, included, profiled);
  });
  const total = included.reduce((sum, value) => sum + value, 0);
  const state: UebaState = {
    minUserEvents: context.config.ueba.min_user_events,
    total,
    userIds,
    userEvents,
    userDays: daySets.map((set) => [...set].sort((a, b) => a - b)),
    features,
  };
  const profiledUsers = userEvents.filter((count) => count >= state.minUserEvents).length;
  context.log(
    `UEBA: ${profiledUsers} of ${userIds.length} users have at least ${state.minUserEvents} events; ${features.map((f) => `${f.name} ${f.vocabulary.length}`).join(', ')} values.`,
  );
  return Promise.resolve(state);
}

function sortedIncludes(sorted: readonly number[], value: number): boolean {
  let low = 0;
  let high = sorted.length - 1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    const at = sorted[middle]!;
    if (at === value) return true;
    if (at < value) low = middle + 1;
    else high = middle - 1;
  }
  return false;
}

export function scoreUeba(
  state: UebaState,
  table: EventFeatureTable,
  events: readonly SignInEvent[],
): RawScores {
  const count = events.length;
  const userIndex = new Map(state.userIds.map((id, index) => [id, index]));
  const raw = new Float64Array(count);
  const verdicts = new Array<'unknown' | 'failed' | null>(count).fill(null);
  const contributions = FEATURES.map(() => new Float32Array(count));
  const lookups = state.features.map((profile) => {
    const size = profile.vocabulary.length;
    const entries = new Map<number, number>();
    profile.users.forEach((user, entry) => entries.set(user * size + profile.codes[entry]!, entry));
    return {
      profile,
      size,
      entries,
      codes: encodeValues(table.values[profile.name], profile.vocabulary),
    };
  });
  const featurePosition = new Map(FEATURES.map((name, position) => [name, position]));
  for (let event = 0; event < count; event += 1) {
    try {
      const user = userIndex.get(events[event]!.userId);
      if (user === undefined || state.userEvents[user]! < state.minUserEvents) {
        verdicts[event] = 'unknown';
        continue;
      }
      const day = dayOf(events[event]!.timestamp);
      const userDays = state.userDays[user]!;
      const activeDays = userDays.length - (sortedIncludes(userDays, day) ? 1 : 0);
      lookups.forEach(({ profile, size, entries, codes }, position) => {
        const code = codes[event]!;
        const popular =
          ((code === UNSEEN ? 0 : profile.counts[code]!) + 1) / (state.total + size + 1);
        const entry = code === UNSEEN ? undefined : entries.get(user * size + code);
        let familiar = 0;
        if (entry !== undefined) {
          const ownDay = profile.days
            .slice(entry * KEPT_DAYS, (entry + 1) * KEPT_DAYS)
            .includes(day);
          familiar = profile.dayCounts[entry]! - (ownDay ? 1 : 0);
        }
        const personal = (familiar + SMOOTHING * popular) / (Math.max(0, activeDays) + SMOOTHING);
        contributions[position]![event] = Math.max(0, Math.log(popular / personal));
      });
      let score = 0;
      for (const group of GROUPS) {
        let sum = 0;
        for (const name of group.features)
          sum += contributions[featurePosition.get(name)!]![event]!;
        score += (group.weight * sum) / group.features.length;
      }
      if (!Number.isFinite(score)) throw new Error('UEBA score is not finite');
      raw[event] = score;
    } catch {
      verdicts[event] = 'failed';
    }
  }
  return {
    raw,
    verdictOf: (event) => verdicts[event] ?? null,
    explain: (event) =>
      EXPLANATION_ORDER.map((name) => ({
        name,
        value: contributions[featurePosition.get(name)!]![event]!,
      }))
        .filter(({ value }) => value > 0)
        .sort((a, b) => b.value - a.value)
        .map(({ name }) => name),
  };
}
