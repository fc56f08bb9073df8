import type { SignInEvent } from '../sign-in-event.js';
import { daypartOf, localTimeReader } from './local-time.js';
import { ipPrefixOf } from './ip-prefix.js';
import { userAgentParser } from './user-agent-details.js';

/** The categorical features the models read, by the names the dashboard's reasons use. */
export const FEATURE_NAMES = [
  'city',
  'country',
  'dayparting',
  'weekday',
  'os',
  'osVersion',
  'device',
  'deviceType',
  'userAgentType',
  'uaFamily',
  'ipPrefix',
  'ipAddress',
] as const;
export type FeatureName = (typeof FEATURE_NAMES)[number];

/** Each event's feature values, column by column. */
export interface EventFeatureTable {
  count: number;
  values: Record<FeatureName, string[]>;
  isBot: Uint8Array;
}

const UNKNOWN = 'Unknown';

export function extractFeatures(events: readonly SignInEvent[]): EventFeatureTable {
  const count = events.length;
  const parseUserAgent = userAgentParser();
  const localTime = localTimeReader();
  const prefixes = new Map<string, string>();
  const values = Object.fromEntries(
    FEATURE_NAMES.map((name) => [name, new Array<string>(count)]),
  ) as Record<FeatureName, string[]>;
  const isBot = new Uint8Array(count);
  for (let index = 0; index < count; index += 1) {
    const event = events[index]!;
    const agent = parseUserAgent(event.userAgent);
    const { hour, weekday } = localTime(event.timestamp, event.timeZone);
    let prefix = prefixes.get(event.ipAddress);
    if (prefix === undefined) {
      prefix = ipPrefixOf(event.ipAddress);
      if (prefixes.size < 500_000) prefixes.set(event.ipAddress, prefix);
    }
    values.city[index] = event.city ? `${event.city}, ${event.country ?? UNKNOWN}` : UNKNOWN;
    values.country[index] = event.country ?? UNKNOWN;
    values.dayparting[index] = daypartOf(hour);
    values.weekday[index] = weekday;
    values.os[index] = agent.os;
    values.osVersion[index] = agent.osVersion;
    values.device[index] = agent.device;
    values.deviceType[index] = agent.deviceType;
    values.userAgentType[index] = agent.userAgentType;
    values.uaFamily[index] = agent.uaFamily;
    values.ipPrefix[index] = prefix;
    values.ipAddress[index] = event.ipAddress;
    isBot[index] = agent.isBot ? 1 : 0;
  }
  return { count, values, isBot };
}
